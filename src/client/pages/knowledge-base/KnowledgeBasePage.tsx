import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { hasModule, MODULE } from '../../../shared/package-info';
import { describeError, isAbortError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { BookIcon, ChevronRightIcon, FileIcon, SearchIcon } from '../../components/Icons';
import { EmptyState, ErrorState, InlineAlert, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import {
  kbApi,
  type KbArticlesAnswer,
  type KbArticleView,
  type KbCategoriesAnswer,
  type KbCategoryAnswer,
  type KbFaq,
  type KbHit,
  type KbSearchAnswer,
} from './kb-api';
import { FaqMedia, PdfViewer, ServerHtml } from './kb-parts';

type Tab = 'categories' | 'finguide' | 'blogs';

/**
 * /client/knowledgebase (always allowed) and /client/knowledgebase/:categoryId, query finguideId
 * and blogId: a search box, then tabs Categories, Finguide (only with the Finguide module) and Blogs.
 */
export function KnowledgeBasePage() {
  useDocumentTitle('Knowledge Base');
  const { packageInfo } = useSession();
  const [params, setParams] = useSearchParams();
  const { categoryId } = useParams();
  const hasFinguide = hasModule(packageInfo, MODULE.FINGUIDE);
  const fromQuery: Tab = params.get('finguideId') ? 'finguide' : params.get('blogId') ? 'blogs' : 'categories';
  const [tab, setTab] = useState<Tab>(fromQuery);
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'categories', label: 'Categories' },
    ...(hasFinguide ? [{ id: 'finguide' as const, label: 'Finguide' }] : []),
    { id: 'blogs', label: 'Blogs' },
  ];
  const current = tabs.some((t) => t.id === tab) ? tab : 'categories';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Knowledge Base</h1>
        <p className="mt-1 text-sm text-slate-600">
          Answers to common money questions, guides to download and short reads from our team.
        </p>
      </header>
      <SearchBox onOpen={(hit) => openHit(hit, setTab, setParams)} />
      <div role="tablist" aria-label="Knowledge base sections" className="flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.id}
            role="tab"
            id={`kb-tab-${t.id}`}
            aria-selected={current === t.id}
            aria-controls={`kb-panel-${t.id}`}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold transition ${
              current === t.id
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`kb-panel-${current}`} aria-labelledby={`kb-tab-${current}`}>
        {current === 'categories' && <CategoriesTab categoryId={categoryId ? Number(categoryId) : null} />}
        {current === 'finguide' && <ArticlesTab path="/knowledge-base/finguides" queryKey="finguideId" pdf />}
        {current === 'blogs' && <ArticlesTab path="/knowledge-base/blogs" queryKey="blogId" />}
      </section>
    </div>
  );
}

function openHit(hit: KbHit, setTab: (t: Tab) => void, setParams: ReturnType<typeof useSearchParams>[1]) {
  if (hit.kind === 'finguide') {
    setTab('finguide');
    setParams({ finguideId: String(hit.id) });
  } else if (hit.kind === 'blog') {
    setTab('blogs');
    setParams({ blogId: String(hit.id) });
  }
}

const KIND_LABEL: Record<KbHit['kind'], string> = {
  faq: 'FAQ',
  blog: 'Blog',
  finguide: 'Finguide',
  handbook: 'Handbook',
  toolkit: 'Toolkit',
  scheme: 'Scheme',
};

function SearchBox({ onOpen }: { onOpen: (hit: KbHit) => void }) {
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
          Search the knowledge base
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
            placeholder="Search: SIP, tax saver, term insurance, PPF…"
            className="w-full rounded-xl border border-slate-300 py-2.5 pl-10 pr-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Searching…' : 'Search'}
        </Button>
      </form>
      {error && <InlineAlert>{error}</InlineAlert>}
      {answer && (
        <div aria-live="polite">
          {answer.corrections.length > 0 && (
            <p className="mb-2 text-xs text-slate-500">
              Showing results for{' '}
              {answer.corrections.map((c) => (
                <span key={c.from}>
                  “{c.to}” (you typed “{c.from}”){' '}
                </span>
              ))}
            </p>
          )}
          {answer.results.length === 0 ? (
            <p className="text-sm text-slate-600">No answers found. Try other words, or browse the categories below.</p>
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
                        {KIND_LABEL[hit.kind]}
                      </span>
                      <ServerHtml html={hit.title_html} className="font-semibold !text-slate-900" />
                    </span>
                    <ServerHtml html={hit.snippet_html} className="line-clamp-2 text-xs !text-slate-600" />
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

/** Opens an FAQ (the call logs "opened article") and shows its answer and attachment. */
function FaqBody({ faqId }: { faqId: number }) {
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
  if (!faq) return <LoadingState label="Opening the answer…" />;
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-4" data-testid="kb-faq-answer">
      <ServerHtml html={faq.answer_html} />
      {faq.file_url && <FaqMedia url={faq.file_url} kind={faq.content_kind} name={faq.file_name} />}
    </div>
  );
}

function CategoriesTab({ categoryId }: { categoryId: number | null }) {
  const list = useApiQuery<KbCategoriesAnswer>('/knowledge-base-categories');
  const navigate = useNavigate();
  const selected = categoryId ?? list.data?.categories[0]?.id ?? null;
  if (list.error) return <ErrorState error={list.error} onRetry={list.reload} />;
  if (!list.data) return <LoadingState label="Loading categories…" />;
  if (!list.data.categories.length) return <EmptyState title="No categories yet">Check back soon.</EmptyState>;
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-[260px_minmax(0,1fr)]">
      <nav aria-label="Categories" className="min-w-0">
        <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
          {list.data.categories.map((c) => (
            <li key={c.id} className="shrink-0">
              <Link
                to={`/client/knowledgebase/${c.id}`}
                aria-current={selected === c.id ? 'page' : undefined}
                className={`flex items-center justify-between gap-2 rounded-xl border px-3 py-2 text-sm font-medium ${
                  selected === c.id
                    ? 'border-brand-300 bg-brand-50 text-brand-800'
                    : 'border-slate-200 text-slate-700 hover:border-brand-200'
                }`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/client/knowledgebase/${c.id}`);
                }}
              >
                <span>{c.title}</span>
                <span className="text-xs text-slate-500">{c.faq_count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {selected !== null && <CategoryView id={selected} />}
    </div>
  );
}

function CategoryView({ id }: { id: number }) {
  const q = useApiQuery<KbCategoryAnswer>(`/knowledge-base-categories/${id}`);
  // ?faqId= (the assistant's source links, docs/assistant.md) opens that FAQ.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<number | null>(() => Number(params.get('faqId')) || null);
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState label="Loading…" />;
  const c = q.data.category;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{c.title}</h2>
        {c.description && <p className="text-sm text-slate-600">{c.description}</p>}
      </div>
      {c.sub_categories.map((s) => (
        <div key={s.id} className="card p-4">
          <h3 className="font-semibold text-slate-900">{s.title}</h3>
          {s.description && <p className="text-xs text-slate-500">{s.description}</p>}
          {s.groups.map((g) => (
            <div key={g.id} className="mt-3">
              <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{g.title}</h4>
              <ul className="mt-1 divide-y divide-slate-100">
                {g.faqs.map((f) => (
                  <li key={f.id} className="py-2">
                    <button
                      type="button"
                      className="flex w-full items-center justify-between gap-3 text-left text-sm font-medium text-slate-800"
                      aria-expanded={open === f.id}
                      onClick={() => setOpen(open === f.id ? null : f.id)}
                    >
                      <span>{f.question}</span>
                      <span className={`shrink-0 transition ${open === f.id ? 'rotate-90' : ''}`} aria-hidden="true">
                        <ChevronRightIcon size={16} />
                      </span>
                    </button>
                    {open === f.id && <FaqBody faqId={f.id} />}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Finguides (PDF in the page) or blogs (read in the page); the query key opens one directly. */
function ArticlesTab({ path, queryKey, pdf = false }: { path: string; queryKey: string; pdf?: boolean }) {
  const q = useApiQuery<KbArticlesAnswer>(path);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get(queryKey)) || null;
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState label="Loading…" />;
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
                {a.title}
              </span>
              <span className="text-sm text-slate-600">{a.summary}</span>
              {a.published_on && <span className="text-xs text-slate-400">{a.published_on}</span>}
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
  if (!article) return <LoadingState label="Opening…" />;
  return (
    <article className="card p-5">
      <h2 className="text-xl font-bold text-slate-900">{article.title}</h2>
      <p className="mb-4 text-xs text-slate-500">
        {article.author} {article.published_on && `· ${article.published_on}`}
      </p>
      <ServerHtml html={article.body_html} />
    </article>
  );
}
