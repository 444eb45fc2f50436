import type { UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { describeError, toApiError, type ApiError } from '../../../api/api-error';
import { Button } from '../../../components/Button';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import {
  checkOverlay,
  createFormVersion,
  getPublishedForm,
  listFormVersions,
  publishFormVersion,
  type FormVersion,
  type PublishedForm,
} from '../../../forms/forms-api';
import { SchemaForm } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { CheckSummary, type CheckState } from './CheckSummary';
import { FormVersions } from './FormVersions';
import { combineSchema, parseJsonObject, pretty } from './json-draft';
import { JsonEditor } from './JsonEditor';
import { PreviewBoundary } from './PreviewBoundary';
import { useT } from '../../../../i18n/browser';

/** Stands for the core schema's id in the published-version sentence, where it is shown as code. */
const SCHEMA_MARK = '\u0000';

/**
 * One form definition: edit the overlay and uiSchema as JSON (parse errors at once), check the
 * overlay against the existing records on the server, preview the combined form, save a version,
 * publish it or restore an earlier one.
 */
export function FormDefinitionEditor({ formKey }: { formKey: string }) {
  const t = useT();
  const [form, setForm] = useState<PublishedForm | null>(null);
  const [versions, setVersions] = useState<FormVersion[] | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [overlayText, setOverlayText] = useState('');
  const [uiText, setUiText] = useState('');
  const [note, setNote] = useState('');
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [sample, setSample] = useState<FormRecord>({});
  const [previewResult, setPreviewResult] = useState<string | null>(null);

  const load = useCallback(
    async (resetEditor: boolean) => {
      setLoadError(null);
      try {
        const [f, v] = await Promise.all([getPublishedForm(formKey), listFormVersions(formKey)]);
        setForm(f);
        setVersions(v);
        if (resetEditor) {
          setOverlayText(pretty(f.overlay));
          setUiText(pretty(f.uiSchema));
        }
      } catch (e) {
        setLoadError(toApiError(e));
      }
    },
    [formKey],
  );

  useEffect(() => {
    setForm(null);
    setVersions(null);
    setMessage(null);
    setCheck({ status: 'idle' });
    void load(true);
  }, [load]);

  const overlay = useMemo(() => parseJsonObject(overlayText), [overlayText]);
  const ui = useMemo(() => parseJsonObject(uiText), [uiText]);

  // Check the overlay against the existing records shortly after each valid edit.
  useEffect(() => {
    if (!form || !overlay.ok) return;
    let live = true;
    setCheck({ status: 'checking' });
    const timer = setTimeout(() => {
      checkOverlay(formKey, overlay.value)
        .then((result) => live && setCheck({ status: 'done', result }))
        .catch((e: unknown) => live && setCheck({ status: 'error', error: toApiError(e) }));
    }, 500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [form, formKey, overlay]);

  const combined = useMemo(
    () => (form && overlay.ok ? combineSchema(form.core, overlay.value) : null),
    [form, overlay],
  );
  const published = versions?.find((v) => v.version === form?.version) ?? null;
  const unchanged =
    !!published &&
    overlay.ok &&
    ui.ok &&
    pretty(overlay.value) === pretty(published.overlay) &&
    pretty(ui.value) === pretty(published.ui_schema);

  const save = async () => {
    if (!overlay.ok || !ui.ok) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await createFormVersion(formKey, {
        overlay: overlay.value,
        ui_schema: ui.value,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setNote('');
      setMessage({
        tone: 'success',
        text: t('adminForms.editor.saved', {
          version: saved.version,
          rejected: saved.check.rejected.length,
          checked: saved.check.checked,
        }),
      });
      await load(false);
    } catch (e) {
      setMessage({ tone: 'error', text: describeError(e) });
    } finally {
      setSaving(false);
    }
  };

  const publish = async (version: number) => {
    if (!form) return;
    setPublishing(version);
    setMessage(null);
    try {
      await publishFormVersion(formKey, version, form.version);
      setMessage({
        tone: 'success',
        text: t('adminForms.editor.publishedNow', { version }),
      });
      await load(false);
    } catch (e) {
      const err = toApiError(e);
      setMessage({ tone: 'error', text: describeError(err) });
      if (err.code === 'E-10531') await load(false);
    } finally {
      setPublishing(null);
    }
  };

  if (loadError) return <ErrorState error={loadError} onRetry={() => void load(true)} />;
  if (!form || !versions) return <LoadingState label={t('adminForms.editor.loading')} />;

  const [publishedBefore, publishedAfter] = t('adminForms.editor.published', {
    version: form.version,
    schema: SCHEMA_MARK,
  }).split(SCHEMA_MARK);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{form.title}</h2>
          <p className="text-sm text-slate-600">
            {publishedBefore}
            <code className="rounded bg-slate-100 px-1 text-xs">{String(form.core.$id ?? formKey)}</code>
            {publishedAfter}
          </p>
        </div>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {message?.text ?? ''}
      </p>
      {message && (
        <InlineAlert tone={message.tone === 'error' ? 'error' : message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </InlineAlert>
      )}

      <div className="grid gap-5 xl:grid-cols-2">
        <section aria-labelledby="edit-heading" className="card flex flex-col gap-4 p-5">
          <h3 id="edit-heading" className="text-sm font-semibold text-slate-900">
            {t('adminForms.editor.edit')}
          </h3>
          <JsonEditor
            label={t('adminForms.editor.overlayLabel')}
            hint={t('adminForms.editor.overlayHint')}
            value={overlayText}
            parsed={overlay}
            onChange={setOverlayText}
          />
          <JsonEditor
            label={t('adminForms.editor.uiLabel')}
            hint={t('adminForms.editor.uiHint')}
            value={uiText}
            parsed={ui}
            onChange={setUiText}
            rows={10}
          />
          <CheckSummary check={check} parsed={overlay.ok} />
          <div className="flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
            <label className="flex min-w-48 flex-1 flex-col gap-1.5 text-sm font-medium text-slate-700">
              {t('adminForms.editor.note')}
              <input
                className="input"
                value={note}
                maxLength={200}
                onChange={(e) => setNote(e.target.value)}
                placeholder={t('adminForms.editor.notePlaceholder')}
              />
            </label>
            <Button
              onClick={() => void save()}
              loading={saving}
              disabled={
                !overlay.ok || !ui.ok || unchanged || (check.status === 'error' && check.error.httpStatus === 422)
              }
            >
              {t('adminForms.editor.saveAs', { version: Math.max(0, ...versions.map((v) => v.version)) + 1 })}
            </Button>
          </div>
          {unchanged && <p className="text-xs text-slate-500">{t('adminForms.editor.unchanged')}</p>}
        </section>

        <section aria-labelledby="preview-heading" className="card flex flex-col gap-3 p-5">
          <h3 id="preview-heading" className="text-sm font-semibold text-slate-900">
            {t('adminForms.editor.preview')}
          </h3>
          <p className="text-xs text-slate-500">{t('adminForms.editor.previewIntro')}</p>
          {combined && ui.ok ? (
            <PreviewBoundary resetKey={overlayText + uiText}>
              <SchemaForm
                key={overlayText + uiText}
                idPrefix={`preview-${formKey}`}
                schema={combined}
                uiSchema={ui.value as UiSchema<FormRecord>}
                formData={sample}
                onChange={(d) => {
                  setSample(d);
                  setPreviewResult(null);
                }}
                onSubmit={() => setPreviewResult(t('adminForms.editor.valuesPass'))}
              >
                <div className="mt-5 flex items-center gap-3">
                  <Button type="submit" variant="secondary" size="sm">
                    {t('adminForms.editor.checkValues')}
                  </Button>
                  {previewResult && (
                    <span role="status" className="text-sm text-emerald-700">
                      {previewResult}
                    </span>
                  )}
                </div>
              </SchemaForm>
            </PreviewBoundary>
          ) : (
            <p className="text-sm text-slate-500">{t('adminForms.editor.fixJson')}</p>
          )}
        </section>
      </div>

      <FormVersions
        versions={versions}
        publishedVersion={form.version}
        publishing={publishing}
        onLoad={(v) => {
          setOverlayText(pretty(v.overlay));
          setUiText(pretty(v.ui_schema));
          setMessage({ tone: 'info', text: t('adminForms.editor.loaded', { version: v.version }) });
        }}
        onPublish={(v) => void publish(v)}
      />
    </div>
  );
}
