import { useState } from 'react';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import type { FormRecord } from '../../../forms/schema-validator';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RowActions } from '../AdminList';
import { useT, type MessageKey } from '../../../../i18n/browser';
import type { Content, Mode, Selection, Tab } from './journey-admin-types';
import { JourneyEditor } from './JourneyEditor';
import { JourneyList } from './JourneyList';
import { editable, useJourneySchemas } from './use-journey-schemas';

const TABS: Array<{ id: Tab; label: MessageKey }> = [
  { id: 'topics', label: 'adminJourney.tabs.topics' },
  { id: 'quiz', label: 'adminJourney.tabs.quiz' },
  { id: 'risk', label: 'adminJourney.tabs.risk' },
  { id: 'resources', label: 'adminJourney.tabs.resources' },
];

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

  const schemas = useJourneySchemas(data, t);

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
        <JourneyEditor
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
        <JourneyList tab={tab} query={query} actions={actions} />
      </div>
    </div>
  );
}
