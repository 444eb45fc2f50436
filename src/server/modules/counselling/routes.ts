import type { FastifyInstance } from 'fastify';
import typeIdParams from '../../../../schemas/api/type-id-params.schema.json';
import type { TypeIdParams } from '../../../shared/generated/index.js';
import { ok } from '../../plugins/envelope.js';
import { registerJobs } from '../../plugins/jobs.js';
import type { AppContext } from '../../context.js';
import type { Deps } from './booking-common.js';
import { getMasterList } from './catalogue-service.js';
import { registerEmployeeBookingRoutes } from './employee-booking-routes.js';
import { registerEmployeeCatalogueRoutes } from './employee-catalogue-routes.js';
import { registerPublicRoutes } from './public-routes.js';
import { answer } from './route-parts.js';
import { counsellingTasks } from './scheduled-tasks.js';
import { ensureCounsellingServices } from './seed.js';

/**
 * The employee's and the public counselling calls. Thin: schema, access, one service call. The employee's catalogue
 * (employee-catalogue-routes.ts) and bookings (employee-booking-routes.ts), the option lists (here), then the public
 * pages' calls (public-routes.ts), registered in that order.
 */
export async function counsellingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const db = ctx.db;
  const deps: Deps = { ctx, log: (err, msg) => app.log.error({ err }, msg) };
  await ensureCounsellingServices(ctx.db);
  registerJobs(app, { jobs: ctx.jobs, db: ctx.db, tasks: counsellingTasks(deps) });
  const tags = ['counselling'];

  // ---- signed-in employees --------------------------------------------------------------
  registerEmployeeCatalogueRoutes(app, deps);
  registerEmployeeBookingRoutes(app, deps);

  app.get<{ Params: TypeIdParams }>(
    '/master-list/:type_id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Option lists: 1 categories, 2 specializations, 3 languages, 4 experience levels, 5 booking statuses, 6 filters, 7 weekdays, 8 counsellors',
        params: typeIdParams,
        response: answer('counselling-master-list'),
      },
    },
    async (req) => ok({ list: await getMasterList(db, req.params.type_id) }),
  );

  // ---- public visitors -----------------------------------------------------------------
  registerPublicRoutes(app, deps);
}
