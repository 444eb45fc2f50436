import type { UiSchema } from '@rjsf/utils';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isAbortError, toApiError, type ApiError, type ApiFieldError } from '../../../api/api-error';
import { Button, buttonClass } from '../../../components/Button';
import { ArrowLeftIcon } from '../../../components/Icons';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { JsonSchema } from '../../../forms/error-codes';
import { pickSchemaFields, SchemaForm } from '../../../forms/SchemaForm';
import type { FormRecord } from '../../../forms/schema-validator';
import { showToast } from '../../../toast/toast-store';

/**
 * An add/edit page for a counselling entity whose JSON Schema lives in schemas/entities (the same
 * schema the server validates), rendered by the portal's RJSF SchemaForm. When the lead's form
 * definitions cover counselling, this becomes EntityFormPage with a form key.
 */
export function SchemaFormPage({ title, schema, uiSchema, backTo, backLabel, load, initial = {}, submit, successMessage, idPrefix, note }: {
  title: string; schema: JsonSchema; uiSchema?: UiSchema<FormRecord>; backTo: string; backLabel: string; load?: (signal: AbortSignal) => Promise<FormRecord>;
  initial?: FormRecord; submit: (data: FormRecord) => Promise<unknown>; successMessage: string; idPrefix: string; note?: ReactNode;
}) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [data, setData] = useState<FormRecord | null>(load ? null : initial);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<ApiFieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(controller.signal).then(setData).catch((e: unknown) => { if (!isAbortError(e)) setLoadError(toApiError(e)); });
    return () => controller.abort();
    // The record loads once per page.
  }, []);

  const onSubmit = async (values: FormRecord) => {
    setSaving(true);
    setFailure(null);
    setServerErrors([]);
    setStatus('Saving…');
    try {
      await submit(pickSchemaFields(values, schema));
      showToast({ title: successMessage });
      navigate(backTo);
    } catch (e) {
      const err = toApiError(e);
      setServerErrors(err.fields);
      if (!err.fields.length) setFailure(err);
      setStatus(`Not saved: ${err.code} ${err.message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div>
        <Link to={backTo} className="mb-1 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"><ArrowLeftIcon size={16} /> {backLabel}</Link>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {note && <div className="mt-1 text-sm text-slate-600">{note}</div>}
      </div>
      <p role="status" aria-live="polite" className="sr-only">{status}</p>
      {loadError && <ErrorState error={loadError} />}
      {!loadError && !data && <LoadingState label="Loading…" />}
      {data && (
        <div className="card p-5 sm:p-6">
          {failure && <div className="mb-4"><InlineAlert onClose={() => setFailure(null)}>{failure.code} · {failure.message}</InlineAlert></div>}
          <SchemaForm schema={schema} uiSchema={uiSchema} formData={pickSchemaFields(data, schema)} onChange={setData} onSubmit={(v) => void onSubmit(v)} serverErrors={serverErrors} idPrefix={idPrefix}>
            <div className="mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
              <Link to={backTo} className={buttonClass('secondary')}>Cancel</Link>
              <Button type="submit" loading={saving}>Save</Button>
            </div>
          </SchemaForm>
        </div>
      )}
    </div>
  );
}
