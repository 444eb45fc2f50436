import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/use-api-query';
import { ChevronRightIcon } from '../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { FaqBody } from './FaqBody';
import type { KbCategoriesAnswer, KbCategoryAnswer } from './kb-api';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';

/** The Categories tab: the category list, and the chosen category's sub-categories, groups and FAQs. */
export function CategoriesTab({ categoryId }: { categoryId: number | null }) {
  const t = useT();
  const lang = useAuthoredLang();
  const list = useApiQuery<KbCategoriesAnswer>('/knowledge-base-categories');
  const navigate = useNavigate();
  const selected = categoryId ?? list.data?.categories[0]?.id ?? null;
  if (list.error) return <ErrorState error={list.error} onRetry={list.reload} />;
  if (!list.data) return <LoadingState label={t('kb.loadingCategories')} />;
  if (!list.data.categories.length)
    return <EmptyState title={t('kb.noCategories')}>{t('kb.checkBackSoon')}</EmptyState>;
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-[260px_minmax(0,1fr)]">
      <nav aria-label={t('kb.categories')} className="min-w-0">
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
                <span lang={lang(c.title)}>{c.title}</span>
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
  const t = useT();
  const lang = useAuthoredLang();
  const q = useApiQuery<KbCategoryAnswer>(`/knowledge-base-categories/${id}`);
  // ?faqId= (the assistant's source links, docs/assistant.md) opens that FAQ.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<number | null>(() => Number(params.get('faqId')) || null);
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState label={t('common.loading')} />;
  const c = q.data.category;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 lang={lang(c.title)} className="text-lg font-semibold text-slate-900">
          {c.title}
        </h2>
        {c.description && (
          <p lang={lang(c.description)} className="text-sm text-slate-600">
            {c.description}
          </p>
        )}
      </div>
      {c.sub_categories.map((s) => (
        <div key={s.id} className="card p-4">
          <h3 lang={lang(s.title)} className="font-semibold text-slate-900">
            {s.title}
          </h3>
          {s.description && (
            <p lang={lang(s.description)} className="text-xs text-slate-500">
              {s.description}
            </p>
          )}
          {s.groups.map((g) => (
            <div key={g.id} className="mt-3">
              <h4 lang={lang(g.title)} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {g.title}
              </h4>
              <ul className="mt-1 divide-y divide-slate-100">
                {g.faqs.map((f) => (
                  <li key={f.id} className="py-2">
                    <button
                      type="button"
                      className="flex w-full items-center justify-between gap-3 text-left text-sm font-medium text-slate-800"
                      aria-expanded={open === f.id}
                      onClick={() => setOpen(open === f.id ? null : f.id)}
                    >
                      <span lang={lang(f.question)}>{f.question}</span>
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
