import type { UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { InlineAlert } from '../../../components/StateViews';
import { SchemaForm } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { showToast } from '../../../toast/toast-store';
import { useT, type MessageKey } from '../../../../i18n/browser';
import type { Mode, Selection, Tab } from './journey-admin-types';

/** A record's heading in each mode: "Add journey topic", "Edit quiz", "View resource". */
const MODE_TITLE: Record<Mode, MessageKey> = {
  add: 'adminJourney.add',
  edit: 'adminJourney.editItem',
  view: 'adminJourney.viewItem',
};

/** Where each tab's records are created (POST) and updated (PATCH /:id). */
const ENDPOINT: Record<Tab, string> = {
  topics: '/admin/journey/topics',
  quiz: '/admin/quizzes',
  risk: '/admin/fra/questions',
  resources: '/admin/resources',
};

/** The selected record's form: view, edit or add, saved to its tab's endpoint. */
export function JourneyEditor({
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
