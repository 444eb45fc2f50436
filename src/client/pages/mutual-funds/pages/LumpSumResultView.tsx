import { Notes, StatGrid } from '../components/ResultParts';
import type { SchemeLumpSumResult } from '../mf-api';
import { formatIsoDate, formatNav, formatRatio, formatRupees } from '../mf-format';
import { shortSchemeName } from '../scheme-label';
import { useT } from '../../../../i18n/browser';

/** A lump sum's answer: what it became, the yearly rate (a year or more), and the NAVs used. */
export function LumpSumResultView({ data }: { data: SchemeLumpSumResult }) {
  const t = useT();
  const name = shortSchemeName(data.scheme.schemeName, data.scheme.plan);
  const years = data.days / 365;
  const notes = data.navFrequency === 'monthly' ? [t('mf.lump.monthlyNote')] : [];
  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">
          {t('mf.lump.headline', {
            amount: formatRupees(data.amount),
            name,
            from: formatIsoDate(data.buyDate),
            to: formatIsoDate(data.sellDate),
          })}
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {formatRupees(data.finalValue)}
        </p>
        <p className="mt-2 text-sm text-brand-50">
          {data.cagr === null
            ? t('mf.lump.underAYear', { rate: formatRatio(data.absoluteReturn, { signed: true }), days: data.days })
            : t('mf.lump.cagrOver', {
                cagr: formatRatio(data.cagr),
                years: years.toFixed(1),
                rate: formatRatio(data.absoluteReturn, { signed: true }),
              })}
        </p>
      </div>
      <StatGrid
        items={[
          { label: t('mf.gain'), value: formatRupees(data.gain), testId: 'lump-gain' },
          {
            label: t('mf.cagr'),
            value: data.cagr === null ? t('mf.lump.cagrUnderAYear') : formatRatio(data.cagr),
            testId: 'lump-cagr',
          },
          {
            label: t('mf.lump.absolute'),
            value: formatRatio(data.absoluteReturn, { signed: true }),
            testId: 'lump-absolute',
          },
          { label: t('mf.lump.units'), value: data.units.toLocaleString('en-IN', { maximumFractionDigits: 3 }) },
          {
            label: t('mf.boughtAtNav'),
            value: formatNav(data.buyNav),
            sub: formatIsoDate(data.buyDate),
            testId: 'lump-buy',
          },
          {
            label: t('mf.lump.soldAtNav'),
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
