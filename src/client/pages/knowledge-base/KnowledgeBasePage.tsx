import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { hasModule, MODULE } from '../../../shared/package-info';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import type { KbHit } from './kb-api';
import { ArticlesTab } from './KbArticlesTab';
import { CategoriesTab } from './KbCategoriesTab';
import { SearchBox } from './KbSearchBox';
import { useT, type MessageKey } from '../../../i18n/browser';

type Tab = 'categories' | 'finguide' | 'blogs';

/**
 * /client/knowledgebase (always allowed) and /client/knowledgebase/:categoryId, query finguideId
 * and blogId: a search box, then tabs Categories, Finguide (only with the Finguide module) and Blogs.
 */
export function KnowledgeBasePage() {
  const t = useT();
  useDocumentTitle(t('kb.title'));
  const { packageInfo } = useSession();
  const [params, setParams] = useSearchParams();
  const { categoryId } = useParams();
  const hasFinguide = hasModule(packageInfo, MODULE.FINGUIDE);
  const fromQuery: Tab = params.get('finguideId') ? 'finguide' : params.get('blogId') ? 'blogs' : 'categories';
  const [tab, setTab] = useState<Tab>(fromQuery);
  const tabs: Array<{ id: Tab; label: MessageKey }> = [
    { id: 'categories', label: 'kb.tab.categories' },
    ...(hasFinguide ? [{ id: 'finguide' as const, label: 'kb.tab.finguide' as const }] : []),
    { id: 'blogs', label: 'kb.tab.blogs' },
  ];
  const current = tabs.some((x) => x.id === tab) ? tab : 'categories';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('kb.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('kb.intro')}</p>
      </header>
      <SearchBox onOpen={(hit) => openHit(hit, setTab, setParams)} />
      <div role="tablist" aria-label={t('kb.sections')} className="flex gap-1 border-b border-slate-200">
        {tabs.map((x) => (
          <button
            key={x.id}
            role="tab"
            id={`kb-tab-${x.id}`}
            aria-selected={current === x.id}
            aria-controls={`kb-panel-${x.id}`}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold transition ${
              current === x.id
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
            onClick={() => setTab(x.id)}
          >
            {t(x.label)}
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
