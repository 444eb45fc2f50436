import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportByApi } from '../../../src/shared/reports.js';
import { cellText } from '../../../src/shared/report-format.js';
import type { ColumnType } from '../../../src/shared/report-types.js';
import type { ReportPage } from '../../../src/shared/generated/index.js';
import { parseFilters } from '../../../src/server/modules/reports/filters.js';
import { writeExcel } from '../../../src/server/modules/reports/excel-export.js';
import { renderPdf } from '../../../src/server/modules/reports/pdf-export.js';
import { expectSuccess } from '../../support/envelope.js';
import { pdfPages, pdfText } from '../../support/pdf-text.js';
import { bearer, MARCH, useReportFixture } from './fixture.js';
import { zipEntry } from '../../support/zip-entry.js';

/** Excel and PDF exports read back and compared with the preview (docs/reports.md, "Exports"). */
describe('report exports', () => {
  const c = useReportFixture();
  const preview = async (api: string, query: string) =>
    expectSuccess<ReportPage>(
      await c.app.inject({ method: 'GET', url: `/api/v1/report/${api}?${query}&limit=100`, headers: bearer(c.admin) }),
    );
  const download = async (api: string, query: string, format: 'xlsx' | 'pdf') => {
    const res = await c.app.inject({
      method: 'GET',
      url: `/api/v1/report/${api}/export?${query}&format=${format}`,
      headers: bearer(c.admin),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${api}-\\d{12}\\.${format}"`));
    return res.rawPayload;
  };
  const workbook = async (bytes: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    return wb;
  };

  /** An Excel cell's value as the preview's value: seconds from a day fraction, instants from IST wall time. */
  const back = (type: ColumnType, v: ExcelJS.CellValue): unknown => {
    if (v === null || v === undefined) return null;
    // The file holds a day fraction; exceljs reads a cell with a time format back as a Date from Excel's epoch.
    if (type === 'seconds') {
      const days = v instanceof Date ? (v.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : Number(v);
      return Math.round(days * 86_400);
    }
    if (type === 'datetime' && v instanceof Date) return new Date(v.getTime() - 330 * 60_000).toISOString();
    if (type === 'date' && v instanceof Date) return v.toISOString().slice(0, 10);
    if (type === 'percent') return Math.round(Number(v) * 1000) / 10;
    return v;
  };

  it.each([
    ['counselling-fin-tracking', MARCH],
    ['portal-usage-analytics', `${MARCH}&sort=oldest`],
    ['portal-page-visits', MARCH],
    ['counselling-feedback', MARCH],
    ['time-spent-recorded-webinar', MARCH],
    ['course-participation', MARCH],
    ['view-engagement', MARCH],
    ['assessment-report', 'range=all'],
    ['ads', 'range=all'],
    ['discount-codes', MARCH],
  ])('%s: the Excel file holds the preview rows as typed cells', async (api, query) => {
    const p = await preview(api, query);
    const wb = await workbook(await download(api, query, 'xlsx'));
    const sheet = wb.getWorksheet('Report')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...p.columns.map((col) => col.label)]);
    const rows: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      rows.push(Object.fromEntries(p.columns.map((col, i) => [col.key, back(col.type, row.getCell(i + 1).value)])));
    });
    expect(rows).toEqual(p.list.map((r) => Object.fromEntries(p.columns.map((col) => [col.key, r[col.key] ?? null]))));
    // Numbers are numbers (not text), with the column's format.
    p.columns.forEach((col, i) => {
      const cell = sheet.getRow(2).getCell(i + 1);
      const given = p.list[0]?.[col.key];
      if ((col.type === 'int' || col.type === 'inr') && given !== null && given !== undefined) {
        expect(typeof cell.value, col.key).toBe('number');
      }
      if (col.type === 'inr') expect(cell.numFmt).toContain('[>=100000]"₹"');
      if (col.type === 'datetime' && cell.value !== null) expect(cell.value).toBeInstanceOf(Date);
    });
    const about = wb.getWorksheet('About')!;
    const aboutText = JSON.stringify(about.getSheetValues());
    expect(aboutText).toContain(query.includes('from=') ? '2025-03-01 to 2025-03-31' : 'beginning to today');
    expect(aboutText).toMatch(/Generated.*IST/);
  });

  it('an amount in lakhs keeps its value and its Indian grouping format, and an instant is written in IST', async () => {
    const bytes = await download('counselling-fin-tracking', MARCH, 'xlsx');
    // Lakh and crore grouping: escaped commas under [>=1,00,000] and [>=1,00,00,000] conditions.
    expect(zipEntry(bytes, 'xl/styles.xml')).toContain(
      'formatCode="[&gt;=10000000]&quot;₹&quot;##\\,##\\,##\\,##0.00;[&gt;=100000]&quot;₹&quot;##\\,##\\,##0.00;&quot;₹&quot;#,##0.00"',
    );
    const wb = await workbook(bytes);
    const sheet = wb.getWorksheet('Report')!;
    const amounts: unknown[] = [];
    const booked: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) {
        amounts.push(row.getCell(8).value);
        booked.push(row.getCell(1).value);
      }
    });
    expect(amounts).toEqual([0, 1_234_567.5, 1500]);
    // Booked 2025-03-12 07:00 UTC = 12:30 in India; Excel has no time zone, so the cell holds 12:30.
    expect(booked[0]).toEqual(new Date('2025-03-12T12:30:00Z'));
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd mmm yyyy hh:mm');
  });

  it.each([
    ['counselling-fin-tracking', MARCH],
    ['portal-usage-time-base', MARCH],
    ['counselling-feedback', `${MARCH}&ratings=4.5,3.5`],
    ['view-engagement', `${MARCH}&company_id=__testco__`],
    ['discount-codes', MARCH],
  ])('%s: the PDF shows the preview cells, totals, filters and page numbers', async (api, q) => {
    const query = q.replace('__testco__', String(c.testco));
    const p = await preview(api, query);
    const pdf = await download(api, query, 'pdf');
    const text = pdfText(pdf);
    const joined = text.join('\n');
    for (const r of p.list) {
      for (const col of p.columns) {
        const shown = cellText(col.type, r[col.key]);
        expect(
          text.some((t) => t.trim() === shown),
          `${col.key} "${shown}" in the PDF`,
        ).toBe(true);
      }
    }
    for (const col of p.columns.filter((x) => x.key in p.totals)) {
      expect(joined).toContain(`${col.label} ${cellText(col.type, p.totals[col.key])}`);
    }
    expect(joined).toContain('2025-03-01 to 2025-03-31');
    expect(joined).toMatch(/Generated \d{2} \w{3} \d{4} \d{2}:\d{2} IST/);
    expect(joined).toContain('Page 1 of 1');
  });

  it('the amounts in the PDF carry the rupee sign with Indian grouping', async () => {
    const text = pdfText(await download('counselling-fin-tracking', MARCH, 'pdf'));
    expect(text).toContain('₹12,34,567.50');
    expect(text.join(' ')).toContain('Amount ₹12,36,067.50');
  });

  it('a long PDF breaks across pages, repeats the header and numbers every page', async () => {
    const def = reportByApi('master-report-userdata')!;
    // Enough people for several pages.
    await c.app.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          unique_user_no: `RPT-BULK-${i}`,
          email: `bulk${i}@reports.example`,
          user_type: 4,
          company_id: c.testco,
          first_name: `Bulk${String(i).padStart(3, '0')}`,
          last_name: 'Person',
          extra: '{}',
          status: 1,
        })),
      )
      .execute();
    const f = parseFilters(def, { company_id: c.testco });
    const { pdf, rows } = await renderPdf(c.app.ctx.db, def, f);
    expect(rows).toBe(122);
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page, `header on page ${i + 1}`).toContain('User no.');
    });
    // Every person once, none lost or doubled at a page break.
    const names = pages.flat().filter((t) => /^Bulk\d{3} Person$/.test(t));
    expect(new Set(names).size).toBe(120);
    expect(names).toHaveLength(120);
  });

  it('a capped PDF says so, and numbers its pages right wherever the last row and the notice fall', async () => {
    const def = reportByApi('master-report-userdata')!;
    await c.app.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: 80 }, (_, i) => ({
          unique_user_no: `RPT-CAP-${i}`,
          email: `cap${i}@reports.example`,
          user_type: 4,
          company_id: c.testco,
          first_name: `Cap${i}`,
          last_name: 'Person',
          extra: '{}',
          status: 1,
        })),
      )
      .execute();
    const f = parseFilters(def, { company_id: c.testco });
    // Every cap from 1 row to over two pages: each page break and the notice at every height of the last page (the
    // page count is worked out before the first page is finished, pdf-export.ts).
    for (let maxRows = 1; maxRows <= 75; maxRows++) {
      const { pdf, rows, capped } = await renderPdf(c.app.ctx.db, def, f, { maxRows });
      expect(rows).toBe(maxRows);
      expect(capped).toBe(true);
      const pages = pdfPages(pdf);
      pages.forEach((page, i) =>
        expect(page, `cap ${maxRows}, page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`),
      );
      expect(pages.at(-1)!.join(' '), `cap ${maxRows}`).toMatch(
        new RegExp(`Showing the first ${maxRows} of \\d+ rows`),
      );
    }
    const none = await renderPdf(
      c.app.ctx.db,
      def,
      parseFilters(def, { company_id: c.testco, from: '2001-01-01', to: '2001-01-02' }),
    );
    expect(none.rows).toBe(0);
    const [only] = pdfPages(none.pdf);
    expect(pdfPages(none.pdf)).toHaveLength(1);
    expect(only.join(' ')).toContain('No rows for these filters.');
    expect(only.join(' ')).toContain('Page 1 of 1');
  });

  it('caps the Excel rows and says so on the About sheet', async () => {
    const def = reportByApi('master-report-userdata')!;
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (b: Buffer) => chunks.push(b));
    const done = new Promise((resolve) => out.on('end', resolve));
    const result = await writeExcel(c.app.ctx.db, def, parseFilters(def, { company_id: c.testco }), out, {
      maxRows: 2,
    });
    await done;
    expect(result).toEqual({ rows: 2, capped: true });
    const wb = await workbook(Buffer.concat(chunks));
    expect(wb.getWorksheet('Report')!.rowCount).toBe(3);
    expect(JSON.stringify(wb.getWorksheet('About')!.getSheetValues())).toMatch(
      /Excel holds at most 2, so only the first 2/,
    );
  });

  it('a report whose module has not landed still exports, with its notice', async () => {
    // No report of the catalogue waits for a module today; the mechanism stays for the next one.
    const def = { ...reportByApi('ads')!, available: false, emptyNote: 'No data until the test module lands.' };
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (b: Buffer) => chunks.push(b));
    const done = new Promise((resolve) => out.on('end', resolve));
    await writeExcel(c.app.ctx.db, def, parseFilters(def, {}), out);
    await done;
    const wb = await workbook(Buffer.concat(chunks));
    expect(wb.getWorksheet('Report')!.rowCount).toBe(1);
    expect(JSON.stringify(wb.getWorksheet('About')!.getSheetValues())).toContain('No data until the test module lands');
    const { pdf } = await renderPdf(c.app.ctx.db, def, parseFilters(def, {}));
    expect(pdfText(pdf).join(' ')).toContain('No data until the test module lands');
  });
});
