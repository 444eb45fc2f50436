import { useT } from '../../../i18n/browser';
import { useId } from 'react';

const STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

/** Stars for a 0-5 rating (read-only), with halves. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const t = useT();
  return (
    <span
      className="inline-flex items-center gap-1 text-amber-500"
      aria-label={label ?? t('counselling.stars.rated', { value })}
      role="img"
    >
      {[1, 2, 3, 4, 5].map((n) =>
        value >= n ? (
          <span key={n} aria-hidden="true">
            ★
          </span>
        ) : value >= n - 0.5 ? (
          <span key={n} aria-hidden="true" className="relative inline-block">
            <span className="text-slate-300">★</span>
            <span className="absolute inset-0 w-1/2 overflow-hidden">★</span>
          </span>
        ) : (
          <span key={n} aria-hidden="true" className="text-slate-300">
            ★
          </span>
        ),
      )}
    </span>
  );
}

/** A rating from 0.5 to 5 in half steps: a radio group, so it works with the keyboard and screen readers. */
export function RatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (v: number) => void;
  error?: string | null;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-e` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {t('counselling.stars.yourRating')}{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {STEPS.map((s) => (
          <label
            key={s}
            className={`cursor-pointer rounded-lg border px-2.5 py-1.5 text-sm tabular-nums has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${value === s ? 'border-amber-500 bg-amber-50 font-semibold text-amber-900' : 'border-slate-200 hover:border-amber-300'}`}
          >
            <input
              type="radio"
              name={`${id}-r`}
              value={s}
              checked={value === s}
              onChange={() => onChange(s)}
              className="sr-only"
            />
            ★ {s}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-e`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
