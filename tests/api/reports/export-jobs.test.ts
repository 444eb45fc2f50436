import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportExportJob, ReportPage } from '../../../src/shared/generated/index.js';
import { sweepExports } from '../../../src/server/modules/reports/export-jobs.js';
import { sessionFor } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, MARCH, useReportFixture } from './fixture.js';

/** Background exports (docs/reports.md "Background exports"): progress, the file, who may read it, the sweep. */
describe('background report exports', () => {
  const c = useReportFixture();
  const call = (method: 'GET' | 'POST', url: string, token = c.admin) =>
    c.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token) });

  const start = async (api: string, query: string, format: 'xlsx' | 'pdf') =>
    expectSuccess<ReportExportJob>(
      await call('POST', `/report/${api}/export-jobs?${query}&format=${format}`),
      undefined,
      202,
    );

  /** Polls the job until it is done or failed (the test app has no job engine: the node runs it). */
  const finish = async (id: string): Promise<ReportExportJob> => {
    for (let i = 0; i < 200; i++) {
      const job = expectSuccess<ReportExportJob>(await call('GET', `/report/exports/${id}`));
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the export did not finish');
  };

  it('writes the whole report in the background, shows its progress and gives the same numbers as the preview', async () => {
    const preview = expectSuccess<ReportPage>(await call('GET', `/report/portal-page-visits?${MARCH}&limit=100`));
    const job = await start('portal-page-visits', MARCH, 'xlsx');
    expect(job).toMatchObject({ report: 'portal-page-visits', format: 'xlsx', download_url: null });
    expect(['queued', 'running', 'done']).toContain(job.status);
    expect(new Date(job.expires_at).getTime() - new Date(job.created_at).getTime()).toBe(24 * 3600_000);

    const done = await finish(job.id);
    expect(done).toMatchObject({
      status: 'done',
      percent: 100,
      done_rows: preview.page.total,
      download_url: `/api/v1/report/exports/${job.id}/file`,
    });
    const file = await c.app.inject({ method: 'GET', url: done.download_url!, headers: bearer(c.admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="portal-page-visits-\d{12}\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Report')!;
    expect(sheet.rowCount - 1).toBe(preview.page.total);
    const first = preview.columns[0].key;
    const column = preview.columns.findIndex((col) => col.type === 'int') + 1;
    for (const [i, row] of preview.list.entries()) {
      expect(sheet.getRow(i + 2).getCell(1).value).toBe(row[first]);
      expect(sheet.getRow(i + 2).getCell(column).value).toBe(row[preview.columns[column - 1].key]);
    }
  });

  it('writes a PDF the same way', async () => {
    const done = await finish((await start('company-wise-portal-usage', MARCH, 'pdf')).id);
    expect(done.status).toBe('done');
    const file = await c.app.inject({ method: 'GET', url: done.download_url!, headers: bearer(c.admin) });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("refuses a filter the report does not offer before starting, and nobody else's export is readable", async () => {
    expectError(
      await call('POST', `/report/portal-page-visits/export-jobs?${MARCH}&ratings=4&format=xlsx`),
      422,
      'E-10802',
    );
    const job = await start('portal-page-visits', MARCH, 'xlsx');
    await finish(job.id);
    const other = await sessionFor(c.app, 'superadmin@finwell.example');
    expectError(await call('GET', `/report/exports/${job.id}`, other), 404, 'E-10804');
    expectError(await call('GET', `/report/exports/${job.id}/file`, other), 404, 'E-10804');
    expectError(await call('GET', `/report/exports/${job.id}`, c.employee), 403, 'E-10506');
    expectError(
      await call('POST', `/report/portal-page-visits/export-jobs?${MARCH}&format=xlsx`, c.hr),
      403,
      'E-10506',
    );
    expectError(await call('GET', '/report/exports/00000000-0000-4000-8000-000000000000'), 404, 'E-10804');
  });

  it('answers E-10805 while the file is being written, and the sweep removes expired exports and their files', async () => {
    const db = c.app.ctx.db;
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@finwell.example')
      .executeTakeFirstOrThrow();
    const waiting = await db
      .insertInto('report_exports')
      .values({ id: '11111111-1111-4111-8111-111111111111', user_id: admin.id, report: 'ads', format: 'xlsx' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(expectSuccess<ReportExportJob>(await call('GET', `/report/exports/${waiting.id}`))).toMatchObject({
      status: 'queued',
      percent: 0,
    });
    expectError(await call('GET', `/report/exports/${waiting.id}/file`), 409, 'E-10805');

    const done = await finish((await start('portal-page-visits', MARCH, 'xlsx')).id);
    const dir = path.join(c.app.ctx.config.dataDir, 'exports');
    expect(existsSync(path.join(dir, `${done.id}.xlsx`))).toBe(true);
    const removed = await sweepExports(c.app.ctx, new Date(Date.now() + 25 * 3600_000));
    expect(removed.removed).toBeGreaterThanOrEqual(2);
    expect(readdirSync(dir).filter((f) => f.startsWith(done.id))).toEqual([]);
    expectError(await call('GET', `/report/exports/${done.id}`), 404, 'E-10804');
  });
});
