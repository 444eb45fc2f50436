import type { FastifyInstance } from 'fastify';
import { getCalculator, getCatalogueEntry, runCalculator } from '../../../calculators/index.js';
import { AppError } from '../../../shared/app-error.js';
import { MODULE } from '../../../shared/package-info.js';
import calculatorKeyParams from '../../../../schemas/api/calculator-key-params.schema.json';
import calculatorUseSchema from '../../../../schemas/api/calculator-use.schema.json';
import calculatorFavouriteSchema from '../../../../schemas/api/calculator-favourite.schema.json';
import type {
  CalculatorCardList,
  CalculatorFavourite,
  CalculatorFavouriteAnswer,
  CalculatorKeyParams,
  CalculatorOutput,
  CalculatorUsageCounts,
  CalculatorUse,
  CalculatorUseAnswer,
} from '../../../shared/generated/index.js';
import { envelopeOf, fileAnswer, MEDIA, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer, WithDefaults } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { ACTION } from '../activity/log-activity.js';
import { assertCalculatorAccess } from './access.js';
import { listCalculatorCards, recordCalculatorUse, setFavourite, getUsageCounts } from './service.js';
import { buildSpendingTracker } from './spending-tracker.js';

const calcModule = { module: MODULE.CALCULATORS } as const;

export async function calculatorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.post<{ Params: CalculatorKeyParams; Reply: Answer<CalculatorOutput> }>(
    '/calculator/compute/:key',
    {
      config: { access: calcModule },
      schema: {
        tags: ['calculators'],
        summary: 'Validate the input against the calculator’s schema and compute it',
        params: calculatorKeyParams,
        response: { 200: envelopeOf(schemaRef('calculator-output.schema.json')) },
      },
    },
    async (req) => {
      const { key } = req.params;
      const calc = getCalculator(key);
      if (!calc) throw new AppError('E-10545');
      assertCalculatorAccess(req.auth, calc.id);
      const result = runCalculator(key, req.body ?? {});
      if (!result.ok) {
        const first = result.errors[0];
        throw new AppError(first.code, { message: first.message, fields: result.errors });
      }
      return ok(result.output);
    },
  );

  app.get<{ Reply: Answer<CalculatorCardList> }>(
    '/calculators',
    {
      config: { access: calcModule },
      schema: {
        tags: ['calculators'],
        summary: 'Calculator cards for the caller',
        response: { 200: envelopeOf(schemaRef('calculator-card-list.schema.json')) },
      },
    },
    async (req) => ok(await listCalculatorCards(db, req.auth!)),
  );

  app.get<{ Reply: Answer<CalculatorUsageCounts> }>(
    '/calculators/user-count',
    {
      config: { access: calcModule },
      schema: {
        tags: ['calculators'],
        summary: 'Usage counts per calculator',
        response: { 200: envelopeOf(schemaRef('calculator-usage-counts.schema.json')) },
      },
    },
    async () => ok(await getUsageCounts(db)),
  );

  app.post<{ Body: WithDefaults<CalculatorUse, 'update_count'>; Reply: Answer<CalculatorUseAnswer> }>(
    '/calculators/user-count',
    {
      config: { access: calcModule },
      schema: {
        tags: ['calculators'],
        summary: 'Log that a calculator was opened',
        body: calculatorUseSchema,
        response: { 200: envelopeOf(schemaRef('calculator-use-answer.schema.json')) },
      },
    },
    async (req) => {
      const b = req.body;
      assertCalculatorAccess(req.auth, b.calculator_id);
      return ok(
        await recordCalculatorUse(db, { auth: req.auth!, calculatorId: b.calculator_id, updateCount: b.update_count }),
      );
    },
  );

  app.post<{ Body: CalculatorFavourite; Reply: Answer<CalculatorFavouriteAnswer> }>(
    '/calculators/favourite',
    {
      config: { access: calcModule },
      schema: {
        tags: ['calculators'],
        summary: 'Mark or unmark a favourite calculator',
        body: calculatorFavouriteSchema,
        response: { 200: envelopeOf(schemaRef('calculator-favourite-answer.schema.json')) },
      },
    },
    async (req) => {
      const b = req.body;
      // Only a calculator of the caller's package can be marked (unmarking a stale one stays possible).
      if (b.is_favourite) assertCalculatorAccess(req.auth, b.calculator_id);
      return ok(
        await setFavourite(db, { userId: req.auth!.user.id, calculatorId: b.calculator_id, favourite: b.is_favourite }),
      );
    },
  );
}

let trackerCache: Promise<Buffer> | null = null;

/** The monthly spending tracker download under /files/ (bearer token required; the download is logged). */
export async function spendingTrackerRoute(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    getCatalogueEntry(12).route,
    {
      config: { access: calcModule },
      schema: {
        tags: ['calculators'],
        summary: 'The monthly spending tracker spreadsheet (calculator 12)',
        response: { 200: fileAnswer('The spreadsheet (xlsx)', [MEDIA.xlsx]) },
      },
    },
    async (req, reply) => {
      assertCalculatorAccess(req.auth, 12);
      trackerCache ??= buildSpendingTracker();
      const file = await trackerCache;
      await recordCalculatorUse(ctx.db, {
        auth: req.auth!,
        calculatorId: 12,
        updateCount: true,
        actionId: ACTION.DOWNLOAD,
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="monthly-spending-tracker.xlsx"')
        .send(file);
    },
  );
}
