import type { DatedConstant } from '../../../../calculators/rate-types';
import { BoldText } from './BoldText';
import { useLocale, useT } from '../../../../i18n/browser';
import { localiseRate, rateAsOf } from '../calc-text';

/**
 * The time-varying figures a calculator uses, each with the date it holds from and its source
 * (the dated-constants table, src/calculators/rates.ts). A figure that could not be confirmed from
 * a public source says so.
 */
export function DatedRates({ rates }: { rates: DatedConstant<unknown>[] }) {
  const t = useT();
  const locale = useLocale();
  if (rates.length === 0) return null;
  return (
    <section className="card p-5" aria-labelledby="dated-rates-title" data-testid="dated-rates">
      <h2 id="dated-rates-title" className="text-base font-semibold text-slate-900">
        {t('calculators.rates.title')}
      </h2>
      <ul className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">
        {rates
          .map((english) => localiseRate(english, locale))
          .map((rate) => (
            <li key={rate.label} data-testid="dated-rate">
              <BoldText
                text={t('calculators.rates.line', { label: rate.label, value: rate.display })}
                className="font-medium text-slate-900"
              />
              <span className="mt-0.5 block text-xs text-slate-500" data-testid="dated-rate-source">
                {t('calculators.rates.source', { date: rateAsOf(rate.asOf, locale), source: rate.source })}
              </span>
              {rate.unconfirmed && (
                <span
                  className="mt-1 block rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900"
                  data-testid="dated-rate-unconfirmed"
                >
                  {t('calculators.rates.unconfirmed', { reason: rate.unconfirmed })}
                </span>
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}
