import { describe, expect, it } from 'vitest';
import { calculators, getCatalogueEntry } from '../../src/calculators';
import { defaultTaxYear, findTaxYear, istDate, TAX_YEARS } from '../../src/calculators/tax-years';

/** The years the current-year tax page (calculator 21) lists. */
const page21 = TAX_YEARS.filter((y) => getCatalogueEntry(21).keys.includes(y.key));
const page8 = TAX_YEARS.filter((y) => getCatalogueEntry(8).keys.includes(y.key));

describe('tax years: the default follows the date in India (IST, UTC+5:30)', () => {
  it('31 March 2026, 23:59 IST is still FY 2025-26', () => {
    const lastMinute = new Date('2026-03-31T18:29:59Z');
    expect(istDate(lastMinute)).toBe('2026-03-31');
    expect(defaultTaxYear(lastMinute).year).toBe('2025-26');
    expect(defaultTaxYear(lastMinute, page21).key).toBe('tax_regime_fy2025_26');
  });

  it('1 April 2026, 00:00 IST opens tax year 2026-27, though it is still 31 March in UTC', () => {
    const firstMinute = new Date('2026-03-31T18:30:00Z');
    expect(istDate(firstMinute)).toBe('2026-04-01');
    expect(defaultTaxYear(firstMinute).year).toBe('2026-27');
    expect(defaultTaxYear(firstMinute, page21).key).toBe('tax_regime_fy2026_27');
    expect(defaultTaxYear(new Date('2026-03-31T23:00:00Z'), page21).year).toBe('2026-27');
  });

  it('stays on 2026-27 through 31 March 2027 (no later year is offered yet)', () => {
    expect(defaultTaxYear(new Date('2026-11-24T10:00:00Z')).year).toBe('2026-27');
    expect(defaultTaxYear(new Date('2027-03-31T18:29:59Z')).year).toBe('2026-27');
  });

  it('1 April 2025 IST starts FY 2025-26; the day before is FY 2024-25', () => {
    expect(defaultTaxYear(new Date('2025-03-31T18:29:59Z')).year).toBe('2024-25');
    expect(defaultTaxYear(new Date('2025-03-31T18:30:00Z')).year).toBe('2025-26');
  });

  it('the 2024-25 page keeps its own year whatever the date', () => {
    expect(page8.map((y) => y.year)).toEqual(['2024-25']);
    expect(defaultTaxYear(new Date('2026-11-24T10:00:00Z'), page8).year).toBe('2024-25');
  });

  it('every offered year has a registry key whose output names the year; the earlier years stay selectable', () => {
    expect(TAX_YEARS.map((y) => y.year)).toEqual(['2026-27', '2025-26', '2024-25']);
    for (const y of TAX_YEARS) {
      expect(findTaxYear(y.year)).toBe(y);
      expect(calculators[y.key].compute({ salaryIncome: 1500000 }).financialYear).toBe(y.year);
    }
    expect(findTaxYear('2023-24')).toBeNull();
    expect(findTaxYear(null)).toBeNull();
  });

  it('only tax year 2026-27 is under the Income-tax Act 2025', () => {
    expect(TAX_YEARS.filter((y) => y.act === '2025').map((y) => y.year)).toEqual(['2026-27']);
  });
});
