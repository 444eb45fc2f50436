import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { BookIcon, FileIcon } from '../../components/Icons';
import { ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { kbApi, type KbArticlesAnswer, type KbArticleView } from './kb-api';
import { PdfViewer, ServerHtml } from './kb-parts';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { formatDateMediumIST } from '../../../shared/format';

/** A publication day ("2026-01-15", an IST day) in the reader's locale. */
const publishedOn = (day: string) =>
  formatDateMediumIST(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00+05:30` : day);

/** Finguides (PDF in the page) or blogs (read in the page); the query key opens one directly. */
export function ArticlesTab({ path, queryKey, pdf = false }: { path: string; queryKey: string; pdf?: boolean }) {
  const t = useT();
  const lang = useAuthoredLang();
  const q = useApiQuery<KbArticlesAnswer>(path);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get(queryKey)) || null;
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState label={t('common.loading')} />;
  const opened = q.data.articles.find((a) => a.id === openId) ?? null;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {q.data.articles.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              onClick={() => setParams({ [queryKey]: String(a.id) })}
              aria-pressed={openId === a.id}
              className={`card flex h-full w-full flex-col gap-2 p-4 text-left transition hover:border-brand-300 ${
                openId === a.id ? 'ring-2 ring-brand-300' : ''
              }`}
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <span className="text-brand-700" aria-hidden="true">
                  {pdf ? <FileIcon size={18} /> : <BookIcon size={18} />}
                </span>
                <span lang={lang(a.title)}>{a.title}</span>
              </span>
              <span lang={lang(a.summary)} className="text-sm text-slate-600">
                {a.summary}
              </span>
              {a.published_on && <span className="text-xs text-slate-400">{publishedOn(a.published_on)}</span>}
            </button>
          </li>
        ))}
      </ul>
      {opened && (pdf ? <GuideReader article={opened} /> : <BlogReader id={opened.id} />)}
    </div>
  );
}

function GuideReader({ article }: { article: KbArticleView }) {
  return (
    <div className="card p-4" data-testid="finguide-viewer">
      <PdfViewer url={article.file_url!} title={article.title} fileName={`${article.slug}.pdf`} />
    </div>
  );
}

function BlogReader({ id }: { id: number }) {
  const t = useT();
  const lang = useAuthoredLang();
  const [article, setArticle] = useState<KbArticleView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    kbApi
      .blog(id)
      .then((r) => live && setArticle(r.article))
      .catch((e: unknown) => live && setError(describeError(e)));
    return () => {
      live = false;
    };
  }, [id]);
  if (error) return <InlineAlert>{error}</InlineAlert>;
  if (!article) return <LoadingState label={t('kb.opening')} />;
  return (
    <article className="card p-5">
      <h2 lang={lang(article.title)} className="text-xl font-bold text-slate-900">
        {article.title}
      </h2>
      <p className="mb-4 text-xs text-slate-500">
        {article.author && <span translate="no">{article.author}</span>}
        {article.author && article.published_on && ' · '}
        {article.published_on && publishedOn(article.published_on)}
      </p>
      <ServerHtml html={article.body_html} authored />
    </article>
  );
}
