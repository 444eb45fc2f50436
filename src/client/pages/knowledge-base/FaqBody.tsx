import { useEffect, useState } from 'react';
import { describeError } from '../../api/api-error';
import { InlineAlert, LoadingState } from '../../components/StateViews';
import { kbApi, type KbFaq } from './kb-api';
import { FaqMedia, ServerHtml } from './kb-parts';
import { useT } from '../../../i18n/browser';

/** Opens an FAQ (the call logs "opened article") and shows its answer and attachment. */
export function FaqBody({ faqId }: { faqId: number }) {
  const t = useT();
  const [faq, setFaq] = useState<KbFaq | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    kbApi
      .faq(faqId)
      .then((r) => live && setFaq(r.faq))
      .catch((e: unknown) => live && setError(describeError(e)));
    return () => {
      live = false;
    };
  }, [faqId]);
  if (error) return <InlineAlert>{error}</InlineAlert>;
  if (!faq) return <LoadingState label={t('kb.openingAnswer')} />;
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-4" data-testid="kb-faq-answer">
      <ServerHtml html={faq.answer_html} authored />
      {faq.file_url && <FaqMedia url={faq.file_url} kind={faq.content_kind} name={faq.file_name} />}
    </div>
  );
}
