import { calculators, type CalculatorKey } from '../../../calculators/index.js';
import { BENCHMARKS } from '../../../calculators/mf/benchmark-index.js';
import { ROLLING_WINDOWS } from '../../../calculators/mf/rolling.js';
import { embedded } from '../../plugins/api-schemas.js';

/**
 * Querystring schemas of the calculator endpoints. Query strings are coerced ("84" -> 84), so
 * the types here are the real ones; `x-error-codes` gives each field the mutual-fund code its
 * kind of mistake has (a bad scheme code E-10580, a bad date E-10591...). A field that is
 * missing or blank is caught before validation by `requireQueryFields` (E-10206), because a
 * blank number would otherwise be coerced to 0 and reported as a bad amount.
 */

type Props = Record<string, Record<string, unknown>>;

export type QuerySchema = {
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Props;
  'x-error-codes': Record<string, string>;
};

const schemeCode = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'AMFI scheme code' };
const schemeCodes = {
  type: 'string',
  maxLength: 120,
  pattern: '^\\s*\\d{1,10}\\s*(,\\s*\\d{1,10}\\s*)*,?\\s*$',
  description: 'AMFI scheme codes, comma-separated',
};
const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD' };
const rupees = { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'rupees' };
const name = { type: 'string', minLength: 1, maxLength: 120 };
const plan = { type: 'string', enum: ['Direct', 'Regular'] };

const FIELD_CODES: Record<string, string> = {
  schemeCode: 'E-10580',
  schemeCodes: 'E-10580',
  windowMonths: 'E-10587',
  benchmark: 'E-10588',
  startDate: 'E-10591',
  endDate: 'E-10591',
  fromDate: 'E-10591',
  toDate: 'E-10591',
  amount: 'E-10590',
  initialInvestment: 'E-10590',
  monthlyWithdrawal: 'E-10590',
  fdRatePct: 'E-10590',
};

function query(properties: Props, required: string[] = []): QuerySchema {
  const codes = Object.fromEntries(
    Object.keys(properties)
      .filter((k) => FIELD_CODES[k])
      .map((k) => [k, FIELD_CODES[k]]),
  );
  return { type: 'object', additionalProperties: false, required, properties, 'x-error-codes': codes };
}

export const categoriesQuery = query({ broadCategory: name });
export const broadCategoriesQuery = query({});
export const companiesQuery = query({
  active: { type: 'boolean', default: true, description: 'only fund houses with a scheme still publishing NAVs' },
});

export const schemesQuery = query({
  q: { type: 'string', maxLength: 100, description: 'words of the scheme name (all must match), or a scheme code' },
  amc: name,
  broadCategory: name,
  category: name,
  plan,
  option: { type: 'string', enum: ['Growth', 'IDCW/Bonus', 'any'], default: 'Growth' },
  withHistory: {
    type: 'boolean',
    default: true,
    description: 'only schemes with a NAV history (what the calculators can use)',
  },
  trackedIndex: name,
  hasPortfolio: { type: 'boolean', description: 'only schemes with a disclosed equity portfolio' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
});

export const schemesByAmcQuery = query({ amc: name, broadCategory: name, plan }, ['amc', 'broadCategory']);

export const rollingVsCategoryQuery = query(
  { schemeCode, windowMonths: { type: 'integer', enum: [...ROLLING_WINDOWS] } },
  ['schemeCode', 'windowMonths'],
);

export const rollingVsBenchmarkQuery = query(
  {
    schemeCode,
    benchmark: { type: 'string', enum: [...BENCHMARKS] },
    windowMonths: { type: 'integer', enum: [...ROLLING_WINDOWS] },
    fdRatePct: {
      type: 'number',
      minimum: 0,
      maximum: 20,
      description: 'FD only: % a year assumed after April 2016, the last known SBI rate',
    },
  },
  ['schemeCode', 'benchmark', 'windowMonths'],
);

export const twoSchemesQuery = query({ schemeCodes }, ['schemeCodes']);
export const compareQuery = query({ schemeCodes, amount: { ...rupees, default: 10_000 } }, ['schemeCodes']);

export const swpQuery = query(
  {
    schemeCode,
    startDate: isoDate,
    endDate: isoDate,
    initialInvestment: rupees,
    monthlyWithdrawal: rupees,
    withdrawAtStart: { type: 'boolean', default: false },
  },
  ['schemeCode', 'startDate', 'initialInvestment', 'monthlyWithdrawal'],
);

export const lumpSumQuery = query({ schemeCode, startDate: isoDate, endDate: isoDate, amount: rupees }, [
  'schemeCode',
  'startDate',
  'endDate',
  'amount',
]);

export const etfQuery = query({
  schemeCode,
  fromDate: isoDate,
  toDate: isoDate,
  frequency: { type: 'string', enum: ['daily', 'monthly'] },
});

/**
 * A formula calculator's input schema as a querystring schema: the same fields and types (the
 * registry checks ranges with its own codes), wrong types E-10541, missing fields E-10206.
 */
export function formulaQuery(key: CalculatorKey): QuerySchema {
  const input = calculators[key].inputSchema as {
    required?: string[];
    properties?: Record<string, { type?: string; enum?: unknown[]; title?: string }>;
  };
  const properties: Props = {};
  for (const [field, p] of Object.entries(input.properties ?? {})) {
    properties[field] = {
      type: p.type,
      ...(p.enum ? { enum: p.enum } : {}),
      ...(p.title ? { description: p.title } : {}),
    };
  }
  const codes = Object.fromEntries(Object.keys(properties).map((k) => [k, 'E-10541']));
  return {
    type: 'object',
    additionalProperties: false,
    required: input.required ?? [],
    properties,
    'x-error-codes': codes,
  };
}

/** The answer schema of a formula calculator served here: its output schema (schemas/calculators), embedded. */
export function formulaAnswer(key: CalculatorKey): Record<string, unknown> {
  return embedded(calculators[key].outputSchema);
}
