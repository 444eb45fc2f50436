import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { describeError, isAbortError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { SearchIcon } from '../../components/Icons';
import { InlineAlert } from '../../components/StateViews';
import { FaqBody } from './FaqBody';
import { kbApi, type KbHit, type KbSearchAnswer } from './kb-api';
import { ServerHtml } from './kb-parts';
import { useT, type MessageKey } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';

const KIND_LABEL: Record<KbHit['kind'], MessageKey> = {
  faq: 'kb.kind.faq',
  blog: 'kb.kind.blog',
  finguide: 'kb.kind.finguide',
  handbook: 'kb.kind.handbook',
  toolkit: 'kb.kind.toolkit',
  scheme: 'kb.kind.scheme',
};

/** The knowledge-base search: FAQs open in place, guides and blogs in their tab, the rest on their own page. */
export function SearchBox({ onOpen }: { onOpen: (hit: KbHit) => void }) {
  const t = useT();
  const lang = useAuthoredLang();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<KbSearchAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [openFaq, setOpenFaq] = useState<number | null>(null);
  const navigate = useNavigate();
  const controller = useRef<AbortController | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    controller.current?.abort();
    controller.current = new AbortController();
    setBusy(true);
    setError(null);
    try {
      setAnswer(await kbApi.search(q, controller.current.signal));
      setOpenFaq(null);
    } catch (err) {
      if (!isAbortError(err)) setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  const open = (hit: KbHit) => {
    if (hit.kind === 'faq') setOpenFaq(openFaq === hit.id ? null : hit.id);
    else if (hit.kind === 'handbook') navigate(`/client/handbook?handbookId=${hit.id}`);
    else if (hit.kind === 'toolkit') navigate(`/client/employee-toolkit?toolkitId=${hit.id}`);
    else if (hit.kind === 'scheme') navigate('/client/schemes');
    else onOpen(hit);
  };

  return (
    <div className="card flex flex-col gap-3 p-4 sm:p-5">
      <form role="search" onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="kb-search" className="sr-only">
          {t('kb.search.label')}
        </label>
        <div className="relative flex-1">
          <span
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          >
            <SearchIcon size={18} />
          </span>
          <input
            id="kb-search"
            type="search"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('kb.search.placeholder')}
            className="w-full rounded-xl border border-slate-300 py-2.5 pl-10 pr-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t('kb.search.searching') : t('kb.search.submit')}
        </Button>
      </form>
      {error && <InlineAlert>{error}</InlineAlert>}
      {answer && (
        <div aria-live="polite">
          {answer.corrections.length > 0 && (
            <p className="mb-2 text-xs text-slate-500">
              {t('kb.search.showingResultsFor')}{' '}
              {answer.corrections.map((c) => (
                <span key={c.from}>
                  <Sentence
                    k="kb.search.correction"
                    parts={{
                      to: <span lang={lang(c.to)}>{c.to}</span>,
                      from: <span lang={lang(c.from)}>{c.from}</span>,
                    }}
                  />{' '}
                </span>
              ))}
            </p>
          )}
          {answer.results.length === 0 ? (
            <p className="text-sm text-slate-600">{t('kb.search.noAnswers')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100" data-testid="kb-results">
              {answer.results.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} className="py-3">
                  <button
                    type="button"
                    onClick={() => open(hit)}
                    className="flex w-full flex-col items-start gap-1 text-left"
                    aria-expanded={hit.kind === 'faq' ? openFaq === hit.id : undefined}
                  >
                    <span className="flex items-center gap-2">
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold uppercase text-brand-700">
                        {t(KIND_LABEL[hit.kind])}
                      </span>
                      <ServerHtml html={hit.title_html} className="font-semibold !text-slate-900" authored />
                    </span>
                    <ServerHtml html={hit.snippet_html} className="line-clamp-2 text-xs !text-slate-600" authored />
                  </button>
                  {hit.kind === 'faq' && openFaq === hit.id && <FaqBody faqId={hit.id} />}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
