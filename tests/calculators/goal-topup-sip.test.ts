import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const topUp = calculators.goal_topup_sip.compute;

describe('goal_topup_sip (calculators.md §14, own formula)', () => {
  it('with 0 % top-up equals the goal-planning SIP', () => {
    const goal = calculators.goal_planning.compute({
      currentCost: 2500000,
      years: 15,
      inflationPct: 6,
      annualReturnPct: 12,
    });
    const out = topUp({ currentCost: 2500000, years: 15, inflationPct: 6, annualReturnPct: 12, annualTopUpPct: 0 });
    expect(out.startingMonthlySip).toBeCloseTo(goal.monthlySipRequired, 6);
    expect(out.flatMonthlySip).toBeCloseTo(goal.monthlySipRequired, 6);
    expect(out.futureCost).toBeCloseTo(goal.futureCost, 6);
  });

  it('futureCost = cost × (1+inf)^years and the starting SIP reaches it through the step-up SIP', () => {
    const out = topUp({ currentCost: 1000000, years: 10, inflationPct: 6, annualReturnPct: 12, annualTopUpPct: 10 });
    expect(out.futureCost).toBeCloseTo(1000000 * 1.06 ** 10, 6);
    const check = calculators.step_up_sip.compute({
      monthlyInvestment: out.startingMonthlySip,
      annualStepUpPct: 10,
      annualReturnPct: 12,
      years: 10,
    });
    expect(check.futureValue).toBeCloseTo(out.futureCost, 4);
    expect(out.totalInvested).toBeCloseTo(check.totalInvested, 4);
  });

  it('a top-up lowers the starting SIP below the flat SIP', () => {
    const out = topUp({ currentCost: 1000000, years: 10, inflationPct: 6, annualReturnPct: 12, annualTopUpPct: 10 });
    expect(out.startingMonthlySip).toBeLessThan(out.flatMonthlySip);
    expect(out.finalMonthlySip).toBeCloseTo(out.startingMonthlySip * 1.1 ** 9, 6);
    expect(out.totalInvestedFlat).toBeCloseTo(out.flatMonthlySip * 120, 6);
  });
});
