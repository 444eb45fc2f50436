import { useMemo, useState } from 'react';
import { LazyMfChart } from '../charts/LazyMfChart';
import { OTHER_COLOR, SERIES_COLORS } from '../charts/chart-spec';
import { AmountInput, DateInput, parseAmount } from '../components/Inputs';
import { MfPageShell } from '../components/MfPageShell';
import { DataTable, HowItWorks, Notes, ResultArea, ResultPrompt, StatGrid } from '../components/ResultParts';
import { NO_FILTERS, SchemeFilters, type SchemeFilterState } from '../components/SchemeFilters';
import { SchemePicker } from '../components/SchemePicker';
import { Tabs } from '../components/Tabs';
import { useMfResult } from '../hooks/use-mf-result';
import { useSchemeParam } from '../hooks/use-scheme-lookup';
import { useUrlParams } from '../hooks/use-url-params';
import { MF_PATH, type SchemeLumpSumResult, type SchemeSwpResult } from '../mf-api';
import { formatIsoDate, formatMonth, formatNav, formatRupees, todayInIndia } from '../mf-format';
import { shortSchemeName } from '../scheme-label';
import { LumpSumResultView } from './LumpSumResultView';

type Tab = 'swp' | 'lumpsum';
const TABS = [
  { value: 'swp', label: 'Monthly withdrawals (SWP)' },
  { value: 'lumpsum', label: 'Lump sum between two dates' },
] as const;

const DEFAULTS = { start: '2015-01-01', swpAmount: '1000000', withdrawal: '8000', lumpAmount: '100000' } as const;

type YearRow = { year: string; withdrawn: number; value: number; nav: number; date: string };

/** The month-by-month rows folded into calendar years (the last month of each year). */
function yearRows(rows: SchemeSwpResult['rows']): YearRow[] {
  const out = new Map<string, YearRow>();
  for (const r of rows) {
    const year = r.month.slice(0, 4);
    const prev = out.get(year);
    out.set(year, { year, withdrawn: (prev?.withdrawn ?? 0) + r.withdrawal, value: r.value, nav: r.nav, date: r.date });
  }
  return [...out.values()];
}

function SwpResultView({ data }: { data: SchemeSwpResult }) {
  const name = shortSchemeName(data.scheme.schemeName, data.scheme.plan);
  const ranOut = data.exhaustedMonth !== null;
  return (
    <>
      <div
        className={`rounded-2xl bg-gradient-to-br p-5 text-white shadow-card md:p-6 ${ranOut ? 'from-amber-700 to-amber-900' : 'from-brand-700 to-brand-900'}`}
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-white/80">
          {formatRupees(data.initialInvestment)} in {name} on {formatIsoDate(data.purchaseDate)},{' '}
          {formatRupees(data.monthlyWithdrawal)} taken every month
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {ranOut ? `Ran out in ${formatMonth(data.exhaustedMonth)}` : `${formatRupees(data.finalValue)} left`}
        </p>
        <p className="mt-2 text-sm text-white/90">
          {data.withdrawalsPaid} withdrawals paid {formatRupees(data.totalWithdrawn)} up to{' '}
          {formatIsoDate(data.lastDate)}.{ranOut ? ' The last one was only what was left.' : ''}
        </p>
      </div>
      <StatGrid
        items={[
          { label: 'Total withdrawn', value: formatRupees(data.totalWithdrawn), testId: 'swp-total-withdrawn' },
          { label: 'Value left', value: formatRupees(data.finalValue), testId: 'swp-final-value' },
          { label: 'Gain (withdrawn + left − invested)', value: formatRupees(data.gain), testId: 'swp-gain' },
          { label: 'Bought at NAV', value: formatNav(data.purchaseNav), sub: formatIsoDate(data.purchaseDate) },
        ]}
      />
      <Notes warnings={data.scheme.warnings} />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: 'Value of what is left, and everything withdrawn so far',
          rows: data.rows.map((r) => ({ month: r.month, value: r.value, withdrawn: r.totalWithdrawn })),
          x: 'month',
          yFormat: 'money',
          series: [
            { key: 'value', label: 'Value left', color: SERIES_COLORS[0] },
            { key: 'withdrawn', label: 'Withdrawn so far', color: OTHER_COLOR, dashed: true },
          ],
        }}
      />
      <div className="card p-4 md:p-5">
        <DataTable
          title="Year by year"
          testId="swp-table"
          rowKey={(r) => r.year}
          rows={yearRows(data.rows)}
          columns={[
            { key: 'year', label: 'Year', render: (r) => r.year },
            { key: 'withdrawn', label: 'Withdrawn in the year', render: (r) => formatRupees(r.withdrawn) },
            { key: 'value', label: 'Value at the last month-end', render: (r) => formatRupees(r.value) },
            { key: 'nav', label: 'NAV then', render: (r) => `${formatNav(r.nav)} (${formatIsoDate(r.date)})` },
          ]}
          caption="NAVs are split-adjusted month-end NAVs; tax and exit loads are not included."
        />
      </div>
    </>
  );
}

/** Calculator 19: an SWP run on a real scheme's NAVs; its second tab, a lump sum between two dates. */
export function MutualFundSwpPage() {
  const url = useUrlParams();
  const tab: Tab = url.get('tab') === 'lumpsum' ? 'lumpsum' : 'swp';
  const { code, scheme, choose } = useSchemeParam(url);
  const [filters, setFilters] = useState<SchemeFilterState>(NO_FILTERS);
  const start = url.get('start') || DEFAULTS.start;
  const end = url.get('end');
  const amount = url.get('amount') || (tab === 'swp' ? DEFAULTS.swpAmount : DEFAULTS.lumpAmount);
  const withdrawal = url.get('withdrawal') || DEFAULTS.withdrawal;
  const atStart = url.get('atStart') === '1';
  const today = todayInIndia();
  // The lump sum needs an end: today unless chosen (the last NAV on or before it is used).
  const lumpEnd = end || today;
  const money = (text: string) => parseAmount(text) ?? text;

  const swpQuery = useMemo(
    () =>
      tab !== 'swp' || code === null
        ? null
        : {
            schemeCode: code,
            startDate: start,
            endDate: end || undefined,
            initialInvestment: money(amount),
            monthlyWithdrawal: money(withdrawal),
            withdrawAtStart: atStart || undefined,
          },
    [tab, code, start, end, amount, withdrawal, atStart],
  );
  const lumpQuery = useMemo(
    () =>
      tab !== 'lumpsum' || code === null
        ? null
        : { schemeCode: code, startDate: start, endDate: lumpEnd, amount: money(amount) },
    [tab, code, start, lumpEnd, amount],
  );
  const swp = useMfResult<SchemeSwpResult>(MF_PATH.swp, swpQuery);
  const lump = useMfResult<SchemeLumpSumResult>(MF_PATH.lumpSum, lumpQuery);

  return (
    <MfPageShell
      id={19}
      intro="Run a monthly withdrawal plan on a real scheme’s NAV history, or see what a one-time investment between two dates became."
      tabs={
        <Tabs
          label="Calculator"
          tabs={TABS}
          value={tab}
          // The amount means something different on each tab, so it goes back to that tab's default.
          onChange={(t) => url.set({ tab: t === 'swp' ? null : t, amount: null })}
        />
      }
      tabPanelLabel={TABS.find((t) => t.value === tab)?.label}
      onReset={() => {
        url.clear();
        setFilters(NO_FILTERS);
      }}
      inputs={
        <>
          <SchemePicker label="Scheme" testId="scheme-0" value={scheme} onChange={choose} filters={filters} />
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <DateInput
              label={tab === 'swp' ? 'Invest on' : 'Buy on'}
              value={start}
              onChange={(d) => url.set({ start: d === DEFAULTS.start ? null : d })}
              max={today}
              testId="input-start"
              hint={
                tab === 'swp'
                  ? 'Units are bought at the first month-end NAV on or after this date.'
                  : 'Bought at the first NAV on or after this date.'
              }
            />
            <DateInput
              label={tab === 'swp' ? 'Stop on (optional)' : 'Sell on'}
              value={tab === 'swp' ? end : lumpEnd}
              onChange={(d) => url.set({ end: d })}
              max={today}
              testId="input-end"
              hint={tab === 'swp' ? 'Empty: run to the latest NAV.' : 'Valued at the last NAV on or before this date.'}
            />
          </div>
          <AmountInput
            label={tab === 'swp' ? 'Invested at the start' : 'Amount invested'}
            value={amount}
            onChange={(t) => url.set({ amount: t })}
            testId="input-amount"
          />
          {tab === 'swp' && (
            <>
              <AmountInput
                label="Withdrawal every month"
                value={withdrawal}
                onChange={(t) => url.set({ withdrawal: t === DEFAULTS.withdrawal ? null : t })}
                testId="input-withdrawal"
              />
              <label className="flex items-start gap-2.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={atStart}
                  onChange={(e) => url.set({ atStart: e.target.checked })}
                  data-testid="input-at-start"
                />
                <span>Take the first withdrawal on the day of investing (otherwise one month later)</span>
              </label>
            </>
          )}
          <SchemeFilters value={filters} onChange={setFilters} />
        </>
      }
      how={
        <HowItWorks
          items={
            tab === 'swp'
              ? [
                  'The amount buys units at the first month-end NAV on or after the start date. Every following month-end, units worth the withdrawal are sold at that NAV; what is left is units × NAV.',
                  'When what is left is worth less than one withdrawal, it is all paid out and the plan stops. A month without a NAV is paid at the next NAV.',
                  'Split-adjusted month-end NAVs of the growth option. Capital-gains tax and exit loads are not included.',
                ]
              : [
                  'Bought at the first NAV on or after the buy date (you cannot buy at a past price) and valued at the last NAV on or before the sell date. Daily NAVs where we hold them, else month-end NAVs.',
                  'CAGR = (sell NAV ÷ buy NAV)^(365 ÷ days) − 1. Under a year only the absolute return is shown: annualising a few months overstates them (SEBI’s rule for fund returns too).',
                  'Tax and exit loads are not included.',
                ]
          }
        />
      }
    >
      {tab === 'swp' ? (
        <ResultArea
          result={code === null ? null : swp}
          prompt={
            <ResultPrompt title="Choose a scheme">
              Pick the scheme, the start date, the amount and the monthly withdrawal.
            </ResultPrompt>
          }
        >
          {(data) => <SwpResultView data={data} />}
        </ResultArea>
      ) : (
        <ResultArea
          result={code === null ? null : lump}
          prompt={
            <ResultPrompt title="Choose a scheme">
              Pick the scheme, the buy and sell dates, and the amount.
            </ResultPrompt>
          }
        >
          {(data) => <LumpSumResultView data={data} />}
        </ResultArea>
      )}
    </MfPageShell>
  );
}
