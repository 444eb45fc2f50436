import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { calculatorKeys, calculators } from '../../src/calculators';
import type { DatedConstant } from '../../src/calculators/rate-types';
import { RATES } from '../../src/calculators/rates';
import { formatAsOf, RATES_USED, ratesFor } from '../../src/calculators/rates-by-calculator';

/** What the page needs of a dated constant: a real calendar date and a named source. */
function problems(c: Partial<DatedConstant<unknown>>): string[] {
  const out: string[] = [];
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(c.asOf ?? '');
  if (!date) out.push('no date');
  else {
    const d = new Date(`${c.asOf}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== c.asOf) out.push('not a calendar date');
  }
  if (!c.source || c.source.trim().length < 5) out.push('no source');
  if (!c.label?.trim()) out.push('no label');
  if (!c.display?.trim()) out.push('no display text');
  if (c.value === undefined || c.value === null) out.push('no value');
  if (c.unconfirmed !== undefined && !c.unconfirmed.trim()) out.push('empty unconfirmed note');
  return out;
}

describe('the table of dated constants (src/calculators/rates.ts)', () => {
  it('every constant has a date, a source, a label and a value', () => {
    for (const [id, c] of Object.entries(RATES)) expect(problems(c), id).toEqual([]);
  });

  it('the check fails a constant without a date or a source', () => {
    const ppf: DatedConstant<unknown> = RATES.ppf;
    expect(problems({ ...ppf, asOf: '' })).toContain('no date');
    expect(problems({ ...ppf, asOf: '2026-02-30' })).toContain('not a calendar date');
    expect(problems({ ...ppf, source: '' })).toContain('no source');
    expect(problems({ label: 'x', value: 1, display: 'x' })).toEqual(['no date', 'no source']);
  });

  it('every calculator lists the constants it uses, and every constant is used', () => {
    expect(Object.keys(RATES_USED).sort()).toEqual([...calculatorKeys].sort());
    const used = new Set(Object.values(RATES_USED).flat());
    expect([...used].sort()).toEqual(Object.keys(RATES).sort());
    expect(ratesFor('ppf')).toEqual([RATES.ppf]);
    expect(ratesFor('sip')).toEqual([]);
    for (const key of ['tax_regime_fy2024_25', 'tax_regime_fy2025_26', 'tax_regime_fy2026_27'] as const) {
      expect(ratesFor(key).length, key).toBe(5);
    }
  });

  it('formats the date for the page', () => {
    expect(formatAsOf('2026-04-01')).toBe('1 Apr 2026');
    expect(formatAsOf('2025-12-16')).toBe('16 Dec 2025');
  });

  it('the schema defaults of the rate inputs are the dated rates', () => {
    const defaultOf = (key: 'ppf' | 'ssy' | 'epf', field: string) =>
      (calculators[key].inputSchema.properties?.[field] as { default?: unknown } | undefined)?.default;
    expect(defaultOf('ppf', 'annualRatePct')).toBe(RATES.ppf.value);
    expect(defaultOf('ssy', 'annualRatePct')).toBe(RATES.ssy.value);
    expect(defaultOf('epf', 'interestRatePct')).toBe(RATES.epf.value);
    expect(
      (calculators.credit_card_payoff.inputSchema.properties?.gstOnInterestPct as { default?: unknown }).default,
    ).toBe(RATES.gst_card_interest.value);
    expect((calculators.nps.inputSchema.properties?.annuityPct as { default?: unknown }).default).toBe(
      RATES.nps_exit.value.govtMinAnnuityPct,
    );
  });

  it('the calculators compute with the dated rates when no rate is entered', () => {
    const ppf = calculators.ppf.compute;
    expect(ppf({ annualDeposit: 150000 }).maturityValue).toBe(
      ppf({ annualDeposit: 150000, annualRatePct: RATES.ppf.value }).maturityValue,
    );
    const ssy = calculators.ssy.compute;
    expect(ssy({ annualDeposit: 150000 }).maturityValue).toBe(
      ssy({ annualDeposit: 150000, annualRatePct: RATES.ssy.value }).maturityValue,
    );
    const alloc = calculators.nps_lifecycle_allocation.compute({ age: 45, fund: 'LC75' });
    expect([alloc.equityPct, alloc.corporateBondsPct]).toEqual([...RATES.nps_lifecycle.value.LC75[10]]);
  });

  it('tax year 2026-27 computes with its dated figures (standard deduction, rebate, cess)', () => {
    const figures = RATES.tax_new_regime_fy2026_27.value;
    const out = calculators.tax_regime_fy2026_27.compute({ salaryIncome: 2000000, regime: 'new' });
    expect(out.new.standardDeduction).toBe(figures.standardDeduction);
    expect(out.old.standardDeduction).toBe(RATES.tax_old_regime.value.standardDeduction);
    expect(out.new.cess).toBeCloseTo((out.new.taxAfterRebate * RATES.tax_cess.value) / 100, 9);
    const atLimit = calculators.tax_regime_fy2026_27.compute({
      salaryIncome: 0,
      otherIncome: figures.rebateLimit,
      regime: 'new',
    });
    expect(atLimit.rebate).toBe(figures.maxRebate);
    expect(atLimit.totalTax).toBe(0);
  });

  it('the tax year 2026-27 output validates against its schema and names the year', () => {
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
    const check = ajv.compile(calculators.tax_regime_fy2026_27.outputSchema);
    const out = calculators.tax_regime_fy2026_27.compute({ salaryIncome: 5200000, sec80C: 150000 });
    expect(check(out), JSON.stringify(check.errors)).toBe(true);
    expect(out.financialYear).toBe('2026-27');
  });
});
