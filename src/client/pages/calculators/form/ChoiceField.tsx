import type { FieldError } from '../../../../calculators/index';
import type { FieldSpec } from './schema-fields';
import { ErrorCodeDetail } from '../../../components/ErrorMessage';
import { useT, type MessageKey } from '../../../../i18n/browser';

function FieldErrorText({ id, field, error }: { id: string; field: string; error: FieldError }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700" data-field-error={field} data-code={error.code}>
      {error.message}
      <ErrorCodeDetail code={error.code} />
    </p>
  );
}

/** An enum as a segmented radio group: every choice visible, arrow keys move between them. */
export function ChoiceField({
  field,
  raw,
  error,
  labels,
  hint = null,
  onChange,
}: {
  field: FieldSpec;
  raw: string;
  error: FieldError | null;
  labels: Record<string, MessageKey>;
  /** A line under the choices, e.g. how to tell from a payslip which option applies. */
  hint?: MessageKey | null;
  onChange: (raw: string) => void;
}) {
  const t = useT();
  const id = `field-${field.name}`;
  return (
    <fieldset
      className="min-w-0"
      data-field={field.name}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{field.label}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {field.options.map((option) => {
          const checked = raw === option;
          return (
            <label
              key={option}
              className={`min-w-0 flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                checked
                  ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                name={field.name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                data-testid={`choice-${field.name}-${option}`}
              />
              {option in labels ? t(labels[option]) : option}
            </label>
          );
        })}
      </div>
      {error ? (
        <FieldErrorText id={`${id}-error`} field={field.name} error={error} />
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t(hint)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A yes/no input as a checkbox with its label beside it. */
export function BooleanField({
  field,
  raw,
  error,
  onChange,
}: {
  field: FieldSpec;
  raw: string;
  error: FieldError | null;
  onChange: (raw: string) => void;
}) {
  const id = `field-${field.name}`;
  return (
    <div className="min-w-0" data-field={field.name}>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 hover:border-slate-300"
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          checked={raw === 'true'}
          onChange={(e) => onChange(e.target.checked ? 'true' : 'false')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={`input-${field.name}`}
        />
        <span className="text-sm font-medium text-slate-700">{field.label}</span>
      </label>
      {error && <FieldErrorText id={`${id}-error`} field={field.name} error={error} />}
    </div>
  );
}
