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
import { useT, type MessageKey } from '../../../../i18n/browser';

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

const TABS: Array<{ id: Tab; label: MessageKey }> = [
  { id: 'topics', label: 'adminJourney.tabs.topics' },
  { id: 'quiz', label: 'adminJourney.tabs.quiz' },
  { id: 'risk', label: 'adminJourney.tabs.risk' },
  { id: 'resources', label: 'adminJourney.tabs.resources' },
];
const KIND: MessageKey[] = ['adminJourney.kind.activities', 'adminJourney.kind.quiz', 'adminJourney.kind.games'];
const ITEM_TYPE: MessageKey[] = [
  'adminJourney.itemType.document',
  'adminJourney.itemType.video',
  'adminJourney.itemType.externalLink',
  'adminJourney.itemType.internalLink',
  'adminJourney.itemType.element',
  'adminJourney.itemType.image',
];
/** A record's heading in each mode: "Add journey topic", "Edit quiz", "View resource". */
const MODE_TITLE: Record<Mode, MessageKey> = {
  add: 'adminJourney.add',
  edit: 'adminJourney.editItem',
  view: 'adminJourney.viewItem',
};

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
  const t = useT();
  useDocumentTitle(t('adminJourney.title'));
  const query = useApiQuery<Content>('/admin/journey/content');
  const [tab, setTab] = useState<Tab>('topics');
  const [selection, setSelection] = useState<Selection | null>(null);
  const data = query.data;

  const schemas = useMemo(() => {
    const cards = data?.cards ?? [];
    const videos = data?.videos ?? [];
    const mains = (data?.resources ?? []).filter((r) => r.parent_id === null);
    const STATUS: UiSchema = { 'ui:enumNames': [t('adminJourney.status.active'), t('adminJourney.status.inactive')] };
    return {
      topics: {
        schema: formSchema(topicInput, {
          card_id: { type: 'integer', title: t('adminJourney.field.card'), enum: cards.map((c) => c._id) },
          video_id: {
            type: ['integer', 'null'],
            title: t('adminJourney.field.video'),
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
            'ui:enumNames': [t('adminJourney.field.noVideo'), ...videos.map((v) => v.title)],
            'ui:help': t('adminJourney.field.videoHelp'),
          },
          summary: { 'ui:widget': 'textarea' },
          task_prompt: { 'ui:widget': 'textarea' },
          status: STATUS,
        } as UiSchema,
      },
      quiz: {
        schema: formSchema(quizInput),
        ui: {
          title: { 'ui:title': t('adminJourney.field.quizTitle') },
          description: { 'ui:widget': 'textarea', 'ui:title': t('adminJourney.field.description') },
          status: { ...STATUS, 'ui:title': t('adminJourney.field.status') },
          questions: {
            'ui:title': t('adminJourney.field.questions'),
            items: {
              question: { 'ui:title': t('adminJourney.field.question') },
              options: { 'ui:title': t('adminJourney.field.options') },
              answer_index: { 'ui:title': t('adminJourney.field.answerIndex') },
              explanation: { 'ui:title': t('adminJourney.field.explanation'), 'ui:widget': 'textarea' },
            },
          },
        } as UiSchema,
      },
      risk: {
        schema: formSchema(fraQuestionInput),
        ui: {
          'ui:order': ['dimension', 'question', 'help', 'options', '*'],
          dimension: {
            'ui:title': t('adminJourney.field.part'),
            'ui:enumNames': [t('adminJourney.field.capacity'), t('adminJourney.field.tolerance')],
          },
          question: { 'ui:title': t('adminJourney.field.question') },
          help: { 'ui:widget': 'textarea', 'ui:title': t('adminJourney.field.help') },
          options: {
            'ui:title': t('adminJourney.field.options'),
            items: {
              label: { 'ui:title': t('adminJourney.field.label') },
              points: { 'ui:title': t('adminJourney.field.points') },
            },
          },
          position: { 'ui:title': t('adminJourney.field.order') },
          status: { ...STATUS, 'ui:title': t('adminJourney.field.status') },
        } as UiSchema,
      },
      resources: {
        schema: formSchema(resourceItemInput, {
          parent_id: {
            type: ['integer', 'null'],
            title: t('adminJourney.field.parent'),
            enum: [null, ...mains.map((m) => m._id)],
          },
        }),
        ui: {
          kind: { 'ui:enumNames': KIND.map((k) => t(k)) },
          item_type: { 'ui:enumNames': ITEM_TYPE.map((k) => t(k)) },
          parent_id: { 'ui:enumNames': [t('adminJourney.field.noParent'), ...mains.map((m) => m.title)] },
          status: STATUS,
        } as UiSchema,
      },
    };
  }, [data, t]);

  const open = (mode: Mode, id: number | null, record: FormRecord) =>
    setSelection({ tab, mode, id, record: editable(record, schemas[tab].schema) });

  const actions = (id: number, record: FormRecord, label: string) => (
    <RowActions>
      <button
        type="button"
        className="link"
        onClick={() => open('view', id, record)}
        aria-label={t('adminJourney.viewLabel', { name: label })}
      >
        {t('adminJourney.view')}
      </button>
      <button
        type="button"
        className="link"
        onClick={() => open('edit', id, record)}
        aria-label={t('adminJourney.editLabel', { name: label })}
      >
        {t('adminJourney.edit')}
      </button>
    </RowActions>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('adminJourney.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('adminJourney.intro')}</p>
        </div>
        <Button onClick={() => open('add', null, tab === 'topics' ? { status: 1 } : { status: 1 })} disabled={!data}>
          {t('adminJourney.add', { tab })}
        </Button>
      </div>
      <div role="tablist" aria-label={t('adminJourney.tabsLabel')} className="flex flex-wrap gap-2">
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={tab === x.id}
            className={`rounded-full px-4 py-2 text-sm font-medium ${tab === x.id ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
            onClick={() => {
              setTab(x.id);
              setSelection(null);
            }}
          >
            {t(x.label)}
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
      <div role="tabpanel" aria-label={t(TABS.find((x) => x.id === tab)!.label)}>
        {tab === 'topics' && (
          <AdminList
            query={query}
            rows={data?.topics}
            empty={<EmptyState icon={<TargetIcon size={26} />} title={t('adminJourney.topics.empty')} />}
            caption={t('adminJourney.topics.caption')}
            minWidth="min-w-[40rem]"
            columns={[
              t('adminJourney.columns.topic'),
              t('adminJourney.columns.card'),
              t('adminJourney.columns.order'),
              t('adminJourney.columns.status'),
            ]}
            row={(topic) => (
              <tr key={topic._id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {topic.title}
                </th>
                <td className="px-4 py-3">{data?.cards.find((c) => c._id === topic.card_id)?.title}</td>
                <td className="px-4 py-3">{topic.position}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={topic.status} />
                </td>
                {actions(topic._id, topic, topic.title)}
              </tr>
            )}
          />
        )}
        {tab === 'quiz' && (
          <AdminList
            query={query}
            rows={data?.quizzes}
            empty={<EmptyState title={t('adminJourney.quiz.empty')} />}
            caption={t('adminJourney.quiz.caption')}
            minWidth="min-w-[32rem]"
            columns={[
              t('adminJourney.columns.quiz'),
              t('adminJourney.columns.questions'),
              t('adminJourney.columns.status'),
            ]}
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
            empty={<EmptyState title={t('adminJourney.risk.empty')} />}
            caption={t('adminJourney.risk.caption')}
            minWidth="min-w-[40rem]"
            columns={[
              t('adminJourney.columns.question'),
              t('adminJourney.columns.part'),
              t('adminJourney.columns.order'),
              t('adminJourney.columns.status'),
            ]}
            row={(q) => (
              <tr key={q._id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {q.question}
                </th>
                <td className="px-4 py-3">
                  {t(q.dimension === 'capacity' ? 'adminJourney.risk.capacity' : 'adminJourney.risk.tolerance')}
                </td>
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
            empty={<EmptyState title={t('adminJourney.resources.empty')} />}
            caption={t('adminJourney.resources.caption')}
            minWidth="min-w-[44rem]"
            columns={[
              t('adminJourney.columns.item'),
              t('adminJourney.columns.kind'),
              t('adminJourney.columns.type'),
              t('adminJourney.columns.level'),
              t('adminJourney.columns.status'),
            ]}
            row={(r) => (
              <tr key={r._id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {r.title}
                </th>
                <td className="px-4 py-3">{KIND[r.kind - 1] && t(KIND[r.kind - 1])}</td>
                <td className="px-4 py-3">{ITEM_TYPE[r.item_type - 1] && t(ITEM_TYPE[r.item_type - 1])}</td>
                <td className="px-4 py-3">
                  {t(r.parent_id === null ? 'adminJourney.resources.main' : 'adminJourney.resources.sub')}
                </td>
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
  const t = useT();
  const [record, setRecord] = useState<FormRecord>(selection.record);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const { mode, id, tab } = selection;
  const title = t(MODE_TITLE[mode], { tab });
  const submit = async (data: FormRecord) => {
    setSaving(true);
    setError(null);
    try {
      if (id === null) await apiPost(ENDPOINT[tab], data);
      else await apiPatch(`${ENDPOINT[tab]}/${id}`, data);
      showToast({ title: t('adminJourney.saved') });
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
            {t('adminJourney.edit')}
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
              {t('common.save')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t(mode === 'view' ? 'common.close' : 'common.cancel')}
          </Button>
        </div>
      </SchemaForm>
    </section>
  );
}
