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
import { t, useT, type MessageKey } from '../../../../i18n/browser';

export type RollingMode = 'category' | 'benchmark';

const WINDOWS = [
  { value: '12', label: 'mf.rolling.window.12', adjective: 'mf.rolling.adjective.12' },
  { value: '36', label: 'mf.rolling.window.36', adjective: 'mf.rolling.adjective.36' },
  { value: '60', label: 'mf.rolling.window.60', adjective: 'mf.rolling.adjective.60' },
  { value: '84', label: 'mf.rolling.window.84', adjective: 'mf.rolling.adjective.84' },
] as const satisfies readonly { value: string; label: MessageKey; adjective: MessageKey }[];
type WindowValue = (typeof WINDOWS)[number]['value'];
const DEFAULT_WINDOW: WindowValue = '36';
const DEFAULT_FD_RATE = '6.5';
const BENCHMARK_SHORT: Record<Benchmark, MessageKey> = {
  NIFTY_50_TRI: 'mf.rolling.short.NIFTY_50_TRI',
  PPF: 'mf.rolling.short.PPF',
  FD: 'mf.rolling.short.FD',
  GOLD: 'mf.rolling.short.GOLD',
};

/** "7-year", as in "7-year windows". */
function windowAdjective(months: number): string {
  const known = WINDOWS.find((w) => Number(w.value) === months);
  return known ? t(known.adjective) : t('mf.rolling.monthAdjective', { n: months });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function isWindow(v: string): v is WindowValue {
  return WINDOWS.some((w) => w.value === v);
}

function RollingResultView({ data, mode, otherLabel }: { data: RollingResult; mode: RollingMode; otherLabel: string }) {
  const t = useT();
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
      t('mf.rolling.categoryNote', {
        category: data.scheme.category ?? t('mf.rolling.theCategory'),
        plan: data.scheme.plan ?? t('mf.rolling.samePlan'),
      }),
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
        <p className="text-sm font-medium text-brand-100">{t('mf.rolling.beat', { name, other: otherLabel })}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {formatRatio(data.shareBeating, { digits: 0 })}
        </p>
        <p className="mt-2 text-sm text-brand-50">
          {t('mf.rolling.windows', {
            n: data.subject.count,
            window: windowText,
            from: formatMonth(data.fromMonth),
            to: formatMonth(data.toMonth),
          })}
        </p>
      </div>
      <StatGrid
        items={[
          {
            label: t('mf.rolling.medianScheme', { window: windowText }),
            value: formatRatio(data.subject.median),
            sub: t('mf.aYear'),
            testId: 'stat-subject-median',
          },
          {
            label: t('mf.rolling.medianOther', { other: otherLabel }),
            value: formatRatio(data.other.median),
            sub: t('mf.aYear'),
            testId: 'stat-other-median',
          },
          { label: t('mf.rolling.worstScheme'), value: formatRatio(data.subject.min), sub: t('mf.aYear') },
          { label: t('mf.rolling.lossScheme'), value: formatRatio(data.subject.shareNegative, { digits: 0 }) },
        ]}
      />
      <Notes warnings={data.scheme.warnings} notes={notes} />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: t('mf.rolling.chartTitle', { window: windowText }),
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
          title={t('mf.rolling.tableTitle', { n: data.subject.count })}
          testId="rolling-table"
          rowKey={(r) => r.label}
          rows={[
            measure(t('mf.rolling.median'), (d) => formatRatio(d.median)),
            measure(t('mf.rolling.average'), (d) => formatRatio(d.mean)),
            measure(t('mf.rolling.best'), (d) => formatRatio(d.max)),
            measure(t('mf.rolling.worst'), (d) => formatRatio(d.min)),
            measure(t('mf.rolling.withLoss'), (d) => formatRatio(d.shareNegative, { digits: 0 })),
          ]}
          columns={[
            { key: 'label', label: t('mf.rolling.returnColumn', { window: windowText }), render: (r) => r.label },
            { key: 'subject', label: name, render: (r) => r.subject },
            { key: 'other', label: otherName, render: (r) => r.other },
          ]}
          caption={t('mf.rolling.caption')}
        />
      </div>
    </>
  );
}

/** A refused window that is too long: offer the longest one the history allows. */
function ShorterWindowOffer({ available, onPick }: { available: number; onPick: (w: WindowValue) => void }) {
  const t = useT();
  const fits = [...WINDOWS].reverse().find((w) => Number(w.value) <= available);
  if (!fits) return null;
  return (
    <div className="text-center">
      <Button variant="secondary" size="sm" onClick={() => onPick(fits.value)} data-testid="use-shorter-window">
        {t('mf.rolling.useShorter', { window: t(fits.label) })}
      </Button>
    </div>
  );
}

/** Calculators 16 (against the category average) and 17 (against NIFTY 50 TRI, PPF, FD or gold). */
export function RollingReturnsPage({ mode }: { mode: RollingMode }) {
  const t = useT();
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
  const otherLabel = mode === 'category' ? t('mf.rolling.categoryAverage') : t(BENCHMARK_SHORT[benchmark]);
  const available = (result.error?.data as { availableMonths?: number } | null)?.availableMonths;

  return (
    <MfPageShell
      id={mode === 'category' ? 16 : 17}
      intro={mode === 'category' ? t('mf.rolling.introCategory') : t('mf.rolling.introBenchmark')}
      onReset={() => {
        url.clear();
        setFilters(NO_FILTERS);
      }}
      inputs={
        <>
          <SchemePicker label={t('mf.scheme')} testId="scheme-0" value={scheme} onChange={choose} filters={filters} />
          <Segmented
            label={t('mf.rolling.rollingWindow')}
            options={WINDOWS.map((w) => ({ value: w.value, label: t(w.label) }))}
            value={windowValue}
            onChange={(w) => url.set({ window: w === DEFAULT_WINDOW ? null : w })}
            hint={t('mf.rolling.guidance')}
            testId="input-window"
          />
          {mode === 'benchmark' && (
            <>
              <Segmented
                label={t('mf.rolling.compareWith')}
                options={BENCHMARK_OPTIONS.map((b) => ({ value: b.value, label: t(BENCHMARK_SHORT[b.value]) }))}
                value={benchmark}
                onChange={(b) => url.set({ benchmark: b === 'NIFTY_50_TRI' ? null : b })}
                hint={t(BENCHMARK_OPTIONS.find((b) => b.value === benchmark)?.label ?? 'mf.benchmark.NIFTY_50_TRI')}
                testId="input-benchmark"
              />
              {benchmark === 'FD' && (
                <AmountInput
                  label={t('mf.rolling.fdRate')}
                  unit="percent"
                  value={fdRateText}
                  onChange={(v) => url.set({ fdRate: v === DEFAULT_FD_RATE ? null : (parseAmount(v) ?? v) })}
                  testId="input-fd-rate"
                  hint={t('mf.rolling.fdHint')}
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
            t('mf.rolling.how1'),
            mode === 'category' ? t('mf.rolling.howCategory') : t('mf.rolling.howBenchmark'),
            t('mf.rolling.how3'),
          ]}
        />
      }
    >
      <ResultArea
        result={query === null ? null : result}
        prompt={<ResultPrompt title={t('mf.chooseScheme')}>{t('mf.rolling.prompt')}</ResultPrompt>}
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
