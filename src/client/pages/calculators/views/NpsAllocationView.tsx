import { useState } from 'react';
import type { CalculatorInput, CalculatorOutput } from '../../../../calculators/index';
import { activeChoiceMaxEquityPct, type NpsFund } from '../../../../calculators/nps-lifecycle-allocation';
import { LazyChart } from '../charts/LazyChart';
import { runOnPage } from '../compute/run-on-page';
import { YearTable } from '../results/YearTable';
import { COLORS, type Row } from '../results/view-types';
import { BoldText } from '../results/BoldText';
import { useT } from '../../../../i18n/browser';
import { npsFundName } from '../calc-text';

const FUNDS: NpsFund[] = ['LC75', 'LC50', 'LC25'];

function ageLabel(age: number, first: number, last: number): string {
  if (age === first) return `18–${first}`;
  if (age === last) return `${last}+`;
  return String(age);
}

/** Product.md's fixed active-choice table: equity capped at 75 % to 50, then 2.5 points less a year to 50 % at 60. */
function activeChoiceRows(): Row[] {
  const rows: Row[] = [{ age: '18–50', equity: 75, govBond: 25 }];
  for (let age = 51; age < 60; age++) {
    const equity = activeChoiceMaxEquityPct(age);
    rows.push({ age: String(age), equity, govBond: 100 - equity });
  }
  rows.push({ age: '60+', equity: 50, govBond: 50 });
  return rows;
}

/**
 * The auto-choice (life-cycle) funds: Aggressive LC75, Moderate LC50 and Conservative LC25, the
 * PFRDA allocation table of the chosen fund with your age's row marked, and the active-choice cap.
 */
export function NpsAllocationView({ input }: { input: CalculatorInput<'nps'> }) {
  const t = useT();
  const chosen = input.mode === 'lifecycle' ? (input.fund ?? 'LC50') : null;
  const [picked, setPicked] = useState<NpsFund | null>(null);
  const fund = picked ?? chosen ?? 'LC50';
  const age = Math.min(75, Math.max(18, Math.round(input.currentAge)));
  const run = runOnPage('nps_lifecycle_allocation', { age, fund });
  if (!run.ok) return null;
  const out = run.output as CalculatorOutput<'nps_lifecycle_allocation'>;
  const first = out.table[0]?.age ?? 35;
  const last = out.table[out.table.length - 1]?.age ?? 55;
  const rows: Row[] = out.table.map((r) => ({
    age: ageLabel(r.age, first, last),
    tableAge: r.age,
    equity: r.equityPct,
    corporate: r.corporateBondsPct,
    government: r.governmentSecuritiesPct,
  }));

  return (
    <section aria-labelledby="nps-auto-title" className="space-y-5" data-testid="nps-allocation">
      <div>
        <h2 id="nps-auto-title" className="text-base font-semibold text-slate-900">
          {t('calculators.nps.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <BoldText
            text={t('calculators.nps.body', {
              age,
              fund: npsFundName(out.fund),
              equity: out.equityPct,
              corporate: out.corporateBondsPct,
              government: out.governmentSecuritiesPct,
            })}
          />
        </p>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('calculators.nps.showTableFor')}</legend>
        <div className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          {FUNDS.map((f) => (
            <label
              key={f}
              className={`min-w-0 flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${fund === f ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-slate-900'}`}
            >
              <input
                type="radio"
                className="sr-only"
                name="nps-table-fund"
                value={f}
                checked={fund === f}
                onChange={() => setPicked(f)}
                data-testid={`nps-fund-${f}`}
              />
              {npsFundName(f)} <span className="text-slate-600">({f})</span>
            </label>
          ))}
        </div>
      </fieldset>
      <LazyChart
        height={260}
        spec={{
          kind: 'xy',
          title: t('calculators.nps.chartTitle', { fund: npsFundName(fund), code: fund }),
          x: 'age',
          xLabel: t('calculators.nps.age'),
          yFormat: 'percent',
          rows,
          series: [
            { key: 'equity', label: t('calculators.nps.equity'), color: COLORS.value, kind: 'bar', stack: 'mix' },
            {
              key: 'corporate',
              label: t('calculators.nps.corporateBonds'),
              color: COLORS.principal,
              kind: 'bar',
              stack: 'mix',
            },
            {
              key: 'government',
              label: t('calculators.nps.governmentSecurities'),
              color: COLORS.interest,
              kind: 'bar',
              stack: 'mix',
            },
          ],
        }}
      />
      <YearTable
        table={{
          title: t('calculators.nps.tableTitle', { fund: npsFundName(fund), code: fund }),
          columns: [
            { key: 'age', label: t('calculators.nps.age'), format: 'text' },
            { key: 'equity', label: t('calculators.nps.equity'), format: 'percent' },
            { key: 'corporate', label: t('calculators.nps.corporateBonds'), format: 'percent' },
            { key: 'government', label: t('calculators.nps.governmentSecurities'), format: 'percent' },
          ],
          rows,
          highlight: (row) => row.tableAge === out.tableAge,
          note: t('calculators.nps.tableNote'),
        }}
      />
      <details className="rounded-xl border border-slate-200 bg-white px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">
          {t('calculators.nps.activeChoice')}
        </summary>
        <div className="mt-3">
          <YearTable
            table={{
              title: t('calculators.nps.activeTitle'),
              columns: [
                { key: 'age', label: t('calculators.nps.age'), format: 'text' },
                { key: 'equity', label: t('calculators.nps.equityMax'), format: 'percent' },
                { key: 'govBond', label: t('calculators.nps.governmentBonds'), format: 'percent' },
              ],
              rows: activeChoiceRows(),
              highlight: (row) =>
                row.age === String(age) || (age <= 50 && row.age === '18–50') || (age >= 60 && row.age === '60+'),
            }}
          />
        </div>
      </details>
    </section>
  );
}
