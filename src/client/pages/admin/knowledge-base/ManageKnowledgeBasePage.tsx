import { useCallback, useEffect, useState } from 'react';
import { describeError, toApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { kbAdminApi, type KbArticlesAnswer, type KbTreeAnswer, type NodeType } from './kb-admin-api';
import { KbArticleList } from './KbArticleList';
import { KbEditor } from './KbEditor';
import { KbRow } from './KbRow';
import { KbTree } from './KbTree';
import type { RowRenderer, Selection } from './kb-selection';
import { useT } from '../../../../i18n/browser';

/**
 * /admin/manage-knowledge-base: the category tree (categories, sub-categories, groups, FAQs) and
 * the articles (blogs, finguides, handbook, toolkit), each with view, add and edit modes built from
 * the kb-* form definitions, up/down ordering, an upload progress bar and a preview of the HTML as
 * the server's sanitiser leaves it. The tree is drawn by KbTree.tsx, the articles by KbArticleList.tsx, the editor by KbEditor.tsx.
 */
export function ManageKnowledgeBasePage() {
  const t = useT();
  useDocumentTitle(t('adminKb.title'));
  const [tab, setTab] = useState<'tree' | 'articles'>('tree');
  const [tree, setTree] = useState<KbTreeAnswer | null>(null);
  const [articles, setArticles] = useState<KbArticlesAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [selection, setSelection] = useState<Selection | null>(null);

  const load = useCallback(() => {
    setError(null);
    Promise.all([kbAdminApi.tree(), kbAdminApi.articles()])
      .then(([treeAnswer, a]) => {
        setTree(treeAnswer);
        setArticles(a);
      })
      .catch(setError);
  }, []);
  useEffect(load, [load]);

  const move = async (type: NodeType, siblings: Array<{ id: number }>, index: number, delta: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    const j = index + delta;
    if (j < 0 || j >= ids.length) return;
    [ids[index], ids[j]] = [ids[j], ids[index]];
    try {
      await kbAdminApi.order(type, ids);
      load();
    } catch (e) {
      showToast({ title: describeError(e), variant: 'destructive' });
    }
  };

  const remove = async (type: NodeType, id: number, title: string) => {
    if (!window.confirm(t('adminKb.confirmDelete', { type, title }))) return;
    try {
      await kbAdminApi.remove(type, id);
      showToast({ title: t('adminKb.deleted') });
      setSelection(null);
      load();
    } catch (e) {
      showToast({ title: describeError(e), variant: 'destructive' });
    }
  };
  const row: RowRenderer = (type, item, siblings, index, add) => (
    <KbRow
      type={type}
      item={item}
      siblings={siblings}
      index={index}
      add={add}
      onSelect={setSelection}
      onMove={(delta) => void move(type, siblings, index, delta)}
      onRemove={() => void remove(type, item.id, item.title)}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('adminKb.title')}</h1>
          <p className="text-sm text-slate-600">{t('adminKb.intro')}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              setSelection({
                type: 'category',
                mode: 'add',
                id: null,
                record: { status: 1 },
                title: t('adminKb.newCategory'),
              })
            }
          >
            {t('adminKb.addCategory')}
          </Button>
          <Button
            onClick={() => {
              setTab('articles');
              setSelection({
                type: 'article',
                mode: 'add',
                id: null,
                record: { kind: 'blog', status: 1 },
                title: t('adminKb.newArticle'),
              });
            }}
          >
            {t('adminKb.addArticle')}
          </Button>
        </div>
      </header>
      <div role="tablist" aria-label={t('adminKb.tabsLabel')} className="flex gap-1 border-b border-slate-200">
        {(
          [
            ['tree', 'adminKb.tabs.tree'],
            ['articles', 'adminKb.tabs.articles'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-800'
            }`}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {error !== null && <ErrorState error={toApiError(error)} onRetry={load} />}
      {error === null && (!tree || !articles) && <LoadingState label={t('adminKb.loading')} />}
      {tree && articles && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="card max-h-[75vh] overflow-auto p-4" data-testid="kb-admin-tree">
            {tab === 'tree' && <KbTree categories={tree.categories} row={row} />}
            {tab === 'articles' && <KbArticleList articles={articles.articles} row={row} />}
          </div>
          <div>
            {selection ? (
              <KbEditor
                key={`${selection.type}-${selection.id ?? 'new'}-${selection.mode}`}
                selection={selection}
                onMode={(mode) => setSelection({ ...selection, mode })}
                onSaved={() => {
                  setSelection(null);
                  load();
                }}
              />
            ) : (
              <div className="card p-6 text-sm text-slate-600">{t('adminKb.hint')}</div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
