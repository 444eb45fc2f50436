import { useEffect, useMemo, useState } from 'react';
import { LazyMfChart } from '../charts/LazyMfChart';
import { OTHER_COLOR, SERIES_COLORS } from '../charts/chart-spec';
import { Combobox } from '../../../components/Combobox';
import { DateInput, Segmented } from '../components/Inputs';
import { MfPageShell } from '../components/MfPageShell';
import { HowItWorks, Notes, ResultArea, ResultPrompt, StatGrid } from '../components/ResultParts';
import { matchesWords } from '../components/SchemeFilters';
import { useMfResult } from '../hooks/use-mf-result';
import { parseCodes, useUrlParams } from '../hooks/use-url-params';
import { fetchTrackedFunds, MF_PATH, type EtfTrackingResult, type TrackedFund } from '../mf-api';
import { formatIsoDate, formatRatio, todayInIndia } from '../mf-format';
import { shortSchemeName } from '../scheme-label';
import { useT } from '../../../../i18n/browser';

const FREQUENCIES = [
  { value: 'auto', label: 'mf.etf.bestAvailable' },
  { value: 'daily', label: 'mf.etf.daily' },
  { value: 'monthly', label: 'mf.etf.monthly' },
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
  const t = useT();
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
        <p className="text-sm font-medium text-brand-100">{t('mf.etf.headline', { name, index: data.indexName })}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="etf-tracking-error">
          {formatRatio(data.trackingError)}{' '}
          <span className="text-lg font-semibold text-brand-100">{t('mf.aYear')}</span>
        </p>
        <p className="mt-2 text-sm text-brand-50">
          {t('mf.etf.observed', {
            n: data.observations,
            per,
            from: formatIsoDate(data.fromDate),
            to: formatIsoDate(data.toDate),
          })}
        </p>
      </div>
      <StatGrid
        items={[
          {
            label: t('mf.etf.trackingDifference'),
            value: formatRatio(data.trackingDifference, { signed: true }),
            sub: t('mf.etf.trackingDifferenceSub'),
            testId: 'etf-tracking-difference',
          },
          { label: t('mf.etf.fundCagr'), value: formatRatio(data.fundCagr), testId: 'etf-fund-cagr' },
          {
            label: t('mf.etf.indexCagr', { index: data.indexName }),
            value: formatRatio(data.indexCagr),
            testId: 'etf-index-cagr',
          },
          { label: t('mf.etf.correlation'), value: data.correlation.toFixed(4), testId: 'etf-correlation' },
        ]}
      />
      <Notes
        warnings={data.scheme.warnings}
        notes={[data.frequency === 'daily' ? t('mf.etf.dailyNote') : t('mf.etf.monthlyNote')]}
      />
      <LazyMfChart
        spec={{
          kind: 'line',
          title: t('mf.etf.chartTitle', { index: data.indexName, date: formatIsoDate(data.fromDate) }),
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
  const t = useT();
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
          schemeName: t('mf.schemeCode', { code }),
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
      intro={t('mf.etf.intro')}
      onReset={url.clear}
      inputs={
        <>
          <Combobox<TrackedFund>
            label={t('mf.etf.fund')}
            testId="etf-fund"
            options={options}
            getKey={(f) => String(f.schemeCode)}
            getLabel={(f) => f.schemeName}
            renderOption={(f) => (
              <span className="block">
                <span className="block leading-snug">{f.schemeName}</span>
                <span className="mt-0.5 block text-xs text-slate-500">
                  {t('mf.etf.option', {
                    index: f.trackedIndex,
                    daily: f.hasDailyHistory ? 'yes' : 'no',
                    code: f.schemeCode,
                  })}
                </span>
              </span>
            )}
            value={chosen}
            onSelect={(f) => url.set({ scheme: f?.schemeCode ?? null })}
            query={text}
            onQueryChange={setText}
            loading={funds === null && !failed}
            placeholder={t('mf.etf.placeholder')}
            emptyText={failed ? t('mf.etf.listFailed') : funds === null ? t('mf.etf.loadingList') : t('mf.etf.noMatch')}
            footer={
              matches.length > options.length
                ? t('mf.etf.footer', { shown: options.length, total: matches.length })
                : null
            }
            hint={total > 0 ? t('mf.etf.hint', { total }) : undefined}
            clearable
          />
          {chosen?.trackedIndex && (
            <p className="-mt-3 text-xs text-slate-500" data-testid="etf-fund-details">
              {t('mf.etf.details', { index: chosen.trackedIndex, code: chosen.schemeCode })}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <DateInput
              label={t('mf.etf.from')}
              value={from}
              onChange={(d) => url.set({ from: d })}
              max={todayInIndia()}
              testId="input-from"
              hint={t('mf.etf.fromHint')}
            />
            <DateInput
              label={t('mf.etf.to')}
              value={to}
              onChange={(d) => url.set({ to: d })}
              max={todayInIndia()}
              testId="input-to"
              hint={t('mf.etf.toHint')}
            />
          </div>
          <Segmented
            label={t('mf.etf.returnsUsed')}
            options={FREQUENCIES.map((f) => ({ value: f.value, label: t(f.label) }))}
            value={frequency}
            onChange={(f) => url.set({ freq: f === 'auto' ? null : f })}
            testId="input-frequency"
            hint={t('mf.etf.returnsHint')}
          />
        </>
      }
      how={<HowItWorks items={[t('mf.etf.how1'), t('mf.etf.how2'), t('mf.etf.how3')]} />}
    >
      <ResultArea
        result={query === null ? null : result}
        prompt={<ResultPrompt title={t('mf.etf.choose')}>{t('mf.etf.chooseHelp')}</ResultPrompt>}
      >
        {(data) => <TrackingView data={data} />}
      </ResultArea>
    </MfPageShell>
  );
}
