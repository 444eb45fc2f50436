import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatINR } from '../../../../shared/format';
import { useT } from '../../../../i18n/browser';

/** Parses what a person types as rupees: "10,00,000", "1e5" and "50000.5" are all numbers. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[,₹\s]/g, '');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

function Label({ htmlFor, children, aside }: { htmlFor: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {children}
      </label>
      {aside}
    </div>
  );
}

/**
 * A rupee (or percent) amount: text, so any typing is accepted and judged; the URL value
 * follows each change. The amount in words ("₹10,00,000") sits beside the label.
 */
export function AmountInput({
  label,
  value,
  onChange,
  hint,
  unit = 'rupees',
  testId,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  hint?: string;
  unit?: 'rupees' | 'percent';
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  // The URL may change from elsewhere (Reset, a shared link): a different amount there wins over
  // what was typed; the same amount written differently ("10,000" vs 10000) keeps the typing.
  useEffect(() => setText((typed) => (parseAmount(typed) === parseAmount(value) ? typed : value)), [value]);
  const n = parseAmount(text);
  const bad = text.trim() !== '' && (n === null || (unit === 'rupees' ? n <= 0 : n < 0));
  return (
    <div className="min-w-0">
      <Label
        htmlFor={id}
        aside={
          unit === 'rupees' && n !== null && n >= 1000 ? (
            <span className="text-xs tabular-nums text-slate-500" aria-hidden="true">
              {formatINR(n)}
            </span>
          ) : null
        }
      >
        {label}
      </Label>
      <div
        className={`flex items-stretch overflow-hidden rounded-lg border bg-white shadow-sm transition focus-within:ring-4 ${bad ? 'border-red-500 focus-within:ring-red-100' : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'}`}
      >
        {unit === 'rupees' && (
          <span
            className="grid place-items-center border-r border-slate-200 bg-slate-50 px-3 text-slate-500"
            aria-hidden="true"
          >
            ₹
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base tabular-nums text-slate-900 outline-none"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value);
          }}
          aria-invalid={bad || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          data-testid={testId}
        />
        {unit === 'percent' && (
          <span
            className="grid place-items-center border-l border-slate-200 bg-slate-50 px-3 text-sm text-slate-500"
            aria-hidden="true"
          >
            {t('mf.percentAYear')}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A calendar date (the browser's date picker; typed as YYYY-MM-DD underneath). */
export function DateInput({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  testId,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  hint?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="date"
        className="input"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={testId}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A small set of exclusive choices as buttons (a radio group underneath, so arrow keys work). */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
  hint,
  testId,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (v: V) => void;
  hint?: ReactNode;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0" data-testid={testId} aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`cursor-pointer rounded-lg border px-3 py-2 text-sm font-medium transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${
              value === o.value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${name}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
