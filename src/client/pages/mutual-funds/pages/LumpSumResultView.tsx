import { Notes, StatGrid } from '../components/ResultParts';
import type { SchemeLumpSumResult } from '../mf-api';
import { formatIsoDate, formatNav, formatRatio, formatRupees } from '../mf-format';
import { shortSchemeName } from '../scheme-label';

/** A lump sum's answer: what it became, the yearly rate (a year or more), and the NAVs used. */
export function LumpSumResultView({ data }: { data: SchemeLumpSumResult }) {
  const name = shortSchemeName(data.scheme.schemeName, data.scheme.plan);
  const years = data.days / 365;
  const notes =
    data.navFrequency === 'monthly'
      ? [
          'We hold month-end NAVs only for this scheme, so it is bought and sold at month-end NAVs (the nearest inside your dates).',
        ]
      : [];
  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">
          {formatRupees(data.amount)} in {name} from {formatIsoDate(data.buyDate)} to {formatIsoDate(data.sellDate)}{' '}
          became
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {formatRupees(data.finalValue)}
        </p>
        <p className="mt-2 text-sm text-brand-50">
          {data.cagr === null
            ? `${formatRatio(data.absoluteReturn, { signed: true })} in ${data.days} days (under a year, so no yearly rate is shown).`
            : `${formatRatio(data.cagr)} a year (CAGR) over ${years.toFixed(1)} years; ${formatRatio(data.absoluteReturn, { signed: true })} in all.`}
        </p>
      </div>
      <StatGrid
        items={[
          { label: 'Gain', value: formatRupees(data.gain), testId: 'lump-gain' },
          {
            label: 'CAGR',
            value: data.cagr === null ? '— (under a year)' : formatRatio(data.cagr),
            testId: 'lump-cagr',
          },
          {
            label: 'Absolute return',
            value: formatRatio(data.absoluteReturn, { signed: true }),
            testId: 'lump-absolute',
          },
          { label: 'Units bought', value: data.units.toLocaleString('en-IN', { maximumFractionDigits: 3 }) },
          {
            label: 'Bought at NAV',
            value: formatNav(data.buyNav),
            sub: formatIsoDate(data.buyDate),
            testId: 'lump-buy',
          },
          {
            label: 'Sold at NAV',
            value: formatNav(data.sellNav),
            sub: formatIsoDate(data.sellDate),
            testId: 'lump-sell',
          },
        ]}
      />
      <Notes warnings={data.scheme.warnings} notes={notes} />
    </>
  );
}
