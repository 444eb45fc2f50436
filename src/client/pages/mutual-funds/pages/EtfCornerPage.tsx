import { useEffect, useMemo, useState } from 'react';
import { LazyMfChart } from '../charts/LazyMfChart';
import { OTHER_COLOR, SERIES_COLORS } from '../charts/chart-spec';
import { Combobox } from '../components/Combobox';
import { DateInput, Segmented } from '../components/Inputs';
import { MfPageShell } from '../components/MfPageShell';
import { HowItWorks, Notes, ResultArea, ResultPrompt, StatGrid } from '../components/ResultParts';
import { matchesWords } from '../components/SchemeFilters';
import { useMfResult } from '../hooks/use-mf-result';
import { parseCodes, useUrlParams } from '../hooks/use-url-params';
import { fetchTrackedFunds, MF_PATH, type EtfTrackingResult, type TrackedFund } from '../mf-api';
import { formatIsoDate, formatRatio, todayInIndia } from '../mf-format';
import { shortSchemeName } from '../scheme-label';

const FREQUENCIES = [
  { value: 'auto', label: 'Best available' },
  { value: 'daily', label: 'Daily' },
  { value: 'monthly', label: 'Monthly' },
] as const;
type Frequency = (typeof FREQUENCIES)[number]['value'];

function useTrackedFunds() {
  const [funds, setFunds] = useState<TrackedFund[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchTrackedFunds()
      .then((f) => live && setFunds(f))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { funds, failed };
}

function TrackingView({ data }: { data: EtfTrackingResult }) {
  const name = shortSchemeName(data.scheme.schemeName, data.scheme.plan);
  const per = data.frequency === 'daily' ? 'daily' : 'monthly';
  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">
          Tracking error of {name} against {data.indexName}
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="etf-tracking-error">
          {formatRatio(data.trackingError)} <span className="text-lg font-semibold text-brand-100">a year</span>
        </p>
        <p className="mt-2 text-sm text-brand-50">
          From {data.observations} {per} returns, {formatIsoDate(data.fromDate)} to {formatIsoDate(data.toDate)}. Lower
          is closer tracking.
        </p>
      </div>
      <StatGrid
        items={[
          {
            label: 'Tracking difference (a year)',
            value: formatRatio(data.trackingDifference, { signed: true }),
            sub: 'fund CAGR − index CAGR',
            testId: 'etf-tracking-difference',
          },
          { label: 'Fund CAGR', value: formatRatio(data.fundCagr), testId: 'etf-fund-cagr' },
          { label: `${data.indexName} CAGR`, value: formatRatio(data.indexCagr), testId: 'etf-index-cagr' },
          { label: 'Correlation of returns', value: data.correlation.toFixed(4), testId: 'etf-correlation' },
        ]}
      />
      <Notes
        warnings={data.scheme.warnings}
        notes={[
          data.frequency === 'daily'
            ? 'Daily NAVs: the most precise measure, and what fund factsheets use.'
            : 'Month-end NAVs: daily noise partly cancels within a month, so a monthly tracking error is usually a little lower than a daily one.',
        ]}
      />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: `₹10,000 in the fund and in ${data.indexName} from ${formatIsoDate(data.fromDate)}`,
          rows: data.growth.map((g) => ({ date: g.date, fund: g.fund, index: g.index })),
          x: 'date',
          yFormat: 'money',
          series: [
            { key: 'fund', label: name, color: SERIES_COLORS[0] },
            { key: 'index', label: data.indexName, color: OTHER_COLOR, dashed: true },
          ],
        }}
      />
    </>
  );
}

/** Calculator 25: how closely an index fund or ETF follows the NIFTY index it tracks. */
export function EtfCornerPage() {
  const url = useUrlParams();
  const code = parseCodes(url.get('scheme'))[0] ?? null;
  const from = url.get('from');
  const to = url.get('to');
  const freqParam = url.get('freq');
  const frequency: Frequency = freqParam === 'daily' || freqParam === 'monthly' ? freqParam : 'auto';
  const { funds, failed } = useTrackedFunds();
  const [text, setText] = useState('');
  const matches = useMemo(
    () =>
      (funds ?? []).filter((f) =>
        matchesWords(`${f.schemeName} ${f.trackedIndex} ${f.amc ?? ''} ${f.schemeCode}`, text),
      ),
    [funds, text],
  );
  const options = useMemo(() => matches.slice(0, 60), [matches]);
  const chosen =
    code === null
      ? null
      : (funds?.find((f) => f.schemeCode === code) ?? {
          schemeCode: code,
          schemeName: `Scheme ${code}`,
          amc: null,
          category: null,
          plan: null,
          trackedIndex: '',
          hasDailyHistory: false,
          active: false,
        });
  const query = useMemo(
    () =>
      code === null
        ? null
        : {
            schemeCode: code,
            fromDate: from || undefined,
            toDate: to || undefined,
            frequency: frequency === 'auto' ? undefined : frequency,
          },
    [code, from, to, frequency],
  );
  const result = useMfResult<EtfTrackingResult>(MF_PATH.etf, query);
  const total = funds?.length ?? 0;

  return (
    <MfPageShell
      id={25}
      intro="An index fund or ETF should follow its index closely and cheaply. Tracking error shows how closely it followed, tracking difference how much it lagged each year (mostly its costs)."
      onReset={url.clear}
      inputs={
        <>
          <Combobox<TrackedFund>
            label="Index fund or ETF"
            testId="etf-fund"
            options={options}
            getKey={(f) => String(f.schemeCode)}
            getLabel={(f) => f.schemeName}
            renderOption={(f) => (
              <span className="block">
                <span className="block leading-snug">{f.schemeName}</span>
                <span className="mt-0.5 block text-xs text-slate-500">
                  tracks {f.trackedIndex} · {f.hasDailyHistory ? 'daily NAVs' : 'month-end NAVs'} · code {f.schemeCode}
                </span>
              </span>
            )}
            value={chosen}
            onSelect={(f) => url.set({ scheme: f?.schemeCode ?? null })}
            query={text}
            onQueryChange={setText}
            loading={funds === null && !failed}
            placeholder="Search, e.g. Nifty 50 BeES or Nifty Next 50"
            emptyText={
              failed
                ? 'The list could not be loaded. Reload the page to try again.'
                : funds === null
                  ? 'Loading the list…'
                  : 'No fund matches. Try the index name, e.g. “Nifty Bank”.'
            }
            footer={
              matches.length > options.length
                ? `${options.length} of ${matches.length} shown: type more to narrow.`
                : null
            }
            hint={total > 0 ? `${total} funds that track one of the 23 NIFTY total-return indices we hold.` : undefined}
            clearable
          />
          {chosen?.trackedIndex && (
            <p className="-mt-3 text-xs text-slate-500" data-testid="etf-fund-details">
              Tracks {chosen.trackedIndex} · code {chosen.schemeCode}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <DateInput
              label="From (optional)"
              value={from}
              onChange={(d) => url.set({ from: d })}
              max={todayInIndia()}
              testId="input-from"
              hint="Empty: from the fund’s first NAV."
            />
            <DateInput
              label="To (optional)"
              value={to}
              onChange={(d) => url.set({ to: d })}
              max={todayInIndia()}
              testId="input-to"
              hint="Empty: to the latest NAV."
            />
          </div>
          <Segmented
            label="Returns used"
            options={FREQUENCIES}
            value={frequency}
            onChange={(f) => url.set({ freq: f === 'auto' ? null : f })}
            testId="input-frequency"
            hint="Best available: daily NAVs where we hold them for the whole period, else month-ends."
          />
        </>
      }
      how={
        <HowItWorks
          items={[
            'Each period’s difference = the fund’s return − the index’s return over the same days (or month-ends). Tracking error = the standard deviation of those differences, scaled to a year (× √252 for daily, × √12 for monthly).',
            'Tracking difference = the fund’s CAGR − the index’s CAGR between the same first and last dates. It is usually negative by about the expense ratio.',
            'The index is the NIFTY total-return index named in the fund’s name (dividends reinvested). Funds tracking Sensex, gold, international or debt indices are not listed: we hold no series for them.',
          ]}
        />
      }
    >
      <ResultArea
        result={query === null ? null : result}
        prompt={
          <ResultPrompt title="Choose an index fund or ETF">Search by name or by the index it tracks.</ResultPrompt>
        }
      >
        {(data) => <TrackingView data={data} />}
      </ResultArea>
    </MfPageShell>
  );
}
