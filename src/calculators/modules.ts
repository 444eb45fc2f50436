/**
 * The calculator modules keyed by registry key: schemas, compute and cross-field checks. Kept apart
 * from index.ts so validate.ts can use it without importing the registry (no import cycle).
 */
import sipInput from '../../schemas/calculators/sip.input.schema.json';
import sipOutput from '../../schemas/calculators/sip.output.schema.json';
import * as sip from './sip';
import stepUpSipInput from '../../schemas/calculators/step_up_sip.input.schema.json';
import stepUpSipOutput from '../../schemas/calculators/step_up_sip.output.schema.json';
import * as stepUpSip from './step-up-sip';
import goalTopupSipInput from '../../schemas/calculators/goal_topup_sip.input.schema.json';
import goalTopupSipOutput from '../../schemas/calculators/goal_topup_sip.output.schema.json';
import * as goalTopupSip from './goal-topup-sip';
import goalPlanningInput from '../../schemas/calculators/goal_planning.input.schema.json';
import goalPlanningOutput from '../../schemas/calculators/goal_planning.output.schema.json';
import * as goalPlanning from './goal-planning';
import swpInput from '../../schemas/calculators/swp.input.schema.json';
import swpOutput from '../../schemas/calculators/swp.output.schema.json';
import * as swp from './swp';
import homeLoanEmiInput from '../../schemas/calculators/home_loan_emi.input.schema.json';
import homeLoanEmiOutput from '../../schemas/calculators/home_loan_emi.output.schema.json';
import * as homeLoanEmi from './home-loan-emi';
import homeLoanPrepaymentInput from '../../schemas/calculators/home_loan_prepayment.input.schema.json';
import homeLoanPrepaymentOutput from '../../schemas/calculators/home_loan_prepayment.output.schema.json';
import * as homeLoanPrepayment from './home-loan-prepayment';
import creditCardPayoffInput from '../../schemas/calculators/credit_card_payoff.input.schema.json';
import creditCardPayoffOutput from '../../schemas/calculators/credit_card_payoff.output.schema.json';
import * as creditCardPayoff from './credit-card-payoff';
import ppfInput from '../../schemas/calculators/ppf.input.schema.json';
import ppfOutput from '../../schemas/calculators/ppf.output.schema.json';
import * as ppf from './ppf';
import ssyInput from '../../schemas/calculators/ssy.input.schema.json';
import ssyOutput from '../../schemas/calculators/ssy.output.schema.json';
import * as ssy from './ssy';
import epfInput from '../../schemas/calculators/epf.input.schema.json';
import epfOutput from '../../schemas/calculators/epf.output.schema.json';
import * as epf from './epf';
import hraExemptionInput from '../../schemas/calculators/hra_exemption.input.schema.json';
import hraExemptionOutput from '../../schemas/calculators/hra_exemption.output.schema.json';
import * as hraExemption from './hra-exemption';
import taxRegimeFy202425Input from '../../schemas/calculators/tax_regime_fy2024_25.input.schema.json';
import taxRegimeFy202425Output from '../../schemas/calculators/tax_regime_fy2024_25.output.schema.json';
import * as taxRegimeFy202425 from './tax-regime-fy2024-25';
import taxRegimeFy202526Input from '../../schemas/calculators/tax_regime_fy2025_26.input.schema.json';
import taxRegimeFy202526Output from '../../schemas/calculators/tax_regime_fy2025_26.output.schema.json';
import * as taxRegimeFy202526 from './tax-regime-fy2025-26';
import taxRegimeFy202627Input from '../../schemas/calculators/tax_regime_fy2026_27.input.schema.json';
import taxRegimeFy202627Output from '../../schemas/calculators/tax_regime_fy2026_27.output.schema.json';
import * as taxRegimeFy202627 from './tax-regime-fy2026-27';
import npsInput from '../../schemas/calculators/nps.input.schema.json';
import npsOutput from '../../schemas/calculators/nps.output.schema.json';
import * as nps from './nps';
import npsLifecycleAllocationInput from '../../schemas/calculators/nps_lifecycle_allocation.input.schema.json';
import npsLifecycleAllocationOutput from '../../schemas/calculators/nps_lifecycle_allocation.output.schema.json';
import * as npsLifecycleAllocation from './nps-lifecycle-allocation';
import humanLifeValueInput from '../../schemas/calculators/human_life_value.input.schema.json';
import humanLifeValueOutput from '../../schemas/calculators/human_life_value.output.schema.json';
import * as humanLifeValue from './human-life-value';
import retirementPlannerInput from '../../schemas/calculators/retirement_planner.input.schema.json';
import retirementPlannerOutput from '../../schemas/calculators/retirement_planner.output.schema.json';
import * as retirementPlanner from './retirement-planner';
import financialFreedomInput from '../../schemas/calculators/financial_freedom.input.schema.json';
import financialFreedomOutput from '../../schemas/calculators/financial_freedom.output.schema.json';
import * as financialFreedom from './financial-freedom';
import buyVsRentInput from '../../schemas/calculators/buy_vs_rent.input.schema.json';
import buyVsRentOutput from '../../schemas/calculators/buy_vs_rent.output.schema.json';
import * as buyVsRent from './buy-vs-rent';
import type { CalculatorKey, FieldError, JsonObjectSchema } from './types';

/** Input and output types of every calculator, by key. */
export type CalculatorIO = {
  sip: { input: sip.SipInput; output: sip.SipOutput };
  step_up_sip: { input: stepUpSip.StepUpSipInput; output: stepUpSip.StepUpSipOutput };
  goal_topup_sip: { input: goalTopupSip.GoalTopupSipInput; output: goalTopupSip.GoalTopupSipOutput };
  goal_planning: { input: goalPlanning.GoalPlanningInput; output: goalPlanning.GoalPlanningOutput };
  swp: { input: swp.SwpInput; output: swp.SwpOutput };
  home_loan_emi: { input: homeLoanEmi.HomeLoanEmiInput; output: homeLoanEmi.HomeLoanEmiOutput };
  home_loan_prepayment: {
    input: homeLoanPrepayment.HomeLoanPrepaymentInput;
    output: homeLoanPrepayment.HomeLoanPrepaymentOutput;
  };
  credit_card_payoff: {
    input: creditCardPayoff.CreditCardPayoffInput;
    output: creditCardPayoff.CreditCardPayoffOutput;
  };
  ppf: { input: ppf.PpfInput; output: ppf.PpfOutput };
  ssy: { input: ssy.SsyInput; output: ssy.SsyOutput };
  epf: { input: epf.EpfInput; output: epf.EpfOutput };
  hra_exemption: { input: hraExemption.HraExemptionInput; output: hraExemption.HraExemptionOutput };
  tax_regime_fy2024_25: { input: taxRegimeFy202425.TaxRegimeInput; output: taxRegimeFy202425.TaxRegimeOutput };
  tax_regime_fy2025_26: { input: taxRegimeFy202526.TaxRegimeInput; output: taxRegimeFy202526.TaxRegimeOutput };
  tax_regime_fy2026_27: { input: taxRegimeFy202627.TaxRegimeInput; output: taxRegimeFy202627.TaxRegimeOutput };
  nps: { input: nps.NpsInput; output: nps.NpsOutput };
  nps_lifecycle_allocation: {
    input: npsLifecycleAllocation.NpsLifecycleAllocationInput;
    output: npsLifecycleAllocation.NpsLifecycleAllocationOutput;
  };
  human_life_value: { input: humanLifeValue.HumanLifeValueInput; output: humanLifeValue.HumanLifeValueOutput };
  retirement_planner: {
    input: retirementPlanner.RetirementPlannerInput;
    output: retirementPlanner.RetirementPlannerOutput;
  };
  financial_freedom: { input: financialFreedom.FinancialFreedomInput; output: financialFreedom.FinancialFreedomOutput };
  buy_vs_rent: { input: buyVsRent.BuyVsRentInput; output: buyVsRent.BuyVsRentOutput };
};

export type CalculatorInput<K extends CalculatorKey> = CalculatorIO[K]['input'];
export type CalculatorOutput<K extends CalculatorKey> = CalculatorIO[K]['output'];

export type CalculatorModule<K extends CalculatorKey> = {
  inputSchema: JsonObjectSchema;
  outputSchema: JsonObjectSchema;
  compute: (input: CalculatorInput<K>) => CalculatorOutput<K>;
  /** Rules JSON Schema cannot express (age order, amount against outstanding); runs after the schema passes. */
  checkInput: (input: CalculatorInput<K>) => FieldError[];
};

const noCrossFieldRules = (): FieldError[] => [];

export const calculatorModules: { [K in CalculatorKey]: CalculatorModule<K> } = {
  sip: { inputSchema: sipInput, outputSchema: sipOutput, compute: sip.compute, checkInput: noCrossFieldRules },
  step_up_sip: {
    inputSchema: stepUpSipInput,
    outputSchema: stepUpSipOutput,
    compute: stepUpSip.compute,
    checkInput: noCrossFieldRules,
  },
  goal_topup_sip: {
    inputSchema: goalTopupSipInput,
    outputSchema: goalTopupSipOutput,
    compute: goalTopupSip.compute,
    checkInput: noCrossFieldRules,
  },
  goal_planning: {
    inputSchema: goalPlanningInput,
    outputSchema: goalPlanningOutput,
    compute: goalPlanning.compute,
    checkInput: noCrossFieldRules,
  },
  swp: { inputSchema: swpInput, outputSchema: swpOutput, compute: swp.compute, checkInput: noCrossFieldRules },
  home_loan_emi: {
    inputSchema: homeLoanEmiInput,
    outputSchema: homeLoanEmiOutput,
    compute: homeLoanEmi.compute,
    checkInput: noCrossFieldRules,
  },
  home_loan_prepayment: {
    inputSchema: homeLoanPrepaymentInput,
    outputSchema: homeLoanPrepaymentOutput,
    compute: homeLoanPrepayment.compute,
    checkInput: homeLoanPrepayment.checkInput,
  },
  credit_card_payoff: {
    inputSchema: creditCardPayoffInput,
    outputSchema: creditCardPayoffOutput,
    compute: creditCardPayoff.compute,
    checkInput: noCrossFieldRules,
  },
  ppf: { inputSchema: ppfInput, outputSchema: ppfOutput, compute: ppf.compute, checkInput: noCrossFieldRules },
  ssy: { inputSchema: ssyInput, outputSchema: ssyOutput, compute: ssy.compute, checkInput: ssy.checkInput },
  epf: { inputSchema: epfInput, outputSchema: epfOutput, compute: epf.compute, checkInput: epf.checkInput },
  hra_exemption: {
    inputSchema: hraExemptionInput,
    outputSchema: hraExemptionOutput,
    compute: hraExemption.compute,
    checkInput: noCrossFieldRules,
  },
  tax_regime_fy2024_25: {
    inputSchema: taxRegimeFy202425Input,
    outputSchema: taxRegimeFy202425Output,
    compute: taxRegimeFy202425.compute,
    checkInput: taxRegimeFy202425.checkInput,
  },
  tax_regime_fy2025_26: {
    inputSchema: taxRegimeFy202526Input,
    outputSchema: taxRegimeFy202526Output,
    compute: taxRegimeFy202526.compute,
    checkInput: taxRegimeFy202526.checkInput,
  },
  tax_regime_fy2026_27: {
    inputSchema: taxRegimeFy202627Input,
    outputSchema: taxRegimeFy202627Output,
    compute: taxRegimeFy202627.compute,
    checkInput: taxRegimeFy202627.checkInput,
  },
  nps: { inputSchema: npsInput, outputSchema: npsOutput, compute: nps.compute, checkInput: nps.checkInput },
  nps_lifecycle_allocation: {
    inputSchema: npsLifecycleAllocationInput,
    outputSchema: npsLifecycleAllocationOutput,
    compute: npsLifecycleAllocation.compute,
    checkInput: noCrossFieldRules,
  },
  human_life_value: {
    inputSchema: humanLifeValueInput,
    outputSchema: humanLifeValueOutput,
    compute: humanLifeValue.compute,
    checkInput: humanLifeValue.checkInput,
  },
  retirement_planner: {
    inputSchema: retirementPlannerInput,
    outputSchema: retirementPlannerOutput,
    compute: retirementPlanner.compute,
    checkInput: retirementPlanner.checkInput,
  },
  financial_freedom: {
    inputSchema: financialFreedomInput,
    outputSchema: financialFreedomOutput,
    compute: financialFreedom.compute,
    checkInput: noCrossFieldRules,
  },
  buy_vs_rent: {
    inputSchema: buyVsRentInput,
    outputSchema: buyVsRentOutput,
    compute: buyVsRent.compute,
    checkInput: noCrossFieldRules,
  },
};
