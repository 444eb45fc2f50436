import { useCallback, useEffect, useState } from 'react';
import { describeError, toApiError, type ApiFieldError } from '../../../api/api-error';
import { Button, buttonClass } from '../../../components/Button';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { SchemaForm, pickSchemaFields } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { usePublishedForm } from '../../../forms/use-published-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { ServerHtml } from '../../knowledge-base/kb-parts';
import {
  kbAdminApi,
  saveWithFile,
  type AdminCategory,
  type KbArticlesAnswer,
  type KbTreeAnswer,
  type NodeType,
} from './kb-admin-api';

type Mode = 'view' | 'add' | 'edit';
/** What the right-hand panel shows: a record of a type, in a mode, with the values to start from. */
type Selection = { type: NodeType; mode: Mode; id: number | null; record: FormRecord; title: string };

const FORM_KEY: Record<NodeType, string> = {
  category: 'kb-category',
  sub_category: 'kb-sub-category',
  group: 'kb-group',
  faq: 'kb-faq',
  article: 'kb-article',
};
const TYPE_LABEL: Record<NodeType, string> = {
  category: 'category',
  sub_category: 'sub-category',
  group: 'group',
  faq: 'FAQ',
  article: 'article',
};
const HTML_FIELD: Partial<Record<NodeType, string>> = { faq: 'answer_html', article: 'body_html' };

/**
 * /admin/manage-knowledge-base: the category tree (categories, sub-categories, groups, FAQs) and
 * the articles (blogs, finguides, handbook, toolkit), each with view, add and edit modes built from
 * the kb-* form definitions, up/down ordering, an upload progress bar and a preview of the HTML as
 * the server's sanitiser leaves it.
 */
export function ManageKnowledgeBasePage() {
  useDocumentTitle('Manage knowledge base');
  const [tab, setTab] = useState<'tree' | 'articles'>('tree');
  const [tree, setTree] = useState<KbTreeAnswer | null>(null);
  const [articles, setArticles] = useState<KbArticlesAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [selection, setSelection] = useState<Selection | null>(null);

  const load = useCallback(() => {
    setError(null);
    Promise.all([kbAdminApi.tree(), kbAdminApi.articles()])
      .then(([t, a]) => {
        setTree(t);
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
    if (
      !window.confirm(`Delete the ${TYPE_LABEL[type]} "${title}"${type === 'category' ? ' and everything in it' : ''}?`)
    )
      return;
    try {
      await kbAdminApi.remove(type, id);
      showToast({ title: 'Deleted' });
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
    <div className="flex flex-wrap items-center gap-1 py-1">
      <button
        type="button"
        className="min-w-0 flex-1 truncate text-left text-sm text-slate-800 hover:text-brand-700"
        onClick={() => setSelection({ type, mode: 'view', id: item.id, record: item.record, title: item.title })}
      >
        {item.title}
        {item.status !== 1 && <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs text-slate-500">inactive</span>}
      </button>
      <span className="flex shrink-0 items-center gap-0.5">
        <IconButton
          label={`Move ${item.title} up`}
          onClick={() => void move(type, siblings, index, -1)}
          disabled={index === 0}
        >
          ↑
        </IconButton>
        <IconButton
          label={`Move ${item.title} down`}
          onClick={() => void move(type, siblings, index, 1)}
          disabled={index === siblings.length - 1}
        >
          ↓
        </IconButton>
        <IconButton
          label={`Edit ${item.title}`}
          onClick={() => setSelection({ type, mode: 'edit', id: item.id, record: item.record, title: item.title })}
        >
          ✎
        </IconButton>
        {add && (
          <IconButton
            label={`${add.label} to ${item.title}`}
            onClick={() =>
              setSelection({ type: add.type, mode: 'add', id: null, record: add.record, title: add.label })
            }
          >
            +
          </IconButton>
        )}
        <IconButton label={`Delete ${item.title}`} onClick={() => void remove(type, item.id, item.title)}>
          ×
        </IconButton>
      </span>
    </div>
  );

  const categoryRecord = (c: AdminCategory): FormRecord => ({
    title: c.title,
    description: c.description,
    sequence: c.sequence,
    status: c.status,
  });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Manage knowledge base</h1>
          <p className="text-sm text-slate-600">
            Categories, sub-categories, groups and FAQs; blogs, finguides, handbook and toolkit items.
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              setSelection({ type: 'category', mode: 'add', id: null, record: { status: 1 }, title: 'New category' })
            }
          >
            Add category
          </Button>
          <Button
            onClick={() => {
              setTab('articles');
              setSelection({
                type: 'article',
                mode: 'add',
                id: null,
                record: { kind: 'blog', status: 1 },
                title: 'New article',
              });
            }}
          >
            Add article
          </Button>
        </div>
      </header>
      <div role="tablist" aria-label="Knowledge base content" className="flex gap-1 border-b border-slate-200">
        {(
          [
            ['tree', 'Categories and FAQs'],
            ['articles', 'Blogs, finguides, handbook, toolkit'],
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
            {label}
          </button>
        ))}
      </div>
      {error !== null && <ErrorState error={toApiError(error)} onRetry={load} />}
      {error === null && (!tree || !articles) && <LoadingState label="Loading the knowledge base…" />}
      {tree && articles && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="card max-h-[75vh] overflow-auto p-4" data-testid="kb-admin-tree">
            {tab === 'tree' &&
              tree.categories.map((c, ci) => (
                <div key={c.id} className="border-b border-slate-100 py-1 last:border-0">
                  <div className="font-semibold">
                    {row('category', { ...c, record: categoryRecord(c) }, tree.categories, ci, {
                      type: 'sub_category',
                      label: 'Add sub-category',
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
                            },
                          },
                          c.sub_categories,
                          si,
                          { type: 'group', label: 'Add group', record: { sub_category_id: s.id, status: 1 } },
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
                                  },
                                },
                                s.groups,
                                gi,
                                {
                                  type: 'faq',
                                  label: 'Add FAQ',
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
                      {kind} ({list.length})
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
              <Editor
                key={`${selection.type}-${selection.id ?? 'new'}-${selection.mode}`}
                selection={selection}
                onMode={(mode) => setSelection({ ...selection, mode })}
                onSaved={() => {
                  setSelection(null);
                  load();
                }}
              />
            ) : (
              <div className="card p-6 text-sm text-slate-600">
                Choose an item to view it, ✎ to edit, + to add inside it, and ↑ ↓ to change the order.
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="grid size-7 place-items-center rounded-md text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30"
    >
      {children}
    </button>
  );
}

/** View, add or edit one record with its published form; FAQs and articles may carry a file. */
function Editor({
  selection,
  onMode,
  onSaved,
}: {
  selection: Selection;
  onMode: (mode: Mode) => void;
  onSaved: () => void;
}) {
  const { type, mode, id } = selection;
  const { form, error: formError, reload } = usePublishedForm(FORM_KEY[type]);
  const [data, setData] = useState<FormRecord>(selection.record);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<ApiFieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const htmlField = HTML_FIELD[type];
  const withFile = type === 'faq' || type === 'article';

  const submit = async (values: FormRecord) => {
    if (!form) return;
    const record = pickSchemaFields(values, form.schema);
    setFailure(null);
    setServerErrors([]);
    try {
      if (withFile) {
        setProgress(0);
        await saveWithFile(type, id, record, file, setProgress);
      } else {
        await kbAdminApi.save(type, id, record);
      }
      showToast({ title: `${TYPE_LABEL[type]} saved` });
      onSaved();
    } catch (e) {
      const err = toApiError(e);
      setServerErrors(err.fields);
      if (!err.fields.length) setFailure(err.message);
      setProgress(null);
    }
  };

  const showPreview = async () => {
    const html = htmlField ? data[htmlField] : undefined;
    try {
      setPreview((await kbAdminApi.preview(typeof html === 'string' ? html : '')).html);
    } catch (e) {
      setFailure(describeError(e));
    }
  };

  const heading =
    mode === 'add' ? `Add ${TYPE_LABEL[type]}` : `${mode === 'edit' ? 'Edit' : 'View'} ${TYPE_LABEL[type]}`;
  return (
    <div className="card flex flex-col gap-4 p-5" data-testid="kb-admin-editor">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
        {mode === 'view' && (
          <Button size="sm" variant="secondary" onClick={() => onMode('edit')}>
            Edit
          </Button>
        )}
      </div>
      {formError && <ErrorState error={formError} onRetry={reload} />}
      {!formError && !form && <LoadingState label="Loading the form…" />}
      {failure && <InlineAlert onClose={() => setFailure(null)}>{failure}</InlineAlert>}
      {form && mode === 'view' && (
        <dl className="grid gap-3 text-sm">
          {Object.entries(selection.record).map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{k.replace(/_/g, ' ')}</dt>
              <dd className="text-slate-800">
                {k === htmlField && typeof v === 'string' ? (
                  <ServerHtml html={v} className="rounded-lg border border-slate-200 p-3" />
                ) : Array.isArray(v) ? (
                  v.join(', ')
                ) : (
                  String(v)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {form && mode !== 'view' && (
        <SchemaForm
          schema={form.schema}
          uiSchema={form.uiSchema as never}
          formData={pickSchemaFields(data, form.schema)}
          onChange={setData}
          onSubmit={(v) => void submit(v)}
          serverErrors={serverErrors}
          idPrefix={FORM_KEY[type]}
        >
          {withFile && (
            <div className="mt-4 flex flex-col gap-2">
              <label htmlFor="kb-file" className="text-sm font-medium text-slate-700">
                {type === 'faq'
                  ? 'Attachment (MP4/WebM video, JPG/PNG image or PDF)'
                  : 'PDF (optional; generated from the body if none)'}
              </label>
              <input
                id="kb-file"
                type="file"
                accept={type === 'faq' ? '.mp4,.webm,.jpg,.jpeg,.png,.pdf' : '.pdf'}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="text-sm"
              />
              {progress !== null && (
                <div className="flex items-center gap-2">
                  <progress
                    value={Math.round(progress * 100)}
                    max={100}
                    aria-label="Upload progress"
                    className="h-2 flex-1 overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-600"
                  />
                  <span className="w-10 text-right text-xs text-slate-600">{Math.round(progress * 100)} %</span>
                </div>
              )}
            </div>
          )}
          {htmlField && (
            <div className="mt-4 flex flex-col gap-2">
              <button
                type="button"
                className={`${buttonClass('secondary', 'sm')} self-start`}
                onClick={() => void showPreview()}
              >
                Preview sanitised HTML
              </button>
              {preview !== null && (
                <div data-testid="kb-preview" className="rounded-lg border border-dashed border-slate-300 p-3">
                  <ServerHtml html={preview} />
                </div>
              )}
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3 border-t border-slate-100 pt-4">
            <Button type="button" variant="secondary" onClick={() => (id === null ? onSaved() : onMode('view'))}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </div>
        </SchemaForm>
      )}
    </div>
  );
}
