import type { FastifyInstance } from 'fastify';
import type { CalculatorInput } from '../../../calculators/modules.js';
import type { AppContext } from '../../context.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import {
  findSchemes,
  getBroadCategories,
  getFundCompanies,
  getNavCoverage,
  getSchemeCategories,
  getSchemesByAmcAndBroadCategory,
  getTrackedFunds,
} from './listing-service.js';
import type { SchemeFilter } from './listing-queries.js';
import {
  calcModule,
  createRouteDeclarer,
  runFormula,
  tags,
  type CompareQuery,
  type EtfQuery,
  type LumpSumQuery,
  type RollingVsBenchmarkQuery,
  type RollingVsCategoryQuery,
  type SchemeCodesQuery,
  type SwpQuery,
} from './route-helpers.js';
import * as q from './route-schemas.js';
import type {
  GoalBasedTopUpSIPCalculatorOutput,
  MfBroadCategories,
  MfCommonStocks,
  MfComparison,
  MfEtfTracking,
  MfFundCompanies,
  MfLumpSum,
  MfPortfolioOverlap,
  MfRollingVsBenchmark,
  MfRollingVsCategory,
  MfSchemeCategories,
  MfSchemeList,
  MfSchemePage,
  MfSwp,
  MfTrackedFunds,
  StepUpSIPCalculatorOutput,
} from '../../../shared/generated/index.js';
import {
  getCommonStocks,
  getEtfTracking,
  getRollingVsBenchmark,
  getRollingVsCategory,
  getSchemeComparison,
  getSchemeLumpSum,
  getSchemeOverlap,
  getSchemeSwp,
} from './service.js';

/** Product calculator ids (docs/product-rules.md "Package info and modules") of the pages these endpoints serve. */
export const MF_CALCULATOR = {
  rollingVsCategory: 16,
  rollingVsBenchmark: 17,
  overlap: 18,
  swp: 19,
  goalTopUpSip: 23,
  stepUpSip: 24,
  etfCorner: 25,
  compare: 26,
} as const;

/**
 * The mutual-fund calculators and scheme lists of the api contract (docs/mutual-funds.md):
 * GET /api/v1/calculator/<name> with query parameters. Listing endpoints need the Calculators
 * module; each calculator also needs its own id in the caller's package.
 */
export async function mutualFundRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  /** One GET route, typed by its query and its answer schema (route-helpers.ts). */
  const route = createRouteDeclarer(app);

  route<{ broadCategory?: string }, MfSchemeCategories>(
    'all-scheme-categories',
    {
      summary: 'SEBI/AMFI scheme categories with scheme counts',
      querystring: q.categoriesQuery,
      calculatorId: null,
      response: schemaRef('mf-scheme-categories.schema.json'),
    },
    ({ query }) => getSchemeCategories(db, query),
  );
  route<Record<string, never>, MfBroadCategories>(
    'scheme-broad-categories',
    {
      summary: 'Broad categories (Equity, Debt, Hybrid, Solution Oriented, Other)',
      querystring: q.broadCategoriesQuery,
      calculatorId: null,
      response: schemaRef('mf-broad-categories.schema.json'),
    },
    () => getBroadCategories(db),
  );
  app.get(
    '/calculator/mf-nav-coverage',
    {
      config: { access: calcModule },
      schema: {
        tags,
        summary: 'The last date with imported NAVs (the pages say their data ends there)',
        querystring: q.broadCategoriesQuery,
        response: { 200: envelopeOf(schemaRef('mf-nav-coverage.schema.json')) },
      },
    },
    async () => ok(await getNavCoverage(db)),
  );
  route<{ active?: boolean }, MfFundCompanies>(
    'mutual-fund-companies',
    {
      summary: 'Fund houses',
      querystring: q.companiesQuery,
      calculatorId: null,
      response: schemaRef('mf-fund-companies.schema.json'),
    },
    ({ query }) => getFundCompanies(db, query),
  );
  route<Partial<SchemeFilter>, MfSchemePage>(
    'mutual-fund-schemes',
    {
      summary: 'Scheme search (name words or code) with filters, paged',
      querystring: q.schemesQuery,
      calculatorId: null,
      response: schemaRef('mf-scheme-page.schema.json'),
    },
    ({ query }) => findSchemes(db, query),
  );
  route<{ amc: string; broadCategory: string; plan?: 'Direct' | 'Regular' }, MfSchemeList>(
    'mf-schemes-by-amc-broad-category',
    {
      summary: 'Growth schemes of one fund house and broad category',
      querystring: q.schemesByAmcQuery,
      calculatorId: null,
      response: schemaRef('mf-scheme-list.schema.json'),
    },
    ({ query }) => getSchemesByAmcAndBroadCategory(db, query),
  );

  route<RollingVsCategoryQuery, MfRollingVsCategory>(
    'rolling-return-vs-category',
    {
      summary: 'Rolling returns of a scheme against its category average (16)',
      querystring: q.rollingVsCategoryQuery,
      calculatorId: MF_CALCULATOR.rollingVsCategory,
      response: schemaRef('mf-rolling-vs-category.schema.json'),
    },
    ({ query }) => getRollingVsCategory(db, { ...query }),
  );
  route<RollingVsBenchmarkQuery, MfRollingVsBenchmark>(
    'rolling-return-vs-benchmark',
    {
      summary: 'Rolling returns against NIFTY 50 TRI, PPF, FD or gold (17)',
      querystring: q.rollingVsBenchmarkQuery,
      calculatorId: MF_CALCULATOR.rollingVsBenchmark,
      response: schemaRef('mf-rolling-vs-benchmark.schema.json'),
    },
    ({ query }) => getRollingVsBenchmark(db, { ...query }),
  );
  route<SchemeCodesQuery, MfPortfolioOverlap>(
    'mutual-fund-portfolio-overlap',
    {
      summary: 'Overlap of two schemes’ disclosed equity portfolios (18)',
      querystring: q.twoSchemesQuery,
      calculatorId: MF_CALCULATOR.overlap,
      response: schemaRef('mf-portfolio-overlap.schema.json'),
    },
    ({ query }) => getSchemeOverlap(db, { ...query }),
  );
  route<SchemeCodesQuery, MfCommonStocks>(
    'common-stocks-across-mf-schemes',
    {
      summary: 'Stocks held by every one of 2 to 4 schemes (18)',
      querystring: q.twoSchemesQuery,
      calculatorId: MF_CALCULATOR.overlap,
      response: schemaRef('mf-common-stocks.schema.json'),
    },
    ({ query }) => getCommonStocks(db, { ...query }),
  );
  route<SwpQuery, MfSwp>(
    'mutual-fund-swp',
    {
      summary: 'Historical SWP on a scheme’s month-end NAVs (19)',
      querystring: q.swpQuery,
      calculatorId: MF_CALCULATOR.swp,
      response: schemaRef('mf-swp.schema.json'),
    },
    ({ query }) => getSchemeSwp(db, { ...query }),
  );
  route<LumpSumQuery, MfLumpSum>(
    'mf-lumpsum-returns',
    {
      summary: 'Lump sum in a scheme between two dates (a tab of the SWP page, 19)',
      querystring: q.lumpSumQuery,
      calculatorId: MF_CALCULATOR.swp,
      response: schemaRef('mf-lumpsum.schema.json'),
    },
    ({ query }) => getSchemeLumpSum(db, { ...query }),
  );
  route<CompareQuery, MfComparison>(
    'compare-mf-by-schemes',
    {
      summary: 'Compare 2 to 4 schemes (26)',
      querystring: q.compareQuery,
      calculatorId: MF_CALCULATOR.compare,
      response: schemaRef('mf-comparison.schema.json'),
    },
    ({ query }) => getSchemeComparison(db, { ...query }),
  );
  route<EtfQuery, MfTrackedFunds | MfEtfTracking>(
    'etf-corner',
    {
      summary: 'Tracked index funds and ETFs; with schemeCode, tracking error and difference (25)',
      querystring: q.etfQuery,
      calculatorId: MF_CALCULATOR.etfCorner,
      response: { anyOf: [schemaRef('mf-tracked-funds.schema.json'), schemaRef('mf-etf-tracking.schema.json')] },
    },
    ({ query }) => (query.schemeCode === undefined ? getTrackedFunds(db) : getEtfTracking(db, { ...query })),
  );

  route<CalculatorInput<'goal_topup_sip'>, GoalBasedTopUpSIPCalculatorOutput>(
    'goal-based-topup-sip',
    {
      summary: 'Goal-based top-up SIP (23)',
      querystring: q.formulaQuery('goal_topup_sip'),
      calculatorId: MF_CALCULATOR.goalTopUpSip,
      response: q.formulaAnswer('goal_topup_sip'),
    },
    ({ query }) => runFormula('goal_topup_sip', query),
  );
  route<CalculatorInput<'step_up_sip'>, StepUpSIPCalculatorOutput>(
    'step-up-sip',
    {
      summary: 'Step-up SIP (24)',
      querystring: q.formulaQuery('step_up_sip'),
      calculatorId: MF_CALCULATOR.stepUpSip,
      response: q.formulaAnswer('step_up_sip'),
    },
    ({ query }) => runFormula('step_up_sip', query),
  );
}
