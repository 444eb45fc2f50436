import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isAbortError, toApiError, type ApiError, type ApiFieldError } from '../api/api-error';
import { Button, buttonClass } from '../components/Button';
import { ArrowLeftIcon } from '../components/Icons';
import { ErrorState, InlineAlert, LoadingState } from '../components/StateViews';
import { ErrorMessage } from '../components/ErrorMessage';
import { useDocumentTitle } from '../hooks/use-document-title';
import { showToast } from '../toast/toast-store';
import { pickSchemaFields, SchemaForm } from './SchemaForm';
import type { FormRecord } from './schema-validator';
import { usePublishedForm } from './use-published-form';
import { t } from '../../i18n/browser';

export type EntityFormPageProps = {
  formKey: string;
  title: string;
  description?: ReactNode;
  /** Where "Back" and a successful save go. */
  backTo: string;
  backLabel: string;
  /** Edit: loads the record (its fields outside the form are dropped before submitting). */
  load?: (signal: AbortSignal) => Promise<FormRecord>;
  /** A new record's starting values. */
  initial?: FormRecord;
  submit: (data: FormRecord) => Promise<unknown>;
  successMessage: string;
  /** Extra controls above the buttons (e.g. a logo upload), inside the form. */
  extra?: ReactNode;
  /** Presentation this page adds (labels for codes, a picker widget); the published uiSchema wins where both say something. */
  uiDefaults?: UiSchema<FormRecord>;
  widgets?: RegistryWidgetsType<FormRecord>;
};

type UiNode = Record<string, unknown>;
const isNode = (v: unknown): v is UiNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of two uiSchemas; `over` wins. */
export function mergeUiSchema(under: UiNode, over: UiNode): UiNode {
  const out: UiNode = { ...under };
  for (const [k, v] of Object.entries(over))
    out[k] = isNode(v) && isNode(out[k]) ? mergeUiSchema(out[k] as UiNode, v) : v;
  return out;
}

/**
 * An add or edit page built from a form definition: GET forms/:key gives the schema (core +
 * overlay) and uiSchema, SchemaForm renders and validates it, and the server's field errors come
 * back onto their fields. Every admin record form is built this way.
 */
export function EntityFormPage({
  formKey,
  title,
  description,
  backTo,
  backLabel,
  load,
  initial = {},
  submit,
  successMessage,
  extra,
  uiDefaults,
  widgets,
}: EntityFormPageProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const { form, error: formError, reload } = usePublishedForm(formKey);
  const [data, setData] = useState<FormRecord | null>(load ? null : initial);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<ApiFieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [status, setStatus] = useState('');

  // The record loads once per page (callers pass a new `load` function on every render).
  const loadRef = useRef(load);
  useEffect(() => {
    const loader = loadRef.current;
    if (!loader) return;
    const controller = new AbortController();
    loader(controller.signal)
      .then(setData)
      .catch((e: unknown) => {
        if (!isAbortError(e)) setLoadError(toApiError(e));
      });
    return () => controller.abort();
  }, []);

  const onSubmit = async (values: FormRecord) => {
    if (!form) return;
    setSaving(true);
    setFailure(null);
    setServerErrors([]);
    setStatus(t('forms.saving'));
    try {
      await submit(pickSchemaFields(values, form.schema));
      setStatus(successMessage);
      showToast({ title: successMessage });
      navigate(backTo);
    } catch (e) {
      const err = toApiError(e);
      setServerErrors(err.fields);
      if (!err.fields.length) setFailure(err);
      setStatus(t('forms.notSaved', { code: err.code, message: err.message }));
    } finally {
      setSaving(false);
    }
  };

  const uiSchema = useMemo(
    () => (form ? mergeUiSchema((uiDefaults ?? {}) as UiNode, form.uiSchema as UiNode) : {}),
    [form, uiDefaults],
  );
  const error = formError ?? loadError;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div>
        <Link to={backTo} className="mb-1 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-800">
          <ArrowLeftIcon size={16} /> {backLabel}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {error && <ErrorState error={error} onRetry={formError ? reload : undefined} />}
      {!error && (!form || !data) && <LoadingState label={t('forms.loadingForm')} />}
      {!error && form && data && (
        <div className="card p-5 sm:p-6">
          {failure && (
            <div className="mb-4">
              <InlineAlert onClose={() => setFailure(null)}>
                <ErrorMessage error={failure} />
              </InlineAlert>
            </div>
          )}
          <SchemaForm
            schema={form.schema}
            uiSchema={uiSchema}
            widgets={widgets}
            formData={pickSchemaFields(data, form.schema)}
            onChange={setData}
            onSubmit={(v) => void onSubmit(v)}
            serverErrors={serverErrors}
            idPrefix={formKey}
          >
            {extra}
            <div className="mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
              <Link to={backTo} className={buttonClass('secondary')}>
                {t('common.cancel')}
              </Link>
              <Button type="submit" loading={saving}>
                {t('common.save')}
              </Button>
            </div>
          </SchemaForm>
          <p className="mt-4 text-xs text-slate-500">{t('forms.version', { version: form.version })}</p>
        </div>
      )}
    </div>
  );
}
