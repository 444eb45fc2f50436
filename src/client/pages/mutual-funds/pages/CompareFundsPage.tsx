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

const DEFAULT_AMOUNT = '10000';

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
          {formatRupees(data.amount)} invested at the end of {formatMonth(data.fromMonth)}, valued at the end of{' '}
          {formatMonth(data.toMonth)} ({formatMonthsSpan(span)}, the period all of them have)
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
                <span className="text-sm font-medium text-brand-100">· {formatRatio(s.cagr)} a year</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <Notes warnings={warnings} />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: `Growth of ${formatRupees(data.amount)} from ${formatMonth(data.fromMonth)}`,
          rows: growthRows(schemes),
          x: 'month',
          yFormat: 'money',
          series: schemes.map((s, i) => ({ key: `s${i}`, label: s.label, color: s.color })),
        }}
      />
      <div className="card space-y-8 p-4 md:p-5">
        <DataTable
          title="Trailing returns to the end of the common period"
          testId="compare-trailing"
          rowKey={(y) => String(y)}
          rows={[1, 3, 5, 7, 10]}
          columns={[
            { key: 'period', label: 'Period', render: (y: number) => (y === 1 ? '1 year' : `${y} years`) },
            ...schemeColumns<number>((s, y) => formatRatio(s.trailing.find((t) => t.years === y)?.cagr ?? null)),
          ]}
          caption="1 year: the plain return. Longer periods: CAGR, the yearly rate that compounds to the same result. — means the scheme is younger than the period."
        />
        <DataTable
          title={`Risk over the common period (${formatMonth(data.fromMonth)} – ${formatMonth(data.toMonth)})`}
          testId="compare-risk"
          rowKey={(r) => r.key}
          rows={[
            { key: 'cagr', label: 'CAGR' },
            { key: 'vol', label: 'Volatility (a year)' },
            { key: 'dd', label: 'Deepest fall' },
            { key: 'fall', label: 'Peak → bottom' },
            { key: 'rec', label: 'Back at the peak' },
          ]}
          columns={[
            { key: 'label', label: 'Measure', render: (r: { key: string; label: string }) => r.label },
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
                  : 'not yet'
                : '—';
            }),
          ]}
          caption="Volatility: how much monthly returns swing, scaled to a year. Deepest fall (maximum drawdown): the largest drop from a previous high on month-end NAVs, when it peaked and bottomed, and when it was back."
        />
        <DataTable
          title="Calendar-year returns"
          testId="compare-years"
          rowKey={(y) => String(y)}
          rows={years}
          columns={[
            { key: 'year', label: 'Year', render: (y: number) => String(y) },
            ...schemeColumns<number>((s, y) => {
              const c = s.calendarYears.find((x) => x.year === y);
              return c ? `${formatRatio(c.return)}${c.partial ? ' (to date)' : ''}` : '—';
            }),
          ]}
          caption="December to December on month-end NAVs. A scheme's launch year is left out (it did not start in January)."
        />
      </div>
    </>
  );
}

/** Calculator 26: two to four schemes side by side over the months they all have. */
export function CompareFundsPage() {
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
      intro="Put two to four schemes side by side: returns over 1 to 10 years, each calendar year, how bumpy the ride was, and what ₹10,000 became."
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
            addLabel="Add a scheme (up to 4)"
          />
          <AmountInput
            label="Growth of"
            value={amountText}
            onChange={(t) => url.set({ amount: t === DEFAULT_AMOUNT ? null : (parseAmount(t) ?? t) })}
            testId="input-amount"
            hint="The amount shown growing in the chart, invested at the start of the common period."
          />
          <SchemeFilters value={filters} onChange={setFilters} />
        </>
      }
      how={
        <HowItWorks
          items={[
            'Returns use month-end NAVs of growth options, adjusted for unit splits and face-value changes.',
            'Trailing and calendar-year returns use each scheme’s own history up to the last month all of them have; growth, CAGR, volatility and drawdown use only the months all of them have, so those figures are like for like.',
            'Direct plans cost less than Regular plans of the same fund, so compare plans of the same kind.',
          ]}
        />
      }
    >
      <ResultArea
        result={query === null ? null : result}
        prompt={
          codes.length === 1 ? (
            <ResultPrompt title="Pick one more scheme to compare">
              <span className="font-mono font-semibold text-slate-700">E-10584</span> · A comparison needs at least two
              schemes.
            </ResultPrompt>
          ) : (
            <ResultPrompt title="Choose the schemes to compare">
              Search by name or AMFI code in the boxes on the left; pick at least two.
            </ResultPrompt>
          )
        }
      >
        {(data) => <CompareResultView data={data} />}
      </ResultArea>
    </MfPageShell>
  );
}
