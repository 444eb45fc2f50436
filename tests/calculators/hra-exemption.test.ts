import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const hra = calculators.hra_exemption.compute;

describe('hra_exemption (calculators.md §5, s.10(13A) with Rule 2A)', () => {
  it('exempt = least of HRA received, rent − 10 % of salary, 50 % of salary (metro)', () => {
    const out = hra({
      basicDaAnnual: 600000,
      hraReceivedAnnual: 300000,
      rentPaidAnnual: 300000,
      isMetro: true,
      regime: 'old',
    });
    // (a) 3,00,000 (b) 3,00,000 − 60,000 = 2,40,000 (c) 3,00,000 → 2,40,000
    expect(out.hraExemption).toBe(240000);
    expect(out.taxableHra).toBe(60000);
    expect(out.bindingLimit).toBe('rentMinusTenPct');
  });

  it('non-metro (including Bengaluru, Hyderabad, Pune) uses 40 % of salary', () => {
    const out = hra({ basicDaAnnual: 600000, hraReceivedAnnual: 300000, rentPaidAnnual: 400000, isMetro: false });
    // (a) 3,00,000 (b) 3,40,000 (c) 2,40,000
    expect(out.hraExemption).toBe(240000);
    expect(out.salaryPct).toBe(40);
    expect(out.bindingLimit).toBe('salaryPct');
    const metro = hra({ basicDaAnnual: 600000, hraReceivedAnnual: 300000, rentPaidAnnual: 400000, isMetro: true });
    expect(metro.hraExemption).toBe(300000);
    expect(metro.bindingLimit).toBe('hraReceived');
  });

  it('rent below 10 % of salary gives no exemption (floor 0)', () => {
    const out = hra({ basicDaAnnual: 1000000, hraReceivedAnnual: 200000, rentPaidAnnual: 80000, isMetro: true });
    expect(out.hraExemption).toBe(0);
    expect(out.rentMinusTenPctLimit).toBe(0);
    expect(out.taxableHra).toBe(200000);
  });

  it('is not available in the new regime', () => {
    const out = hra({
      basicDaAnnual: 600000,
      hraReceivedAnnual: 300000,
      rentPaidAnnual: 300000,
      isMetro: true,
      regime: 'new',
    });
    expect(out.hraExemption).toBe(0);
    expect(out.taxableHra).toBe(300000);
    expect(out.bindingLimit).toBe('newRegime');
  });
});
