import { useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { LazyMfChart } from '../charts/LazyMfChart';
import { OTHER_COLOR, SERIES_COLORS } from '../charts/chart-spec';
import { AmountInput, parseAmount, Segmented } from '../components/Inputs';
import { MfPageShell } from '../components/MfPageShell';
import { DataTable, HowItWorks, Notes, ResultArea, ResultPrompt, StatGrid } from '../components/ResultParts';
import { NO_FILTERS, SchemeFilters, type SchemeFilterState } from '../components/SchemeFilters';
import { SchemePicker } from '../components/SchemePicker';
import { useMfResult } from '../hooks/use-mf-result';
import { useSchemeParam } from '../hooks/use-scheme-lookup';
import { useUrlParams } from '../hooks/use-url-params';
import { BENCHMARK_OPTIONS, MF_PATH, type Benchmark, type RollingDistribution, type RollingResult } from '../mf-api';
import { formatMonth, formatRatio } from '../mf-format';
import { shortSchemeName } from '../scheme-label';

export type RollingMode = 'category' | 'benchmark';

const WINDOWS = [
  { value: '12', label: '1 year', adjective: '1-year' },
  { value: '36', label: '3 years', adjective: '3-year' },
  { value: '60', label: '5 years', adjective: '5-year' },
  { value: '84', label: '7 years', adjective: '7-year' },
] as const;
type WindowValue = (typeof WINDOWS)[number]['value'];
const DEFAULT_WINDOW: WindowValue = '36';
const DEFAULT_FD_RATE = '6.5';
const BENCHMARK_SHORT: Record<Benchmark, string> = {
  NIFTY_50_TRI: 'NIFTY 50 TRI',
  PPF: 'PPF',
  FD: 'Bank FD',
  GOLD: 'Gold',
};

/** The spec's guidance, in words a person can act on. */
const WINDOW_GUIDANCE =
  'Match the window to how long you usually stay invested: 1 year for money you may need soon, 3 to 5 years for most goals, 7 years for long-term equity.';

/** "7-year", as in "7-year windows". */
function windowAdjective(months: number): string {
  return WINDOWS.find((w) => Number(w.value) === months)?.adjective ?? `${months}-month`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function isWindow(v: string): v is WindowValue {
  return WINDOWS.some((w) => w.value === v);
}

function RollingResultView({ data, mode, otherLabel }: { data: RollingResult; mode: RollingMode; otherLabel: string }) {
  const name = shortSchemeName(data.scheme.schemeName, data.scheme.plan);
  const windowText = windowAdjective(data.windowMonths);
  const otherName = capitalise(otherLabel);
  const rows = data.series.map((p) => ({ month: p.month, subject: p.subject, other: p.other }));
  const measure = (label: string, pick: (d: RollingDistribution) => string) => ({
    label,
    subject: pick(data.subject),
    other: pick(data.other),
  });
  const notes = 'notes' in data ? [...data.notes] : [];
  if (mode === 'category') {
    notes.push(
      `Category average: the equal-weighted average of every open-ended growth scheme in ${data.scheme.category ?? 'the category'} (${data.scheme.plan ?? 'same plan'}) with NAVs in both months, including schemes closed since (no survivorship filter).`,
    );
  }
  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">
          {name} beat {otherLabel} in
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {formatRatio(data.shareBeating, { digits: 0 })}
        </p>
        <p className="mt-2 text-sm text-brand-50">
          of {data.subject.count} rolling {windowText} windows ending {formatMonth(data.fromMonth)} to{' '}
          {formatMonth(data.toMonth)}
        </p>
      </div>
      <StatGrid
        items={[
          {
            label: `Median ${windowText} return, scheme`,
            value: formatRatio(data.subject.median),
            sub: 'a year',
            testId: 'stat-subject-median',
          },
          {
            label: `Median, ${otherLabel}`,
            value: formatRatio(data.other.median),
            sub: 'a year',
            testId: 'stat-other-median',
          },
          { label: 'Worst window, scheme', value: formatRatio(data.subject.min), sub: 'a year' },
          { label: 'Windows with a loss, scheme', value: formatRatio(data.subject.shareNegative, { digits: 0 }) },
        ]}
      />
      <Notes warnings={data.scheme.warnings} notes={notes} />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: `Rolling ${windowText} returns (a year), by the month each window ends`,
          rows,
          x: 'month',
          yFormat: 'percent',
          zeroLine: true,
          series: [
            { key: 'subject', label: name, color: SERIES_COLORS[0] },
            { key: 'other', label: otherName, color: OTHER_COLOR, dashed: true },
          ],
        }}
      />
      <div className="card p-4 md:p-5">
        <DataTable
          title={`All ${data.subject.count} windows`}
          testId="rolling-table"
          rowKey={(r) => r.label}
          rows={[
            measure('Median', (d) => formatRatio(d.median)),
            measure('Average', (d) => formatRatio(d.mean)),
            measure('Best', (d) => formatRatio(d.max)),
            measure('Worst', (d) => formatRatio(d.min)),
            measure('Windows with a loss', (d) => formatRatio(d.shareNegative, { digits: 0 })),
          ]}
          columns={[
            { key: 'label', label: `${windowText} return, a year`, render: (r) => r.label },
            { key: 'subject', label: name, render: (r) => r.subject },
            { key: 'other', label: otherName, render: (r) => r.other },
          ]}
          caption="Each window's return is annualised (CAGR); windows start every month, so they overlap."
        />
      </div>
    </>
  );
}

/** A refused window that is too long: offer the longest one the history allows. */
function ShorterWindowOffer({ available, onPick }: { available: number; onPick: (w: WindowValue) => void }) {
  const fits = [...WINDOWS].reverse().find((w) => Number(w.value) <= available);
  if (!fits) return null;
  return (
    <div className="text-center">
      <Button variant="secondary" size="sm" onClick={() => onPick(fits.value)} data-testid="use-shorter-window">
        Use a {fits.label} window instead
      </Button>
    </div>
  );
}

/** Calculators 16 (against the category average) and 17 (against NIFTY 50 TRI, PPF, FD or gold). */
export function RollingReturnsPage({ mode }: { mode: RollingMode }) {
  const url = useUrlParams();
  const { code, scheme, choose } = useSchemeParam(url);
  const windowParam = url.get('window');
  const windowValue: WindowValue = isWindow(windowParam) ? windowParam : DEFAULT_WINDOW;
  const benchmarkParam = url.get('benchmark').toUpperCase();
  const benchmark: Benchmark = BENCHMARK_OPTIONS.find((b) => b.value === benchmarkParam)?.value ?? 'NIFTY_50_TRI';
  const fdRateText = url.get('fdRate') || DEFAULT_FD_RATE;
  const [filters, setFilters] = useState<SchemeFilterState>(NO_FILTERS);

  const query = useMemo(() => {
    if (code === null) return null;
    const base = { schemeCode: code, windowMonths: windowParam || DEFAULT_WINDOW };
    if (mode === 'category') return base;
    // A benchmark in a link that is not one of ours goes to the server as typed, for its E-code.
    return {
      ...base,
      benchmark: benchmarkParam || benchmark,
      fdRatePct: benchmark === 'FD' ? (parseAmount(fdRateText) ?? fdRateText) : undefined,
    };
  }, [code, windowParam, mode, benchmark, benchmarkParam, fdRateText]);
  const result = useMfResult<RollingResult>(
    mode === 'category' ? MF_PATH.rollingCategory : MF_PATH.rollingBenchmark,
    query,
  );
  const otherLabel = mode === 'category' ? 'the category average' : BENCHMARK_SHORT[benchmark];
  const available = (result.error?.data as { availableMonths?: number } | null)?.availableMonths;

  return (
    <MfPageShell
      id={mode === 'category' ? 16 : 17}
      intro={
        mode === 'category'
          ? 'How often did this fund do better than the average fund of its category, over every window of the same length in its history? Rolling windows show more than one start and end date can.'
          : 'How often did this fund beat the market index, PPF, a bank FD or gold, over every window of the same length in its history?'
      }
      onReset={() => {
        url.clear();
        setFilters(NO_FILTERS);
      }}
      inputs={
        <>
          <SchemePicker label="Scheme" testId="scheme-0" value={scheme} onChange={choose} filters={filters} />
          <Segmented
            label="Rolling window"
            options={WINDOWS}
            value={windowValue}
            onChange={(w) => url.set({ window: w === DEFAULT_WINDOW ? null : w })}
            hint={WINDOW_GUIDANCE}
            testId="input-window"
          />
          {mode === 'benchmark' && (
            <>
              <Segmented
                label="Compare with"
                options={BENCHMARK_OPTIONS.map((b) => ({ value: b.value, label: BENCHMARK_SHORT[b.value] }))}
                value={benchmark}
                onChange={(b) => url.set({ benchmark: b === 'NIFTY_50_TRI' ? null : b })}
                hint={BENCHMARK_OPTIONS.find((b) => b.value === benchmark)?.label}
                testId="input-benchmark"
              />
              {benchmark === 'FD' && (
                <AmountInput
                  label="FD rate after April 2016 (assumption)"
                  unit="percent"
                  value={fdRateText}
                  onChange={(t) => url.set({ fdRate: t === DEFAULT_FD_RATE ? null : (parseAmount(t) ?? t) })}
                  testId="input-fd-rate"
                  hint="SBI’s one-year FD rates in our data end in April 2016 (7.25 % then). Later months use this rate; change it to test the assumption."
                />
              )}
            </>
          )}
          <SchemeFilters value={filters} onChange={setFilters} />
        </>
      }
      how={
        <HowItWorks
          items={[
            'A window of N months ends at a month-end and starts at the month-end N months earlier; its return is annualised. A new window starts every month, over the whole history the scheme and the comparison share.',
            mode === 'category'
              ? 'The category average is the equal-weighted average monthly return of all open-ended growth schemes in the same SEBI category and plan (Direct or Regular), chained into an index.'
              : 'NIFTY 50 TRI includes reinvested dividends. PPF: one deposit earning the notified rate, credited each March (7.1 % assumed after September 2025). FD: SBI’s one-year rate, compounded quarterly; known until April 2016, an assumed rate after. Gold: the international price in rupees, monthly average (no import duty or GST).',
            'Share beating: the share of windows in which the scheme’s return was strictly higher over exactly the same months.',
          ]}
        />
      }
    >
      <ResultArea
        result={query === null ? null : result}
        prompt={
          <ResultPrompt title="Choose a scheme">
            Search by name or AMFI code, then pick the window that matches how long you usually hold.
          </ResultPrompt>
        }
      >
        {(data) => <RollingResultView data={data} mode={mode} otherLabel={otherLabel} />}
      </ResultArea>
      {result.error?.code === 'E-10582' && available !== undefined && !result.loading && (
        <ShorterWindowOffer
          available={available}
          onPick={(w) => url.set({ window: w === DEFAULT_WINDOW ? null : w })}
        />
      )}
    </MfPageShell>
  );
}

export function RollingVsCategoryPage() {
  return <RollingReturnsPage mode="category" />;
}

export function RollingVsBenchmarkPage() {
  return <RollingReturnsPage mode="benchmark" />;
}
