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
import { useT } from '../../../../i18n/browser';

type Tab = 'swp' | 'lumpsum';
const TABS = [
  { value: 'swp', label: 'mf.swp.tabSwp' },
  { value: 'lumpsum', label: 'mf.swp.tabLump' },
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
  const t = useT();
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
          {t('mf.swp.headline', {
            invested: formatRupees(data.initialInvestment),
            name,
            date: formatIsoDate(data.purchaseDate),
            withdrawal: formatRupees(data.monthlyWithdrawal),
          })}
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {ranOut
            ? t('mf.swp.ranOut', { month: formatMonth(data.exhaustedMonth) })
            : t('mf.swp.left', { value: formatRupees(data.finalValue) })}
        </p>
        <p className="mt-2 text-sm text-white/90">
          {t(ranOut ? 'mf.swp.paidRanOut' : 'mf.swp.paid', {
            n: data.withdrawalsPaid,
            total: formatRupees(data.totalWithdrawn),
            date: formatIsoDate(data.lastDate),
          })}
        </p>
      </div>
      <StatGrid
        items={[
          {
            label: t('mf.swp.totalWithdrawn'),
            value: formatRupees(data.totalWithdrawn),
            testId: 'swp-total-withdrawn',
          },
          { label: t('mf.swp.valueLeft'), value: formatRupees(data.finalValue), testId: 'swp-final-value' },
          { label: t('mf.swp.gain'), value: formatRupees(data.gain), testId: 'swp-gain' },
          { label: t('mf.boughtAtNav'), value: formatNav(data.purchaseNav), sub: formatIsoDate(data.purchaseDate) },
        ]}
      />
      <Notes warnings={data.scheme.warnings} />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: t('mf.swp.chartTitle'),
          rows: data.rows.map((r) => ({ month: r.month, value: r.value, withdrawn: r.totalWithdrawn })),
          x: 'month',
          yFormat: 'money',
          series: [
            { key: 'value', label: t('mf.swp.valueLeft'), color: SERIES_COLORS[0] },
            { key: 'withdrawn', label: t('mf.swp.withdrawnSoFar'), color: OTHER_COLOR, dashed: true },
          ],
        }}
      />
      <div className="card p-4 md:p-5">
        <DataTable
          title={t('mf.yearByYear')}
          testId="swp-table"
          rowKey={(r) => r.year}
          rows={yearRows(data.rows)}
          columns={[
            { key: 'year', label: t('mf.year'), render: (r) => r.year },
            { key: 'withdrawn', label: t('mf.swp.withdrawnInYear'), render: (r) => formatRupees(r.withdrawn) },
            { key: 'value', label: t('mf.swp.valueAtMonthEnd'), render: (r) => formatRupees(r.value) },
            { key: 'nav', label: t('mf.swp.navThen'), render: (r) => `${formatNav(r.nav)} (${formatIsoDate(r.date)})` },
          ]}
          caption={t('mf.swp.caption')}
        />
      </div>
    </>
  );
}

/** Calculator 19: an SWP run on a real scheme's NAVs; its second tab, a lump sum between two dates. */
export function MutualFundSwpPage() {
  const t = useT();
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
      intro={t('mf.swp.intro')}
      tabs={
        <Tabs
          label={t('mf.swp.calculator')}
          tabs={TABS.map((x) => ({ value: x.value, label: t(x.label) }))}
          value={tab}
          // The amount means something different on each tab, so it goes back to that tab's default.
          onChange={(v) => url.set({ tab: v === 'swp' ? null : v, amount: null })}
        />
      }
      tabPanelLabel={t(TABS.find((x) => x.value === tab)?.label ?? 'mf.swp.tabSwp')}
      onReset={() => {
        url.clear();
        setFilters(NO_FILTERS);
      }}
      inputs={
        <>
          <SchemePicker label={t('mf.scheme')} testId="scheme-0" value={scheme} onChange={choose} filters={filters} />
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <DateInput
              label={tab === 'swp' ? t('mf.swp.investOn') : t('mf.swp.buyOn')}
              value={start}
              onChange={(d) => url.set({ start: d === DEFAULTS.start ? null : d })}
              max={today}
              testId="input-start"
              hint={tab === 'swp' ? t('mf.swp.investHint') : t('mf.swp.buyHint')}
            />
            <DateInput
              label={tab === 'swp' ? t('mf.swp.stopOn') : t('mf.swp.sellOn')}
              value={tab === 'swp' ? end : lumpEnd}
              onChange={(d) => url.set({ end: d })}
              max={today}
              testId="input-end"
              hint={tab === 'swp' ? t('mf.swp.stopHint') : t('mf.swp.sellHint')}
            />
          </div>
          <AmountInput
            label={tab === 'swp' ? t('mf.swp.investedAtStart') : t('mf.swp.amountInvested')}
            value={amount}
            onChange={(v) => url.set({ amount: v })}
            testId="input-amount"
          />
          {tab === 'swp' && (
            <>
              <AmountInput
                label={t('mf.swp.withdrawal')}
                value={withdrawal}
                onChange={(v) => url.set({ withdrawal: v === DEFAULTS.withdrawal ? null : v })}
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
                <span>{t('mf.swp.atStart')}</span>
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
              ? [t('mf.swp.how1'), t('mf.swp.how2'), t('mf.swp.how3')]
              : [t('mf.swp.lumpHow1'), t('mf.swp.lumpHow2'), t('mf.swp.lumpHow3')]
          }
        />
      }
    >
      {tab === 'swp' ? (
        <ResultArea
          result={code === null ? null : swp}
          prompt={<ResultPrompt title={t('mf.chooseScheme')}>{t('mf.swp.prompt')}</ResultPrompt>}
        >
          {(data) => <SwpResultView data={data} />}
        </ResultArea>
      ) : (
        <ResultArea
          result={code === null ? null : lump}
          prompt={<ResultPrompt title={t('mf.chooseScheme')}>{t('mf.swp.lumpPrompt')}</ResultPrompt>}
        >
          {(data) => <LumpSumResultView data={data} />}
        </ResultArea>
      )}
    </MfPageShell>
  );
}
