import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import topicInput from '../../../../../schemas/api/journey/topic-input.schema.json';
import quizInput from '../../../../../schemas/api/journey/quiz-input.schema.json';
import fraQuestionInput from '../../../../../schemas/api/journey/fra-question-input.schema.json';
import resourceItemInput from '../../../../../schemas/api/journey/resource-item-input.schema.json';
import { apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { TargetIcon } from '../../../components/Icons';
import { EmptyState, InlineAlert } from '../../../components/StateViews';
import { SchemaForm } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { AdminList, RowActions, StatusBadge } from '../AdminList';

type Content = {
  cards: Array<{ _id: number; title: string }>;
  videos: Array<{ _id: number; title: string }>;
  topics: Array<FormRecord & { _id: number; card_id: number; title: string; position: number; status: number }>;
  quizzes: Array<FormRecord & { _id: number; title: string; status: number; questions: FormRecord[] }>;
  fra_questions: Array<
    FormRecord & { _id: number; question: string; dimension: string; position: number; status: number }
  >;
  resources: Array<
    FormRecord & {
      _id: number;
      kind: number;
      item_type: number;
      parent_id: number | null;
      title: string;
      status: number;
    }
  >;
};

type Tab = 'topics' | 'quiz' | 'risk' | 'resources';
type Mode = 'add' | 'edit' | 'view';
type Selection = { tab: Tab; mode: Mode; id: number | null; record: FormRecord };

const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'topics', label: 'Journey topics' },
  { id: 'quiz', label: 'Quiz' },
  { id: 'risk', label: 'Risk questions' },
  { id: 'resources', label: 'Resources' },
];
const KIND = ['Activities', 'Quiz', 'Games'];
const ITEM_TYPE = ['Document', 'Video', 'External link', 'Internal link', 'Element', 'Image'];
const STATUS: UiSchema = { 'ui:enumNames': ['Active', 'Inactive'] };

/** A request schema as a form schema (its $id and $schema removed). */
function formSchema(schema: Record<string, unknown>, patch: Record<string, unknown> = {}): Record<string, unknown> {
  const { $id: _id, $schema: _schema, ...rest } = schema;
  void _id;
  void _schema;
  const properties = { ...(rest.properties as Record<string, unknown>), ...patch };
  return { ...rest, properties };
}

/** What the form edits: the record without its id and read-only fields. */
function editable(record: FormRecord, schema: Record<string, unknown>): FormRecord {
  const keys = Object.keys(schema.properties as Record<string, unknown>);
  return Object.fromEntries(Object.entries(record).filter(([k, v]) => keys.includes(k) && v !== null));
}

/**
 * /admin/manage-journey: journey topics, the quiz, risk-assessment questions and resource items,
 * each in a list with view, edit and add modes (docs/product-rules.md "Admin area"); the forms
 * are rendered from the request schemas the server validates (docs/journey.md, "Admin").
 */
export function ManageJourneyPage() {
  useDocumentTitle('Journey & resources');
  const query = useApiQuery<Content>('/admin/journey/content');
  const [tab, setTab] = useState<Tab>('topics');
  const [selection, setSelection] = useState<Selection | null>(null);
  const data = query.data;

  const schemas = useMemo(() => {
    const cards = data?.cards ?? [];
    const videos = data?.videos ?? [];
    const mains = (data?.resources ?? []).filter((r) => r.parent_id === null);
    return {
      topics: {
        schema: formSchema(topicInput, {
          card_id: { type: 'integer', title: 'Journey card', enum: cards.map((c) => c._id) },
          video_id: {
            type: ['integer', 'null'],
            title: 'Learning-center video',
            enum: [null, ...videos.map((v) => v._id)],
          },
        }),
        ui: {
          'ui:order': [
            'card_id',
            'title',
            'summary',
            'key_points',
            'video_title',
            'video_id',
            'video_url',
            'video_minutes',
            '*',
          ],
          card_id: { 'ui:enumNames': cards.map((c) => c.title) },
          video_id: {
            'ui:enumNames': ['— none (use the video address) —', ...videos.map((v) => v.title)],
            'ui:help':
              'The video step plays this e-learning video; the address below is used only when none is chosen.',
          },
          summary: { 'ui:widget': 'textarea' },
          task_prompt: { 'ui:widget': 'textarea' },
          status: STATUS,
        } as UiSchema,
      },
      quiz: {
        schema: formSchema(quizInput),
        ui: {
          title: { 'ui:title': 'Quiz title' },
          description: { 'ui:widget': 'textarea', 'ui:title': 'Description' },
          status: { ...STATUS, 'ui:title': 'Status' },
          questions: {
            'ui:title': 'Questions',
            items: {
              question: { 'ui:title': 'Question' },
              options: { 'ui:title': 'Options' },
              answer_index: { 'ui:title': 'Right option (0 is the first)' },
              explanation: { 'ui:title': 'Explanation shown after answering', 'ui:widget': 'textarea' },
            },
          },
        } as UiSchema,
      },
      risk: {
        schema: formSchema(fraQuestionInput),
        ui: {
          'ui:order': ['dimension', 'question', 'help', 'options', '*'],
          dimension: { 'ui:title': 'Part', 'ui:enumNames': ['Capacity (can afford a loss)', 'Tolerance (willing)'] },
          question: { 'ui:title': 'Question' },
          help: { 'ui:widget': 'textarea', 'ui:title': 'Help text' },
          options: {
            'ui:title': 'Options',
            items: { label: { 'ui:title': 'Label' }, points: { 'ui:title': 'Points (1-4)' } },
          },
          position: { 'ui:title': 'Order' },
          status: { ...STATUS, 'ui:title': 'Status' },
        } as UiSchema,
      },
      resources: {
        schema: formSchema(resourceItemInput, {
          parent_id: {
            type: ['integer', 'null'],
            title: 'Main item (empty for a main item)',
            enum: [null, ...mains.map((m) => m._id)],
          },
        }),
        ui: {
          kind: { 'ui:enumNames': KIND },
          item_type: { 'ui:enumNames': ITEM_TYPE },
          parent_id: { 'ui:enumNames': ['— none (main item) —', ...mains.map((m) => m.title)] },
          status: STATUS,
        } as UiSchema,
      },
    };
  }, [data]);

  const open = (mode: Mode, id: number | null, record: FormRecord) =>
    setSelection({ tab, mode, id, record: editable(record, schemas[tab].schema) });

  const actions = (id: number, record: FormRecord, label: string) => (
    <RowActions>
      <button type="button" className="link" onClick={() => open('view', id, record)} aria-label={`View ${label}`}>
        View
      </button>
      <button type="button" className="link" onClick={() => open('edit', id, record)} aria-label={`Edit ${label}`}>
        Edit
      </button>
    </RowActions>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Journey &amp; resources</h1>
          <p className="mt-1 text-sm text-slate-600">
            Journey topics, the quiz, the risk-assessment questions and the resource items employees see.
          </p>
        </div>
        <Button onClick={() => open('add', null, tab === 'topics' ? { status: 1 } : { status: 1 })} disabled={!data}>
          Add{' '}
          {TABS.find((t) => t.id === tab)!
            .label.toLowerCase()
            .replace(/s$/, '')}
        </Button>
      </div>
      <div role="tablist" aria-label="Content" className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={`rounded-full px-4 py-2 text-sm font-medium ${tab === t.id ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
            onClick={() => {
              setTab(t.id);
              setSelection(null);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {selection && selection.tab === tab && (
        <Editor
          key={`${selection.tab}-${selection.id ?? 'new'}-${selection.mode}`}
          selection={selection}
          schema={schemas[tab].schema}
          ui={schemas[tab].ui}
          onMode={(mode) => setSelection({ ...selection, mode })}
          onClose={() => setSelection(null)}
          onSaved={() => {
            setSelection(null);
            query.reload();
          }}
        />
      )}
      <div role="tabpanel" aria-label={TABS.find((t) => t.id === tab)!.label}>
        {tab === 'topics' && (
          <AdminList
            query={query}
            rows={data?.topics}
            empty={<EmptyState icon={<TargetIcon size={26} />} title="No topics yet" />}
            caption="Journey topics"
            minWidth="min-w-[40rem]"
            columns={['Topic', 'Card', 'Order', 'Status']}
            row={(t) => (
              <tr key={t._id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {t.title}
                </th>
                <td className="px-4 py-3">{data?.cards.find((c) => c._id === t.card_id)?.title}</td>
                <td className="px-4 py-3">{t.position}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={t.status} />
                </td>
                {actions(t._id, t, t.title)}
              </tr>
            )}
          />
        )}
        {tab === 'quiz' && (
          <AdminList
            query={query}
            rows={data?.quizzes}
            empty={<EmptyState title="No quiz yet" />}
            caption="Quizzes"
            minWidth="min-w-[32rem]"
            columns={['Quiz', 'Questions', 'Status']}
            row={(q) => (
              <tr key={q._id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {q.title}
                </th>
                <td className="px-4 py-3">{q.questions.length}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={q.status} />
                </td>
                {actions(q._id, q, q.title)}
              </tr>
            )}
          />
        )}
        {tab === 'risk' && (
          <AdminList
            query={query}
            rows={data?.fra_questions}
            empty={<EmptyState title="No risk questions yet" />}
            caption="Risk-assessment questions"
            minWidth="min-w-[40rem]"
            columns={['Question', 'Part', 'Order', 'Status']}
            row={(q) => (
              <tr key={q._id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {q.question}
                </th>
                <td className="px-4 py-3">{q.dimension === 'capacity' ? 'Capacity' : 'Tolerance'}</td>
                <td className="px-4 py-3">{q.position}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={q.status} />
                </td>
                {actions(q._id, q, q.question)}
              </tr>
            )}
          />
        )}
        {tab === 'resources' && (
          <AdminList
            query={query}
            rows={data?.resources}
            empty={<EmptyState title="No resource items yet" />}
            caption="Resource items"
            minWidth="min-w-[44rem]"
            columns={['Item', 'Kind', 'Type', 'Level', 'Status']}
            row={(r) => (
              <tr key={r._id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {r.title}
                </th>
                <td className="px-4 py-3">{KIND[r.kind - 1]}</td>
                <td className="px-4 py-3">{ITEM_TYPE[r.item_type - 1]}</td>
                <td className="px-4 py-3">{r.parent_id === null ? 'Main' : 'Sub'}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={r.status} />
                </td>
                {actions(r._id, r, r.title)}
              </tr>
            )}
          />
        )}
      </div>
    </div>
  );
}

const ENDPOINT: Record<Tab, string> = {
  topics: '/admin/journey/topics',
  quiz: '/admin/quizzes',
  risk: '/admin/fra/questions',
  resources: '/admin/resources',
};

function Editor({
  selection,
  schema,
  ui,
  onMode,
  onClose,
  onSaved,
}: {
  selection: Selection;
  schema: Record<string, unknown>;
  ui: UiSchema;
  onMode: (mode: Mode) => void;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [record, setRecord] = useState<FormRecord>(selection.record);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const { mode, id, tab } = selection;
  const title = `${mode === 'add' ? 'Add' : mode === 'edit' ? 'Edit' : 'View'} ${TABS.find((t) => t.id === tab)!
    .label.toLowerCase()
    .replace(/s$/, '')}`;
  const submit = async (data: FormRecord) => {
    setSaving(true);
    setError(null);
    try {
      if (id === null) await apiPost(ENDPOINT[tab], data);
      else await apiPatch(`${ENDPOINT[tab]}/${id}`, data);
      showToast({ title: 'Saved.' });
      onSaved();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="card p-5" aria-labelledby="journey-editor">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="journey-editor" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {mode === 'view' && (
          <Button variant="secondary" size="sm" onClick={() => onMode('edit')}>
            Edit
          </Button>
        )}
      </div>
      {error && error.fields.length === 0 && (
        <div className="mb-4">
          <InlineAlert onClose={() => setError(null)}>
            <ErrorMessage error={error} />
          </InlineAlert>
        </div>
      )}
      <SchemaForm
        schema={schema}
        uiSchema={ui}
        formData={record}
        onChange={setRecord}
        onSubmit={submit}
        serverErrors={error?.fields}
        disabled={mode === 'view'}
        idPrefix={`journey-${tab}`}
      >
        <div className="mt-5 flex gap-3">
          {mode !== 'view' && (
            <Button type="submit" loading={saving}>
              Save
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {mode === 'view' ? 'Close' : 'Cancel'}
          </Button>
        </div>
      </SchemaForm>
    </section>
  );
}
