import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { reportByApi } from '../../src/shared/reports.js';
import { cellText } from '../../src/shared/report-format.js';
import type { ColumnType } from '../../src/shared/report-types.js';
import { pdfText } from '../support/pdf-text.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { scaled } from './timing.js';
import { logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';
import { checkCompanyPicker, readTable } from './reports-company-picker.js';

/** Clicks a download button and returns the file's bytes. */
async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const p = await file.path();
  return readFileSync(p);
}

/** The Excel sheet's rows as the page would show them (the same cellText over the cell values read back). */
async function excelTexts(bytes: Buffer, types: ColumnType[]): Promise<{ head: string[]; rows: string[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet('Report');
  expect(sheet, 'the workbook has a Report sheet');
  const head: string[] = [];
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    const values = types.map((_, i) => row.getCell(i + 1).value);
    if (n === 1) {
      head.push(...values.map((v) => String(v)));
      return;
    }
    rows.push(
      values.map((v, i) => {
        const t = types[i];
        if (v instanceof Date) {
          if (t === 'seconds') return cellText(t, ((v.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000) * 86_400);
          if (t === 'date') return cellText(t, v.toISOString().slice(0, 10));
          // The file holds IST wall-clock time.
          return cellText(t, new Date(v.getTime() - 330 * 60_000).toISOString());
        }
        if (t === 'seconds') return cellText(t, Number(v) * 86_400);
        return cellText(t, v);
      }),
    );
  });
  return { head, rows };
}

async function compareExports(page: Page, api: string, label: string): Promise<void> {
  const def = reportByApi(api);
  expect(def, `${api} is in the catalogue`);
  const shown = await readTable(page);
  expect(shown.rows.length > 0, `${label}: the table has rows`);
  const count = Number((await page.getByTestId('report-count').textContent())?.replace(/[^\d]/g, ''));
  const xlsx = await excelTexts(
    await download(page, 'Download Excel'),
    def.columns.map((c) => c.type),
  );
  expect(
    JSON.stringify(xlsx.head) === JSON.stringify(shown.head),
    `${label}: Excel header ${xlsx.head} = table ${shown.head}`,
  );
  expect(xlsx.rows.length === count, `${label}: Excel has all ${count} rows (got ${xlsx.rows.length})`);
  expect(
    JSON.stringify(xlsx.rows.slice(0, shown.rows.length)) === JSON.stringify(shown.rows),
    `${label}: Excel rows equal the table\n${JSON.stringify(xlsx.rows.slice(0, 3))}\n${JSON.stringify(shown.rows.slice(0, 3))}`,
  );
  const pdf = pdfText(await download(page, 'Download PDF'));
  for (const row of shown.rows) {
    for (const cell of row)
      expect(
        pdf.some((t) => t.trim() === cell),
        `${label}: "${cell}" is in the PDF`,
      );
  }
  const totals = await page.getByTestId('report-total').all();
  for (const t of totals) {
    const value = (await t.getByTestId('report-total-value').textContent())?.trim() ?? '';
    expect(pdf.join(' ').includes(value), `${label}: total ${value} is in the PDF`);
  }
}

/** An admin opens three reports, filters them and compares the Excel file and the PDF with the table (docs/reports.md). */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('reports');
  const employee = await newPage(browser);
  const { context, page } = await newPage(browser);
  try {
    await step("an employee's page visits and time on page are recorded by the browser", async () => {
      const p = employee.page;
      await logIn(p, baseUrl, 'employee@acme.example');
      await skipFirstLoginPopups(p);
      await p.goto(`${baseUrl}/client/knowledge-base`);
      await p.locator('main h1').first().waitFor();
      await p.waitForTimeout(1600);
      // Leaving the page in the app (a route change) sends its beacon.
      await p.goto(`${baseUrl}/client/webinars`);
      await p.locator('main h1').first().waitFor();
      await p.waitForTimeout(1300);
      // Hiding the tab sends the time so far; closing it sends the rest.
      await employee.context.close();
      expect(app, 'the e2e runner gives the app');
      const rows = await eventually(
        async () =>
          (
            await sql<{ path: string; seconds: number }>`SELECT path, seconds FROM page_visits WHERE session_id <> 0
              ORDER BY id`.execute(app.ctx.db)
          ).rows,
        (r) => r.some((x) => x.path === '/client/webinars'),
      );
      const kb = rows.find((r) => r.path === '/client/knowledge-base');
      expect(kb && kb.seconds >= 1, `the knowledge base visit has its seconds (${JSON.stringify(rows)})`);
      expect(
        rows.some((r) => r.path === '/client/webinars' && r.seconds >= 1),
        `the webinars visit was sent on close (${JSON.stringify(rows)})`,
      );
    });

    await step('an admin sees the 14 report tiles', async () => {
      await logIn(page, baseUrl, 'admin@finwell.example');
      await page.getByTestId('admin-nav').getByRole('link', { name: 'Reports' }).click();
      await page.waitForURL('**/admin/manage-reports');
      await page.getByTestId('report-tile').first().waitFor();
      const n = await page.getByTestId('report-tile').count();
      expect(n === 14, `14 tiles (got ${n})`);
      await screenshot(page, 'reports-tiles-desktop');
    });

    await step('portal usage: last year, weekdays Monday to Friday; Excel and PDF match the table', async () => {
      await page.getByRole('link', { name: /^Portal usage/ }).click();
      await page.waitForURL('**/admin/manage-reports/portal-usage');
      await page.locator('#f-range').selectOption('1y');
      // Clicked one after another, each once the page took the previous one (the filters live in the URL).
      const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
      for (const [i, d] of days.entries()) {
        await page.getByRole('checkbox', { name: d, exact: true }).click();
        await page.waitForURL((u) => (u.searchParams.get('weekdays') ?? '').split(',').length === i + 1);
      }
      await page.waitForURL(
        (u) => u.searchParams.get('weekdays') === '2,3,4,5,6' && u.searchParams.get('range') === '1y',
      );
      await page.getByRole('img', { name: /Chart of/ }).waitFor();
      // Every day shown is a weekday (the seed has every day of the last month).
      const { rows } = await readTable(page);
      const shown = rows.map((r) => new Date(`${r[0]} 12:00 UTC`).getUTCDay());
      expect(shown.length > 0 && shown.every((d) => d >= 1 && d <= 5), `only Monday-Friday rows (${shown.join(',')})`);
      await screenshot(page, 'reports-portal-usage-desktop');
      await compareExports(page, 'portal-usage-analytics', 'portal usage');
    });

    await step('page visits: the 21-05 time slot; Excel and PDF match the table', async () => {
      await page.goto(`${baseUrl}/admin/manage-reports/page-visit-report`);
      await page.getByRole('checkbox', { name: '21-05' }).click();
      await page.waitForURL((u) => u.searchParams.get('slots') === '21-05');
      await page.getByTestId('report-table').waitFor();
      await compareExports(page, 'portal-page-visits', 'page visits');
    });

    await step('company wise usage: clients only; Excel and PDF match the table', async () => {
      await page.goto(`${baseUrl}/admin/manage-reports/company-wise-report`);
      await page.locator('#f-kind').selectOption('client');
      await page.waitForURL((u) => u.searchParams.get('kind') === 'client');
      const { rows } = await eventually(
        () => readTable(page),
        (t) => t.rows.every((r) => r[1] === 'Client'),
      );
      expect(rows.length > 0 && rows.every((r) => r[1] === 'Client'), 'only clients are listed');
      await compareExports(page, 'company-wise-portal-usage', 'company wise');
    });

    await step(
      'company filter: type part of a name, pick it with the keyboard; a reload keeps the name; clear removes it',
      () => checkCompanyPicker(page, baseUrl, app!),
    );

    await step('a dashboard card opens its report with the same count', async () => {
      await page.goto(`${baseUrl}/admin`);
      const card = page.locator('[data-key="system_logins"]');
      const value = (await card.getByTestId('dashboard-card-value').textContent())?.trim();
      await card.getByRole('link').click();
      await page.waitForURL(
        (u) => u.pathname === '/admin/manage-reports/portal-usage' && u.searchParams.get('range') === 'all',
      );
      const total = await page
        .locator('[data-testid="report-total"][data-key="logins"] [data-testid="report-total-value"]')
        .textContent();
      expect(total?.trim() === value, `logins total ${total} = card ${value}`);
    });

    await step('course participation and ads read their modules: rows, no empty state; exports match', async () => {
      await page.goto(`${baseUrl}/admin/manage-reports/course-report?range=all`);
      await page.getByTestId('report-table').waitFor();
      expect((await page.getByTestId('report-not-yet').count()) === 0, 'no "No data until" state');
      const { rows } = await readTable(page);
      expect(rows.length > 0, 'the seeded courses are listed');
      await screenshot(page, 'reports-course-participation-desktop');
      await compareExports(page, 'course-participation', 'course participation');
      // The demo seed has no ads: the report answers an empty table, not the "module has not landed" state.
      await page.goto(`${baseUrl}/admin/manage-reports/ads-report?range=all`);
      await page.getByTestId('report-table').or(page.getByText('No rows for these filters')).first().waitFor();
      expect((await page.getByTestId('report-not-yet').count()) === 0, 'ads: no "No data until" state');
    });

    await step(
      'a report of more than 5,000 rows exports in the background with its progress, then downloads',
      async () => {
        const db = app!.ctx.db;
        // 5,001 extra accounts make the master report (one row per person) big enough; removed afterwards.
        await sql`INSERT INTO users (unique_user_no, email, user_type, first_name, last_name, status, extra)
        SELECT 'BULKEXP' || g, 'bulk' || g || '@bulk-export.example', 6, 'Bulk', 'Person ' || g, 1, '{}'
        FROM generate_series(1, 5001) g`.execute(db);
        try {
          await page.goto(`${baseUrl}/admin/manage-reports/master-report?range=all`);
          await page.getByTestId('report-table').waitFor();
          const count = (await page.getByTestId('report-count').textContent()) ?? '';
          const total = Number(count.replace(/\D/g, ''));
          expect(total > 5000, `the report has more than 5,000 rows (${count})`);
          const [file] = await Promise.all([
            page.waitForEvent('download', { timeout: scaled(60_000) }),
            page.getByRole('button', { name: 'Download Excel' }).click(),
          ]);
          const job = page.getByTestId('export-job');
          await job.waitFor();
          expect(
            (await job.getAttribute('data-status')) === 'done',
            `the job is done when the file arrives (${await job.getAttribute('data-status')})`,
          );
          expect(/\.xlsx$/.test(file.suggestedFilename()), `an Excel file (${file.suggestedFilename()})`);
          const wb = new ExcelJS.Workbook();
          await wb.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
          const rows = (wb.getWorksheet('Report')?.rowCount ?? 0) - 1;
          expect(rows === total, `the file has every row (${rows} of ${total})`);
          await page.getByRole('button', { name: 'Download again' }).waitFor();
          await screenshot(page, 'reports-background-export', { fullPage: false });
        } finally {
          await sql`DELETE FROM users WHERE email LIKE '%@bulk-export.example'`.execute(db);
        }
      },
    );

    await step('at phone width the report page fits and its table scrolls inside its box', async () => {
      await page.setViewportSize(MOBILE);
      await page.goto(`${baseUrl}/admin/manage-reports/portal-usage?range=1y`);
      await page.getByTestId('report-table').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 0, `no horizontal page scroll (${overflow}px)`);
      await screenshot(page, 'reports-portal-usage-phone');
    });
  } finally {
    await employee.context.close().catch(() => undefined);
    await context.close();
  }
}
