import enums from '../../../../schemas/catalogue/enums.json';
import { useT } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';
import { enumLabel } from '../../enum-labels';

/** The preference topics 1-12 (enums.json preference). */
export const PREFERENCE_OPTIONS = Object.entries(enums.preference as Record<string, string>).map(([id, label]) => ({
  id: Number(id),
  label,
}));
export const AGE_RANGE_OPTIONS = Object.entries(enums.ageRange as Record<string, string>).map(([id, label]) => ({
  id: Number(id),
  label,
}));
export const GENDER_OPTIONS = Object.entries(enums.gender as Record<string, string>).map(([id, label]) => ({
  id: Number(id),
  label,
}));

export type PreferenceChipsProps = {
  value: number[];
  onChange: (next: number[]) => void;
  labelledBy?: string;
  disabled?: boolean;
};

/** Toggle chips (buttons with aria-pressed) for choosing any number of topics. */
export function PreferenceChips({ value, onChange, labelledBy, disabled }: PreferenceChipsProps) {
  useT();
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id].sort((a, b) => a - b));
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {PREFERENCE_OPTIONS.map((p) => {
        const on = value.includes(p.id);
        return (
          <button
            key={p.id}
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => toggle(p.id)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition ${
              on
                ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800'
            }`}
          >
            {on && <span aria-hidden="true">✓ </span>}
            {enumLabel('preference', p.id, p.label)}
          </button>
        );
      })}
    </div>
  );
}

export type AgeRangePickerProps = {
  value: number | null;
  onChange: (id: number) => void;
  name: string;
  labelledBy?: string;
};

/** Age ranges as a radio group of cards. */
export function AgeRangePicker({ value, onChange, name, labelledBy }: AgeRangePickerProps) {
  const t = useT();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2 xs:grid-cols-3">
      {AGE_RANGE_OPTIONS.map((a) => (
        <label
          key={a.id}
          className={`cursor-pointer rounded-xl border px-3 py-3 text-center text-sm font-semibold transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
            value === a.id
              ? 'border-brand-600 bg-brand-50 text-brand-800'
              : 'border-slate-300 text-slate-700 hover:border-brand-400'
          }`}
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={a.id}
            checked={value === a.id}
            onChange={() => onChange(a.id)}
          />
          {richText(t('client.ageRange.option', { range: a.label }), {
            unit: (text) => <span className="font-normal text-slate-500">{text}</span>,
          })}
        </label>
      ))}
    </div>
  );
}
