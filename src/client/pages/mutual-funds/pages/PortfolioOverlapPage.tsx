import { useMemo, useState } from 'react';
import { LazyMfChart } from '../charts/LazyMfChart';
import { SERIES_COLORS } from '../charts/chart-spec';
import { MfPageShell } from '../components/MfPageShell';
import { DataTable, HowItWorks, Notes, ResultArea, ResultPrompt, StatGrid } from '../components/ResultParts';
import { NO_FILTERS, SchemeFilters, type SchemeFilterState } from '../components/SchemeFilters';
import { SchemeSlots, schemeLetter } from '../components/SchemeSlots';
import { useMfResult } from '../hooks/use-mf-result';
import { parseCodes, useUrlParams } from '../hooks/use-url-params';
import { MF_PATH, type CommonStocksResult, type OverlapResult } from '../mf-api';
import { formatIsoDate, formatWeight } from '../mf-format';
import { shortSchemeName } from '../scheme-label';
import { useT } from '../../../../i18n/browser';

const TOP_IN_CHART = 10;
/** The code of a comparison with one scheme (a code, not text: it reads the same in every language). */
const ONE_SCHEME_CODE = 'E-10584';

function OverlapView({ data }: { data: OverlapResult }) {
  const t = useT();
  const [a, b] = data.schemes.map((s) => shortSchemeName(s.schemeName, s.plan));
  const warnings = data.schemes.flatMap((s) => s.warnings.map((w) => `${shortSchemeName(s.schemeName, s.plan)}: ${w}`));
  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">{t('mf.overlap.headline', { a, b })}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {formatWeight(data.overlapPct)}
        </p>
        <p className="mt-2 text-sm text-brand-50">
          {t('mf.overlap.share', { n: data.commonCount, a: data.holdingsA, b: data.holdingsB })}
        </p>
      </div>
      <StatGrid
        items={data.schemes.map((s, i) => ({
          label: t('mf.overlap.asOf', { letter: schemeLetter(i) }),
          value: formatIsoDate(s.asOfDate),
          sub: s.disclosureSchemeName,
          testId: 'overlap-as-of',
        }))}
      />
      {!data.sameDate && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="overlap-dates-note"
        >
          {t('mf.overlap.differentMonths', {
            a: formatIsoDate(data.schemes[0].asOfDate),
            b: formatIsoDate(data.schemes[1].asOfDate),
          })}
        </p>
      )}
      <Notes warnings={warnings} />
      <LazyMfChart
        height={Math.max(220, Math.min(TOP_IN_CHART, data.common.length) * 34 + 60)}
        empty={t('mf.overlap.noneInCommon')}
        spec={{
          kind: 'bar',
          title: t('mf.overlap.chartTitle', { n: Math.min(TOP_IN_CHART, data.common.length) }),
          category: 'name',
          rows: data.common.slice(0, TOP_IN_CHART).map((c) => ({ name: c.name, a: c.weightPctA, b: c.weightPctB })),
          series: [
            { key: 'a', label: a, color: SERIES_COLORS[0] },
            { key: 'b', label: b, color: SERIES_COLORS[1] },
          ],
        }}
      />
      {data.common.length > 0 && (
        <div className="card p-4 md:p-5">
          <DataTable
            title={t('mf.overlap.tableTitle', { n: data.commonCount })}
            testId="overlap-table"
            rowKey={(c) => c.isin}
            rows={data.common}
            columns={[
              { key: 'name', label: t('mf.stock'), render: (c) => c.name },
              { key: 'a', label: t('mf.overlap.weightA'), render: (c) => formatWeight(c.weightPctA) },
              { key: 'b', label: t('mf.overlap.weightB'), render: (c) => formatWeight(c.weightPctB) },
              { key: 'min', label: t('mf.overlap.counts'), render: (c) => formatWeight(c.minWeightPct) },
            ]}
            caption={t('mf.overlap.caption')}
          />
        </div>
      )}
    </>
  );
}

function CommonStocksView({ data }: { data: CommonStocksResult }) {
  const t = useT();
  const names = data.schemes.map((s) => shortSchemeName(s.schemeName, s.plan));
  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">{t('mf.overlap.heldByAll', { n: data.schemes.length })}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {data.commonStocks.length}
        </p>
        <p className="mt-2 text-sm text-brand-50">{names.map((n, i) => `${schemeLetter(i)}: ${n}`).join(' · ')}</p>
      </div>
      {data.commonStocks.length === 0 ? (
        <p className="card px-5 py-8 text-center text-sm text-slate-600">{t('mf.overlap.noneHeldByAll')}</p>
      ) : (
        <div className="card p-4 md:p-5">
          <DataTable
            title={t('mf.overlap.weightsTitle')}
            testId="common-stocks-table"
            rowKey={(c) => c.isin}
            rows={data.commonStocks}
            columns={[
              { key: 'name', label: t('mf.stock'), render: (c) => c.name },
              ...names.map((n, i) => ({
                key: `w${i}`,
                label: `${schemeLetter(i)}: ${n}`,
                render: (c: CommonStocksResult['commonStocks'][number]) => formatWeight(c.weightsPct[i]),
              })),
            ]}
            caption={t('mf.overlap.weightsCaption')}
          />
        </div>
      )}
      <Notes notes={data.notes} warnings={data.schemes.flatMap((s) => s.warnings)} />
    </>
  );
}

/** Calculator 18: overlap of two disclosed portfolios; with three or four schemes, the stocks they all hold. */
export function PortfolioOverlapPage() {
  const t = useT();
  const url = useUrlParams();
  const codes = parseCodes(url.get('schemes'));
  const [filters, setFilters] = useState<SchemeFilterState>(NO_FILTERS);
  const codesKey = codes.join(',');
  const many = codes.length > 2;
  const query = useMemo(() => (codes.length >= 2 ? { schemeCodes: codesKey } : null), [codesKey]); // codesKey stands for codes
  const overlap = useMfResult<OverlapResult>(MF_PATH.overlap, many ? null : query);
  const common = useMfResult<CommonStocksResult>(MF_PATH.commonStocks, many ? query : null);

  return (
    <MfPageShell
      id={18}
      intro={t('mf.overlap.intro')}
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
            hasPortfolio
            addLabel={t('mf.overlap.add')}
          />
          <SchemeFilters value={filters} onChange={setFilters} note={t('mf.overlap.note')} />
        </>
      }
      how={<HowItWorks items={[t('mf.overlap.how1'), t('mf.overlap.how2'), t('mf.overlap.how3')]} />}
    >
      {many ? (
        <ResultArea result={common} prompt={null}>
          {(data) => <CommonStocksView data={data} />}
        </ResultArea>
      ) : (
        <ResultArea
          result={query === null ? null : overlap}
          prompt={
            codes.length === 1 ? (
              <ResultPrompt title={t('mf.overlap.pickSecond')}>
                <span className="font-mono font-semibold text-slate-700">{ONE_SCHEME_CODE}</span> ·{' '}
                {t('mf.overlap.comparesTwo')}
              </ResultPrompt>
            ) : (
              <ResultPrompt title={t('mf.overlap.chooseTwo')}>{t('mf.overlap.chooseHelp')}</ResultPrompt>
            )
          }
        >
          {(data) => <OverlapView data={data} />}
        </ResultArea>
      )}
    </MfPageShell>
  );
}
