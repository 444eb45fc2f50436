import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import adViewsBody from '../../../../schemas/api/ad-views.schema.json';
import captureBody from '../../../../schemas/api/capture-time-spent.schema.json';
import exportQuery from '../../../../schemas/api/report-export-query.schema.json';
import exportParams from '../../../../schemas/api/report-export-params.schema.json';
import reportQuery from '../../../../schemas/api/report-query.schema.json';
import type {
  AdViews,
  CaptureTimeSpent,
  ReportExportJob,
  ReportExportParams,
  ReportExportQuery,
  ReportPage,
  ReportQuery,
} from '../../../shared/generated/index.js';
import { AppError } from '../../../shared/app-error.js';
import { REPORTS } from '../../../shared/reports.js';
import { envelopeOf, fileAnswer, MEDIA, nullEnvelope, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer, WithDefaults } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { registerJobs } from '../../plugins/jobs.js';
import { findSessionByToken } from '../auth/session.js';
import type { AuthContext } from '../../plugins/access.js';
import { beaconSessionToken, cookieModeOf } from '../auth/session-cookie.js';
import { rollupTasks } from './rollups.js';
import { exportOf, exportTasks, jobView, sendExport, startExport, startExportWorker } from './export-jobs.js';
import { parseFilters } from './filters.js';
import { recordPageVisit } from './page-visits.js';
import { recordAdViews } from './ad-views.js';
import { exportFileName as fileName, preview } from './service.js';
import { writeExcel } from './excel-export.js';
import { renderPdf } from './pdf-export.js';

/**
 * The contract's report/* GETs (docs/reports.md "Calls"): one preview route per
 * report of the catalogue (report/admin-dashboard stays in the admin-dashboard module), and its
 * Excel / PDF export. Only admins (roles 1-2) see reports; a client HR account (role 3) gets none
 * (docs/reports.md, "Who sees reports").
 */
export async function reportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const cookies = cookieModeOf(ctx.config);
  /**
   * The session of a beacon (page visits, ad views): the request's own (a bearer header), else the token in the body
   * (API clients), else the session cookie with its CSRF token in the body (the browser: a beacon sets no header).
   */
  const beaconAuth = async (req: FastifyRequest, body: { token?: string; csrf?: string }): Promise<AuthContext> => {
    if (req.auth) return req.auth;
    const token = body.token ?? (body.csrf ? beaconSessionToken(req, body.csrf, cookies) : null);
    const auth = token ? await findSessionByToken(ctx.db, token) : null;
    if (!auth) throw new AppError('E-10010');
    return auth;
  };
  for (const def of REPORTS) {
    app.get<{ Querystring: WithDefaults<ReportQuery, 'page' | 'limit'>; Reply: Answer<ReportPage> }>(
      `/report/${def.api}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports'],
          summary: `Report: ${def.title}`,
          querystring: reportQuery,
          response: { 200: envelopeOf(schemaRef('report-page.schema.json')) },
        },
      },
      async (req) => {
        const { page, limit, ...q } = req.query;
        return ok(await preview(ctx.db, def, parseFilters(def, q), page, limit));
      },
    );

    app.get<{ Querystring: ReportExportQuery }>(
      `/report/${def.api}/export`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports'],
          summary: `Report export (Excel or PDF): ${def.title}`,
          querystring: exportQuery,
          response: { 200: fileAnswer('The report as xlsx or pdf', [MEDIA.xlsx, MEDIA.pdf]) },
        },
      },
      async (req, reply) => {
        const { format, ...q } = req.query;
        const f = parseFilters(def, q);
        const now = new Date();
        const cursor = ctx.dbHandle.kind === 'postgres';
        reply.header('cache-control', 'no-store');
        if (format === 'pdf') {
          const { pdf } = await renderPdf(ctx.db, def, f, { now, cursor });
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${fileName(def, 'pdf', now)}"`)
            .send(pdf);
        }
        // Streamed: rows go out in batches as they are read (docs/reports.md, "Excel").
        const out = new PassThrough();
        writeExcel(ctx.db, def, f, out, { now, cursor }).catch((err: unknown) => {
          req.log.error({ err }, 'report export failed');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${fileName(def, 'xlsx', now)}"`)
          .send(out);
      },
    );
  }

  // Background exports (docs/reports.md "Background exports").
  const exportLog = (err: unknown) => app.log.error({ err }, 'background report export failed');
  registerJobs(app, { jobs: ctx.jobs, db: ctx.db, tasks: [...exportTasks(ctx), ...rollupTasks(ctx.db)] });
  app.addHook('onReady', () => startExportWorker(ctx, exportLog));
  const jobAnswer = envelopeOf(schemaRef('report-export-job.schema.json'));
  for (const def of REPORTS) {
    app.post<{ Querystring: ReportExportQuery; Reply: Answer<ReportExportJob> }>(
      `/report/${def.api}/export-jobs`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports'],
          summary: `Start a background export (Excel or PDF): ${def.title}`,
          querystring: exportQuery,
          response: { 202: jobAnswer },
        },
      },
      async (req, reply) => {
        const { format, ...q } = req.query;
        const job = await startExport(ctx, req.auth!.user.id, def.api, format, q, exportLog);
        return reply.status(202).send(ok(job));
      },
    );
  }
  app.get<{ Params: ReportExportParams; Reply: Answer<ReportExportJob> }>(
    '/report/exports/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        summary: "A background export's progress (the caller's own, for a day)",
        params: exportParams,
        response: { 200: jobAnswer },
      },
    },
    async (req) => ok(jobView(await exportOf(ctx, req.auth!.user.id, req.params.id))),
  );
  app.get<{ Params: ReportExportParams }>(
    '/report/exports/:id/file',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        summary: "A finished background export's file",
        params: exportParams,
        response: { 200: fileAnswer('The report as xlsx or pdf', [MEDIA.xlsx, MEDIA.pdf]) },
      },
    },
    async (req, reply) => sendExport(ctx, reply, await exportOf(ctx, req.auth!.user.id, req.params.id)),
  );

  app.post<{ Body: CaptureTimeSpent }>(
    '/capture-time-spent',
    {
      // Public on purpose: navigator.sendBeacon sends no Authorization header, so the token comes in
      // the body and is checked here; without a valid one nothing is stored (E-10010).
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        summary: 'Record the time spent on a page (sent by navigator.sendBeacon)',
        body: captureBody,
        response: { 200: nullEnvelope },
      },
    },
    async (req) => {
      const b = req.body;
      const auth = await beaconAuth(req, b);
      await recordPageVisit(ctx.db, auth, { visitId: b.visit_id, path: b.path, seconds: b.seconds });
      return ok(null);
    },
  );

  app.post<{ Body: AdViews }>(
    '/ad-views',
    {
      // Public like capture-time-spent (a beacon has no Authorization header: the token is in the body),
      // and under the same global per-address rate limit.
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        summary: 'Record the ads shown on one page view (sent by navigator.sendBeacon)',
        body: adViewsBody,
        response: { 200: nullEnvelope },
      },
    },
    async (req) => {
      const b = req.body;
      const auth = await beaconAuth(req, b);
      await recordAdViews(ctx.db, auth, { viewId: b.view_id, ads: b.ads });
      return ok(null);
    },
  );
}
