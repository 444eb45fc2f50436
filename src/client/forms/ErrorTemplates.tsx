import { ErrorCodeDetail } from '../components/ErrorMessage';
import { errorId, type ErrorListProps, type FieldErrorProps } from '@rjsf/utils';
import { AlertIcon } from '../components/Icons';
import type { FormRecord } from './schema-validator';
import { splitCoded } from './error-codes';
import { t, useT } from '../../i18n/browser';

/** The error templates of the portal's forms: a field's own errors, and the list at the top of the form. */

/** A field error: the sentence, and its E-code (if any) in the detail line, not in the sentence (issue 20). */
function CodedSentence({ raw }: { raw: string }) {
  const { sentence, code } = splitCoded(raw);
  return (
    <>
      {sentence}
      {code && <ErrorCodeDetail code={code} />}
    </>
  );
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps<FormRecord>) {
  const list = errors.filter(Boolean);
  if (list.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="mt-1.5 space-y-0.5 text-sm text-red-700" data-field-error>
      {list.map((e, i) => (
        <li key={i}>{typeof e === 'string' ? <CodedSentence raw={e} /> : e}</li>
      ))}
    </ul>
  );
}

/** The field's title from the schema ("First name" for "first_name"), walking nested properties. */
function fieldLabel(schema: unknown, path: string): string {
  let node: unknown = schema;
  let label = '';
  for (const seg of path.replace(/^\./, '').split('.')) {
    if (/^\d+$/.test(seg)) {
      node = (node as { items?: unknown } | null)?.items;
      continue;
    }
    node = (node as { properties?: Record<string, unknown> } | null)?.properties?.[seg];
    const title = (node as { title?: unknown } | null)?.title;
    label = typeof title === 'string' ? title : seg.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  }
  return label;
}

/**
 * "Label: sentence" for browser and server errors alike (RJSF words them "field: message" or
 * ".field message"); the E-code in the message moves to a small detail line (issue 20).
 */
function listItem(e: { stack: string; property?: string; message?: string }, schema: unknown) {
  const { sentence, code } = splitCoded(e.message ?? e.stack);
  const path = e.property && e.property !== '.' ? e.property : '';
  return (
    <>
      {path ? t('forms.fieldError', { label: fieldLabel(schema, path), sentence }) : sentence}
      {code && <ErrorCodeDetail code={code} />}
    </>
  );
}

/** All errors at the top of the form, so a screen reader hears them on submit. */
export function ErrorListTemplate({ errors, schema }: ErrorListProps<FormRecord>) {
  useT();
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mb-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertIcon size={16} /> {t('forms.fixFields', { count: errors.length })}
      </p>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-6">
        {errors.map((e, i) => (
          <li key={i}>{listItem(e, schema)}</li>
        ))}
      </ul>
    </div>
  );
}
