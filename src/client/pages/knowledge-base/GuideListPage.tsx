import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/use-api-query';
import { buttonClass } from '../../components/Button';
import { FileIcon } from '../../components/Icons';
import { ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { KbArticlesAnswer } from './kb-api';
import { PdfViewer } from './kb-parts';
import { useT, type MessageKey } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';

type Props = { titleKey: MessageKey; introKey: MessageKey; path: string; queryKey: string };

/** A list of guides (handbook or toolkit) whose PDFs open in the page; the query key opens one. */
function GuideListPage({ titleKey, introKey, path, queryKey }: Props) {
  const t = useT();
  const lang = useAuthoredLang();
  const title = t(titleKey);
  useDocumentTitle(title);
  const q = useApiQuery<KbArticlesAnswer>(path);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get(queryKey)) || null;
  const opened = q.data?.articles.find((a) => a.id === openId) ?? null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{t(introKey)}</p>
      </header>
      {q.error && <ErrorState error={q.error} onRetry={q.reload} />}
      {!q.error && !q.data && <LoadingState label={t('common.loading')} />}
      {opened && (
        <div className="card p-4" data-testid="guide-viewer">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 lang={lang(opened.title)} className="font-semibold text-slate-900">
              {opened.title}
            </h2>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setParams({})}>
              {t('common.close')}
            </button>
          </div>
          <PdfViewer url={opened.file_url!} title={opened.title} fileName={`${opened.slug}.pdf`} />
        </div>
      )}
      {q.data && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {q.data.articles.map((a) => (
            <li key={a.id} className="card flex flex-col gap-2 p-4">
              <h2 className="flex items-start gap-2 font-semibold text-slate-900">
                <span className="mt-0.5 text-brand-700" aria-hidden="true">
                  <FileIcon size={18} />
                </span>
                <span lang={lang(a.title)}>{a.title}</span>
              </h2>
              <p lang={lang(a.summary)} className="flex-1 text-sm text-slate-600">
                {a.summary}
              </p>
              <button
                type="button"
                className={`${buttonClass('secondary', 'sm')} self-start`}
                onClick={() => {
                  setParams({ [queryKey]: String(a.id) });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              >
                {t('kb.openPdf')}
                <span className="sr-only">
                  <Sentence k="kb.openPdfTitle" parts={{ title: <span lang={lang(a.title)}>{a.title}</span> }} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const HANDBOOK = { title: 'kb.handbook.title', intro: 'kb.handbook.intro' } as const;
const TOOLKIT = { title: 'kb.toolkit.title', intro: 'kb.toolkit.intro' } as const;

/** /client/handbook (module 8, query handbookId). */
export function HandbookPage() {
  return (
    <GuideListPage
      titleKey={HANDBOOK.title}
      introKey={HANDBOOK.intro}
      path="/knowledge-base/handbook"
      queryKey="handbookId"
    />
  );
}

/** /client/employee-toolkit (module 9 with quick-access item 3, query toolkitId). */
export function EmployeeToolkitPage() {
  return (
    <GuideListPage
      titleKey={TOOLKIT.title}
      introKey={TOOLKIT.intro}
      path="/knowledge-base/toolkit"
      queryKey="toolkitId"
    />
  );
}
