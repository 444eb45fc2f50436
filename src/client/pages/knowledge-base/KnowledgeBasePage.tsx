import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { hasModule, MODULE } from '../../../shared/package-info';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import type { KbHit } from './kb-api';
import { ArticlesTab } from './KbArticlesTab';
import { CategoriesTab } from './KbCategoriesTab';
import { SearchBox } from './KbSearchBox';

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
