import { useMemo, useState } from 'react';
import { countMonthsBetween } from '../../../../calculators/mf/dates';
import { LazyMfChart } from '../charts/LazyMfChart';
import { SERIES_COLORS, type ChartRow } from '../charts/chart-spec';
import { AmountInput, parseAmount } from '../components/Inputs';
import { MfPageShell } from '../components/MfPageShell';
import { DataTable, HowItWorks, Notes, ResultArea, ResultPrompt, type Column } from '../components/ResultParts';
import { NO_FILTERS, SchemeFilters, type SchemeFilterState } from '../components/SchemeFilters';
import { SchemeSlots } from '../components/SchemeSlots';
import { useMfResult } from '../hooks/use-mf-result';
import { parseCodes, useUrlParams } from '../hooks/use-url-params';
import { MF_PATH, type SchemeComparisonResult } from '../mf-api';
import { formatMonth, formatMonthsSpan, formatRatio, formatRupees } from '../mf-format';
import { shortSchemeName } from '../scheme-label';
import { useT } from '../../../../i18n/browser';

const DEFAULT_AMOUNT = '10000';
/** The code of a comparison with one scheme (a code, not text: it reads the same in every language). */
const ONE_SCHEME_CODE = 'E-10584';

type Scheme = SchemeComparisonResult['schemes'][number];
type Named = Scheme & { label: string; color: string };

/** One row per month of the common period, one column per scheme (growth of the amount). */
function growthRows(schemes: Named[]): ChartRow[] {
  const byMonth = new Map<string, ChartRow>();
  schemes.forEach((s, i) => {
    for (const p of s.growth) {
      const month = p.date.slice(0, 7);
      const row = byMonth.get(month) ?? { month };
      row[`s${i}`] = p.value;
      byMonth.set(month, row);
    }
  });
  return [...byMonth.values()].sort((a, b) => String(a.month).localeCompare(String(b.month)));
}

function CompareResultView({ data }: { data: SchemeComparisonResult }) {
  const t = useT();
  const schemes: Named[] = data.schemes.map((s, i) => {
    const info = data.schemeInfo[i];
    return {
      ...s,
      label: shortSchemeName(info?.schemeName ?? String(s.schemeCode), info?.plan),
      color: SERIES_COLORS[i],
    };
  });
  const years = [...new Set(schemes.flatMap((s) => s.calendarYears.map((c) => c.year)))].sort((a, b) => b - a);
  const span = countMonthsBetween(data.fromMonth, data.toMonth);
  const schemeColumns = <R,>(render: (s: Named, row: R) => string): Column<R>[] =>
    schemes.map((s, i) => ({ key: `s${i}`, label: s.label, render: (row: R) => render(s, row) }));
  const warnings = data.schemeInfo.flatMap((s) =>
    s.warnings.map((w) => `${shortSchemeName(s.schemeName, s.plan)}: ${w}`),
  );

  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">
          {t('mf.compare.headline', {
            amount: formatRupees(data.amount),
            from: formatMonth(data.fromMonth),
            to: formatMonth(data.toMonth),
            span: formatMonthsSpan(span),
          })}
        </p>
        <ul className="mt-3 space-y-2">
          {schemes.map((s) => (
            <li
              key={s.schemeCode}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5"
              data-testid="compare-headline-row"
            >
              <span className="flex min-w-0 items-center gap-2 text-sm text-brand-50">
                <span
                  className="inline-block size-2.5 shrink-0 rounded-full"
                  style={{ background: s.color }}
                  aria-hidden="true"
                />{' '}
                {s.label}
              </span>
              <span className="text-lg font-bold tabular-nums">
                {formatRupees(s.growth.at(-1)?.value)}{' '}
                <span className="text-sm font-medium text-brand-100">
                  {t('mf.compare.rate', { rate: formatRatio(s.cagr) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <Notes warnings={warnings} />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: t('mf.compare.growthTitle', { amount: formatRupees(data.amount), month: formatMonth(data.fromMonth) }),
          rows: growthRows(schemes),
          x: 'month',
          yFormat: 'money',
          series: schemes.map((s, i) => ({ key: `s${i}`, label: s.label, color: s.color })),
        }}
      />
      <div className="card space-y-8 p-4 md:p-5">
        <DataTable
          title={t('mf.compare.trailingTitle')}
          testId="compare-trailing"
          rowKey={(y) => String(y)}
          rows={[1, 3, 5, 7, 10]}
          columns={[
            { key: 'period', label: t('mf.compare.period'), render: (y: number) => t('mf.years', { n: y }) },
            ...schemeColumns<number>((s, y) => formatRatio(s.trailing.find((x) => x.years === y)?.cagr ?? null)),
          ]}
          caption={t('mf.compare.trailingCaption')}
        />
        <DataTable
          title={t('mf.compare.riskTitle', { from: formatMonth(data.fromMonth), to: formatMonth(data.toMonth) })}
          testId="compare-risk"
          rowKey={(r) => r.key}
          rows={[
            { key: 'cagr', label: t('mf.cagr') },
            { key: 'vol', label: t('mf.compare.volatility') },
            { key: 'dd', label: t('mf.compare.deepestFall') },
            { key: 'fall', label: t('mf.compare.peakToBottom') },
            { key: 'rec', label: t('mf.compare.backAtPeak') },
          ]}
          columns={[
            { key: 'label', label: t('mf.compare.measure'), render: (r: { key: string; label: string }) => r.label },
            ...schemeColumns<{ key: string }>((s, r) => {
              if (r.key === 'cagr') return formatRatio(s.cagr);
              if (r.key === 'vol') return formatRatio(s.volatility);
              if (r.key === 'dd') return formatRatio(s.drawdown.maxDrawdown);
              if (r.key === 'fall')
                return s.drawdown.peakDate
                  ? `${formatMonth(s.drawdown.peakDate)} → ${formatMonth(s.drawdown.troughDate)}`
                  : '—';
              return s.drawdown.peakDate
                ? s.drawdown.recoveryDate
                  ? formatMonth(s.drawdown.recoveryDate)
                  : t('mf.compare.notYet')
                : '—';
            }),
          ]}
          caption={t('mf.compare.riskCaption')}
        />
        <DataTable
          title={t('mf.compare.yearsTitle')}
          testId="compare-years"
          rowKey={(y) => String(y)}
          rows={years}
          columns={[
            { key: 'year', label: t('mf.year'), render: (y: number) => String(y) },
            ...schemeColumns<number>((s, y) => {
              const c = s.calendarYears.find((x) => x.year === y);
              if (!c) return '—';
              return c.partial ? t('mf.toDate', { rate: formatRatio(c.return) }) : formatRatio(c.return);
            }),
          ]}
          caption={t('mf.compare.yearsCaption')}
        />
      </div>
    </>
  );
}

/** Calculator 26: two to four schemes side by side over the months they all have. */
export function CompareFundsPage() {
  const t = useT();
  const url = useUrlParams();
  const codes = parseCodes(url.get('schemes'));
  const amountText = url.get('amount') || DEFAULT_AMOUNT;
  const [filters, setFilters] = useState<SchemeFilterState>(NO_FILTERS);
  const codesKey = codes.join(',');
  const query = useMemo(
    () => (codes.length >= 2 ? { schemeCodes: codesKey, amount: parseAmount(amountText) ?? amountText } : null),
    // codesKey stands for codes.
    [codesKey, amountText],
  );
  const result = useMfResult<SchemeComparisonResult>(MF_PATH.compare, query);

  return (
    <MfPageShell
      id={26}
      intro={t('mf.compare.intro')}
      onReset={() => {
        url.clear();
        setFilters(NO_FILTERS);
      }}
      inputs={
        <>
          <SchemeSlots
            codes={codes}
            onCodesChange={(next) => url.set({ schemes: next.join(',') })}
            filters={filters}
            max={4}
            addLabel={t('mf.compare.add')}
          />
          <AmountInput
            label={t('mf.compare.growthOf')}
            value={amountText}
            onChange={(v) => url.set({ amount: v === DEFAULT_AMOUNT ? null : (parseAmount(v) ?? v) })}
            testId="input-amount"
            hint={t('mf.compare.growthHint')}
          />
          <SchemeFilters value={filters} onChange={setFilters} />
        </>
      }
      how={<HowItWorks items={[t('mf.compare.how1'), t('mf.compare.how2'), t('mf.compare.how3')]} />}
    >
      <ResultArea
        result={query === null ? null : result}
        prompt={
          codes.length === 1 ? (
            <ResultPrompt title={t('mf.compare.pickOneMore')}>
              <span className="font-mono font-semibold text-slate-700">{ONE_SCHEME_CODE}</span> ·{' '}
              {t('mf.compare.needsTwo')}
            </ResultPrompt>
          ) : (
            <ResultPrompt title={t('mf.compare.choose')}>{t('mf.compare.chooseHelp')}</ResultPrompt>
          )
        }
      >
        {(data) => <CompareResultView data={data} />}
      </ResultArea>
    </MfPageShell>
  );
}
