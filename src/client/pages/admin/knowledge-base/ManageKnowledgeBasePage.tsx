import { useCallback, useEffect, useState } from 'react';
import { describeError, toApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import type { FormRecord } from '../../../forms/schema-validator';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import {
  kbAdminApi,
  type AdminCategory,
  type KbArticlesAnswer,
  type KbTreeAnswer,
  type NodeType,
} from './kb-admin-api';
import { KbEditor } from './KbEditor';
import { KbRow } from './KbRow';
import type { Selection } from './kb-selection';
import { useT } from '../../../../i18n/browser';

/**
 * /admin/manage-knowledge-base: the category tree (categories, sub-categories, groups, FAQs) and
 * the articles (blogs, finguides, handbook, toolkit), each with view, add and edit modes built from
 * the kb-* form definitions, up/down ordering, an upload progress bar and a preview of the HTML as
 * the server's sanitiser leaves it.
 */
/** A record's Hindi values (`hi`) for its form, only when it has some (docs/i18n.md "Admin content in Hindi"). */
const withHindi = (hi: Record<string, string | undefined> | undefined): FormRecord =>
  hi && Object.keys(hi).length ? { hi } : {};

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
  const row = (
    type: NodeType,
    item: { id: number; title: string; status: number; record: FormRecord },
    siblings: Array<{ id: number }>,
    index: number,
    add?: { type: NodeType; label: string; record: FormRecord },
  ) => (
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

  const categoryRecord = (c: AdminCategory): FormRecord => ({
    title: c.title,
    description: c.description,
    sequence: c.sequence,
    status: c.status,
    ...withHindi(c.hi),
  });

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
            {tab === 'tree' &&
              tree.categories.map((c, ci) => (
                <div key={c.id} className="border-b border-slate-100 py-1 last:border-0">
                  <div className="font-semibold">
                    {row('category', { ...c, record: categoryRecord(c) }, tree.categories, ci, {
                      type: 'sub_category',
                      label: t('adminKb.addSubCategory'),
                      record: { category_id: c.id, status: 1 },
                    })}
                  </div>
                  <div className="ml-4 border-l border-slate-100 pl-3">
                    {c.sub_categories.map((s, si) => (
                      <div key={s.id}>
                        {row(
                          'sub_category',
                          {
                            ...s,
                            record: {
                              category_id: s.category_id,
                              title: s.title,
                              description: s.description,
                              sequence: s.sequence,
                              status: s.status,
                              ...withHindi(s.hi),
                            },
                          },
                          c.sub_categories,
                          si,
                          { type: 'group', label: t('adminKb.addGroup'), record: { sub_category_id: s.id, status: 1 } },
                        )}
                        <div className="ml-4 border-l border-slate-100 pl-3">
                          {s.groups.map((g, gi) => (
                            <div key={g.id}>
                              {row(
                                'group',
                                {
                                  ...g,
                                  record: {
                                    sub_category_id: g.sub_category_id,
                                    title: g.title,
                                    sequence: g.sequence,
                                    status: g.status,
                                    ...withHindi(g.hi),
                                  },
                                },
                                s.groups,
                                gi,
                                {
                                  type: 'faq',
                                  label: t('adminKb.addFaq'),
                                  record: { group_id: g.id, content_kind: 'html', status: 1 },
                                },
                              )}
                              <div className="ml-4 pl-3 text-slate-600">
                                {g.faqs.map((f, fi) => (
                                  <div key={f.id}>
                                    {row(
                                      'faq',
                                      {
                                        id: f.id,
                                        title: f.question,
                                        status: f.status,
                                        record: {
                                          group_id: f.group_id,
                                          question: f.question,
                                          answer_html: f.answer_html,
                                          keywords: f.keywords,
                                          content_kind: f.content_kind,
                                          sequence: f.sequence,
                                          status: f.status,
                                          ...withHindi(f.hi),
                                        },
                                      },
                                      g.faqs,
                                      fi,
                                    )}
                                  </div>
                                ))}
                              </div>
                            </div>
                          ))}
                        </div>
                      </div>
                    ))}
                  </div>
                </div>
              ))}
            {tab === 'articles' &&
              (['blog', 'finguide', 'handbook', 'toolkit'] as const).map((kind) => {
                const list = articles.articles.filter((a) => a.kind === kind);
                return (
                  <div key={kind} className="mb-4">
                    <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                      {t('adminKb.kindCount', { kind, count: list.length })}
                    </h2>
                    {list.map((a, i) => (
                      <div key={a.id}>
                        {row(
                          'article',
                          {
                            id: a.id,
                            title: a.title,
                            status: a.status,
                            record: {
                              kind: a.kind,
                              title: a.title,
                              summary: a.summary,
                              body_html: a.body_html,
                              keywords: a.keywords,
                              ...(a.author ? { author: a.author } : {}),
                              sequence: a.sequence,
                              status: a.status,
                              ...withHindi(a.hi),
                            },
                          },
                          list,
                          i,
                        )}
                      </div>
                    ))}
                  </div>
                );
              })}
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
