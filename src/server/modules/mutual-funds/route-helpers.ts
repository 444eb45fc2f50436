import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { runCalculator, type CalculatorKey } from '../../../calculators/index.js';
import { AppError } from '../../../shared/app-error.js';
import { MODULE } from '../../../shared/package-info.js';
import { envelopeOf } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import { assertCalculatorAccess } from '../calculators/access.js';
import type { QuerySchema } from './route-schemas.js';

/** The plumbing of the mutual-fund routes (routes.ts): the access and presence guard, and one GET route's declaration. */

export const calcModule = { module: MODULE.CALCULATORS } as const;
export const tags = ['mutual funds'];

type QueryRecord = Record<string, unknown>;

/** The validated query as a plain record (for the presence check that runs before validation). */
function queryRecord(query: unknown): QueryRecord {
  return typeof query === 'object' && query !== null ? { ...query } : {};
}

/*
 * Query types of these routes, the TypeScript side of the querystring schemas in route-schemas.ts (built in
 * code there because they share the calculators' enums and the mutual-fund error codes); the formula
 * calculators' queries are their generated input types (src/shared/generated/calculators).
 */
export type SchemeCodeQuery = { schemeCode: number };
export type RollingVsCategoryQuery = SchemeCodeQuery & { windowMonths: number };
export type RollingVsBenchmarkQuery = RollingVsCategoryQuery & { benchmark: string; fdRatePct?: number };
export type SchemeCodesQuery = { schemeCodes: string };
export type CompareQuery = SchemeCodesQuery & { amount: number };
export type SwpQuery = SchemeCodeQuery & {
  startDate: string;
  endDate?: string;
  initialInvestment: number;
  monthlyWithdrawal: number;
  withdrawAtStart: boolean;
};
export type LumpSumQuery = SchemeCodeQuery & { startDate: string; endDate: string; amount: number };
export type EtfQuery = { schemeCode?: number; fromDate?: string; toDate?: string; frequency?: 'daily' | 'monthly' };

/**
 * Before schema validation: the caller's package must open this calculator (E-10117, whatever
 * the query says), and every required field must be present and not blank (E-10206, naming them).
 */
function guard(calculatorId: number | null, required: readonly string[]): preValidationAsyncHookHandler {
  return async (req: FastifyRequest) => {
    if (calculatorId !== null) assertCalculatorAccess(req.auth, calculatorId);
    const query = queryRecord(req.query);
    const missing = required.filter((f) => {
      const v = query[f];
      return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    });
    if (missing.length > 0) {
      const message = `Required: ${missing.join(', ')}.`;
      throw new AppError('E-10206', {
        message,
        fields: missing.map((field) => ({ field, code: 'E-10206', message: `${field} is required.` })),
      });
    }
  };
}

export function runFormula<K extends CalculatorKey>(key: K, input: unknown) {
  const result = runCalculator(key, input);
  if (!result.ok) {
    const first = result.errors[0];
    throw new AppError(first.code, { message: first.message, fields: result.errors });
  }
  return result.output;
}

/**
 * The GET route declarer of `app`: `T` is a route's query type, `R` the generated type of its answer schema (`response`,
 * a schemas/api file by `$id`), so a service whose answer no longer fits the schema fails `tsc` (docs/api.md).
 */
export function createRouteDeclarer(app: FastifyInstance) {
  return <T extends object, R>(
    path: string,
    opts: {
      summary: string;
      querystring: QuerySchema;
      calculatorId: number | null;
      response: Record<string, unknown>;
    },
    handler: (req: FastifyRequest<{ Querystring: T }>) => Promise<R> | R,
  ) => {
    app.get<{ Querystring: T }>(
      `/calculator/${path}`,
      {
        config: { access: calcModule },
        preValidation: guard(opts.calculatorId, opts.querystring.required),
        schema: {
          tags,
          summary: opts.summary,
          querystring: opts.querystring,
          response: { 200: envelopeOf(opts.response) },
        },
      },
      async (req) => ok(await handler(req)),
    );
  };
}
