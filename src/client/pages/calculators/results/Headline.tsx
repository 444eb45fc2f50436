import { formatCell, formatFromTitle, moneyShort, stripUnit } from './format-output';
import type { LooseHeadline, ValueFormat } from './view-types';

type Item = LooseHeadline;
type Titles = Record<string, { title?: string } | undefined>;

const NEVER_NEGATIVE = /sip|emi/i;

/** Rounding dust (−0.000001) reads as zero; NaN and Infinity are never shown. */
function safeNumber(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? (Math.abs(value) < 0.005 ? 0 : value) : null;
  if (typeof value === 'string') return value;
  return null;
}

type Label = (field: string, english: string) => string;

function present(item: Item, output: Record<string, unknown>, titles: Titles, label?: Label) {
  const title = titles[item.field]?.title ?? item.field;
  const format: ValueFormat = item.format ?? formatFromTitle(title);
  const raw = safeNumber(output[item.field]);
  // A SIP or EMI below zero can only be a defect upstream; it is never shown as a negative instalment.
  const value = typeof raw === 'number' && NEVER_NEGATIVE.test(item.field) ? Math.max(0, raw) : raw;
  const text = value === null && item.nullText ? item.nullText : formatCell(value, format);
  const short = format === 'money' && typeof value === 'number' && value >= 100000 ? moneyShort(value) : null;
  // The English title still decides the format ("(₹)", "months"); only the words shown follow the locale.
  const english = stripUnit(title);
  return { label: item.label ?? (label ? label(item.field, english) : english), text, short };
}

/** The answer: the first figure large, the rest as a row of smaller figures. */
export function Headline({
  items,
  output,
  titles,
  label,
}: {
  items: Item[];
  output: Record<string, unknown>;
  titles: Titles;
  label?: Label;
}) {
  const [first, ...rest] = items.map((item) => ({ field: item.field, ...present(item, output, titles, label) }));
  if (!first) return null;
  return (
    <div className="space-y-4">
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="headline-primary"
        data-field={first.field}
      >
        <p className="text-sm font-medium text-brand-100">{first.label}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="headline-value">
            {first.text}
          </span>
          {first.short && (
            <span
              className="rounded-full bg-white/15 px-2.5 py-0.5 text-sm font-semibold tabular-nums"
              data-testid="headline-short"
            >
              {first.short}
            </span>
          )}
        </p>
      </div>
      {rest.length > 0 && (
        <dl className="grid grid-cols-1 gap-3 xs:grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))]">
          {rest.map((s) => (
            <div
              key={s.field}
              className="rounded-xl border border-slate-200 bg-white px-4 py-3"
              data-testid="headline-stat"
              data-field={s.field}
            >
              <dt className="text-xs font-medium text-slate-500">{s.label}</dt>
              <dd className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-lg font-semibold tabular-nums text-slate-900">
                {s.text}
                {s.short && <span className="text-xs font-medium text-slate-500">{s.short}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
