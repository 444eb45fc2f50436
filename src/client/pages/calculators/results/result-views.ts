import { t } from '../../../../i18n/browser';
import type { CalculatorKey } from '../../../../calculators/index';
import { INVEST_VIEWS } from './views-invest';
import { LOAN_VIEWS } from './views-loans';
import { RETIREMENT_VIEWS } from './views-retirement';
import { SAVINGS_VIEWS } from './views-savings';
import { SIP_VIEWS } from './views-sip';
import { TAX_VIEWS } from './views-tax';
import { defineView, type LooseView } from './view-types';

/** The allocation helper has no page of its own; the NPS page shows it through its special view. */
const NPS_ALLOCATION = defineView<'nps_lifecycle_allocation'>({
  headline: [{ field: 'equityPct' }, { field: 'corporateBondsPct' }, { field: 'governmentSecuritiesPct' }],
  summary: (o) =>
    t('calculators.views.NPS_ALLOCATION.summary', {
      fundLabel: o.fundLabel,
      fund: o.fund,
      age: o.age,
      equityPct: o.equityPct,
      corporateBondsPct: o.corporateBondsPct,
      governmentSecuritiesPct: o.governmentSecuritiesPct,
    }),
  explanation: () => [],
});

/** One result view per registry key; exhaustive, so a new calculator fails to compile until it has one. */
export const RESULT_VIEWS: Record<CalculatorKey, LooseView> = {
  ...SIP_VIEWS,
  ...INVEST_VIEWS,
  ...SAVINGS_VIEWS,
  ...RETIREMENT_VIEWS,
  ...LOAN_VIEWS,
  ...TAX_VIEWS,
  nps_lifecycle_allocation: NPS_ALLOCATION,
};
