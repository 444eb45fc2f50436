import { useMemo, useState } from 'react';
import { LazyMfChart } from '../charts/LazyMfChart';
import { SERIES_COLORS } from '../charts/chart-spec';
import { MfPageShell } from '../components/MfPageShell';
import { DataTable, HowItWorks, Notes, ResultArea, ResultPrompt, StatGrid } from '../components/ResultParts';
import { NO_FILTERS, SchemeFilters, type SchemeFilterState } from '../components/SchemeFilters';
import { SchemeSlots } from '../components/SchemeSlots';
import { useMfResult } from '../hooks/use-mf-result';
import { parseCodes, useUrlParams } from '../hooks/use-url-params';
import { MF_PATH, type CommonStocksResult, type OverlapResult } from '../mf-api';
import { formatIsoDate, formatWeight } from '../mf-format';
import { shortSchemeName } from '../scheme-label';

const TOP_IN_CHART = 10;

function OverlapView({ data }: { data: OverlapResult }) {
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
        <p className="text-sm font-medium text-brand-100">
          Portfolio overlap of A: {a} and B: {b}
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {formatWeight(data.overlapPct)}
        </p>
        <p className="mt-2 text-sm text-brand-50">
          of the money is in the same stocks at the same weight: {data.commonCount} stocks in common ({data.holdingsA}{' '}
          held by A, {data.holdingsB} by B).
        </p>
      </div>
      <StatGrid
        items={data.schemes.map((s, i) => ({
          label: `${i === 0 ? 'A' : 'B'}: portfolio as of`,
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
          These portfolios were disclosed in different months ({formatIsoDate(data.schemes[0].asOfDate)} and{' '}
          {formatIsoDate(data.schemes[1].asOfDate)}). Fund managers trade every month, so the real overlap today may
          differ.
        </p>
      )}
      <Notes warnings={warnings} />
      <LazyMfChart
        height={Math.max(220, Math.min(TOP_IN_CHART, data.common.length) * 34 + 60)}
        empty="These two schemes hold no stock in common."
        spec={{
          kind: 'bar',
          title: `The ${Math.min(TOP_IN_CHART, data.common.length)} biggest shared holdings (% of each scheme’s net assets)`,
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
            title={`All ${data.commonCount} stocks in common`}
            testId="overlap-table"
            rowKey={(c) => c.isin}
            rows={data.common}
            columns={[
              { key: 'name', label: 'Stock', render: (c) => c.name },
              { key: 'a', label: 'Weight in A', render: (c) => formatWeight(c.weightPctA) },
              { key: 'b', label: 'Weight in B', render: (c) => formatWeight(c.weightPctB) },
              { key: 'min', label: 'Counts towards overlap', render: (c) => formatWeight(c.minWeightPct) },
            ]}
            caption="Overlap adds up the smaller of the two weights of every stock both hold."
          />
        </div>
      )}
    </>
  );
}

function CommonStocksView({ data }: { data: CommonStocksResult }) {
  const names = data.schemes.map((s) => shortSchemeName(s.schemeName, s.plan));
  const letters = ['A', 'B', 'C', 'D'];
  return (
    <>
      <div
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6"
        data-testid="mf-headline"
        aria-live="polite"
        aria-atomic="true"
      >
        <p className="text-sm font-medium text-brand-100">Stocks held by all {data.schemes.length} schemes</p>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight md:text-4xl" data-testid="mf-headline-value">
          {data.commonStocks.length}
        </p>
        <p className="mt-2 text-sm text-brand-50">{names.map((n, i) => `${letters[i]}: ${n}`).join(' · ')}</p>
      </div>
      {data.commonStocks.length === 0 ? (
        <p className="card px-5 py-8 text-center text-sm text-slate-600">
          No stock is held by all of these schemes. Remove one to see what the others share.
        </p>
      ) : (
        <div className="card p-4 md:p-5">
          <DataTable
            title="Weights in each scheme (% of net assets)"
            testId="common-stocks-table"
            rowKey={(c) => c.isin}
            rows={data.commonStocks}
            columns={[
              { key: 'name', label: 'Stock', render: (c) => c.name },
              ...names.map((n, i) => ({
                key: `w${i}`,
                label: `${letters[i]}: ${n}`,
                render: (c: CommonStocksResult['commonStocks'][number]) => formatWeight(c.weightsPct[i]),
              })),
            ]}
            caption="Largest smallest-weight first: the names that every one of the schemes holds heavily come first."
          />
        </div>
      )}
      <Notes notes={data.notes} warnings={data.schemes.flatMap((s) => s.warnings)} />
    </>
  );
}

/** Calculator 18: overlap of two disclosed portfolios; with three or four schemes, the stocks they all hold. */
export function PortfolioOverlapPage() {
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
      intro="How much of two funds’ money sits in the same stocks? Two funds with a high overlap give you less spread than their names suggest. Add a third or fourth scheme to see the stocks all of them hold."
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
            addLabel="Add a scheme"
          />
          <SchemeFilters
            value={filters}
            onChange={setFilters}
            note="Only schemes with a disclosed portfolio in our data are listed: Axis (December 2025), SBI, Nippon India and Aditya Birla Sun Life (July 2025)."
          />
        </>
      }
      how={
        <HowItWorks
          items={[
            'Overlap = the sum, over every stock both schemes hold, of the smaller of its two weights (weights are % of each scheme’s net assets). 100 % would mean identical equity portfolios.',
            'Equity holdings only, matched by ISIN. Direct and Regular plans of one fund hold the same portfolio.',
            'Portfolios come from the fund houses’ monthly disclosures: Axis as of 31 December 2025; SBI, Nippon India and Aditya Birla Sun Life as of 31 July 2025. Other fund houses are not in our data yet.',
          ]}
        />
      }
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
              <ResultPrompt title="Pick a second scheme">
                <span className="font-mono font-semibold text-slate-700">E-10584</span> · Overlap compares two schemes.
              </ResultPrompt>
            ) : (
              <ResultPrompt title="Choose two schemes">
                The search lists schemes whose portfolio we hold (Axis, SBI, Nippon India, Aditya Birla Sun Life).
              </ResultPrompt>
            )
          }
        >
          {(data) => <OverlapView data={data} />}
        </ResultArea>
      )}
    </MfPageShell>
  );
}
