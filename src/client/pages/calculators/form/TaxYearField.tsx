import { TAX_YEARS, type TaxYear } from '../../../../calculators/tax-years';
import { useLocale, useT } from '../../../../i18n/browser';
import { taxYearLabel } from '../calc-text';

/**
 * The tax year of the old-vs-new tax page, as a segmented radio group like the other choices.
 * The page opens on the year of today's date in India; the earlier years stay selectable.
 */
export function TaxYearField({ current, onChange }: { current: TaxYear; onChange: (year: string) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="mb-5 min-w-0" data-testid="tax-year" data-tax-year={current.year}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('calculators.taxYear')}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {TAX_YEARS.map((y) => {
          const checked = y.year === current.year;
          return (
            <label
              key={y.year}
              className={`min-w-0 flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                checked
                  ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                name="taxYear"
                value={y.year}
                checked={checked}
                onChange={() => onChange(y.year)}
                data-testid={`tax-year-${y.year}`}
              />
              {y.year}
            </label>
          );
        })}
      </div>
      <p className="mt-1.5 text-xs text-slate-500">{taxYearLabel(current, locale)}</p>
    </fieldset>
  );
}
