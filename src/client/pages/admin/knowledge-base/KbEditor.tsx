import { useState } from 'react';
import { describeError, toApiError, type ApiFieldError } from '../../../api/api-error';
import { Button, buttonClass } from '../../../components/Button';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { SchemaForm, pickSchemaFields } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { usePublishedForm } from '../../../forms/use-published-form';
import { showToast } from '../../../toast/toast-store';
import { ServerHtml } from '../../knowledge-base/kb-parts';
import { kbAdminApi, saveWithFile } from './kb-admin-api';
import { FORM_KEY, HTML_FIELD, type Mode, type Selection } from './kb-selection';
import { useT, type MessageKey } from '../../../../i18n/browser';

/** The editor's heading in each mode (the type is a select of the message: "Add FAQ", "Edit sub-category"). */
const HEADING: Record<Mode, MessageKey> = {
  add: 'adminKb.editor.add',
  edit: 'adminKb.editor.edit',
  view: 'adminKb.editor.view',
};

/** View, add or edit one record with its published form; FAQs and articles may carry a file. */
export function KbEditor({
  selection,
  onMode,
  onSaved,
}: {
  selection: Selection;
  onMode: (mode: Mode) => void;
  onSaved: () => void;
}) {
  const t = useT();
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
      showToast({ title: t('adminKb.editor.saved', { type }) });
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

  const heading = t(HEADING[mode], { type });
  return (
    <div className="card flex flex-col gap-4 p-5" data-testid="kb-admin-editor">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
        {mode === 'view' && (
          <Button size="sm" variant="secondary" onClick={() => onMode('edit')}>
            {t('adminKb.editor.editButton')}
          </Button>
        )}
      </div>
      {formError && <ErrorState error={formError} onRetry={reload} />}
      {!formError && !form && <LoadingState label={t('forms.loadingForm')} />}
      {failure && <InlineAlert onClose={() => setFailure(null)}>{failure}</InlineAlert>}
      {form && mode === 'view' && (
        <dl className="grid gap-3 text-sm">
          {Object.entries(selection.record).map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{k.replace(/_/g, ' ')}</dt>
              <dd className="text-slate-800">
                {k === htmlField && typeof v === 'string' ? (
                  <ServerHtml html={v} className="rounded-lg border border-slate-200 p-3" />
                ) : k === 'hi' && v && typeof v === 'object' && !Array.isArray(v) ? (
                  <dl lang="hi" className="grid gap-2">
                    {Object.entries(v as Record<string, unknown>).map(([hk, hv]) => (
                      <div key={hk}>
                        <dt className="text-xs text-slate-500">{hk.replace(/_/g, ' ')}</dt>
                        <dd>
                          {hk === htmlField ? (
                            <ServerHtml html={String(hv)} className="rounded-lg border border-slate-200 p-3" />
                          ) : (
                            String(hv)
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
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
                {t(type === 'faq' ? 'adminKb.editor.faqFile' : 'adminKb.editor.articleFile')}
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
                    aria-label={t('adminKb.editor.uploadProgress')}
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
                {t('adminKb.editor.preview')}
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
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('common.save')}</Button>
          </div>
        </SchemaForm>
      )}
    </div>
  );
}
