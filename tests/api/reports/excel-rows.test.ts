import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ColumnType } from '../../../src/shared/report-types.js';
import { reportByApi } from '../../../src/shared/reports.js';
import { parseFilters } from '../../../src/server/modules/reports/filters.js';
import { runnerFor } from '../../../src/server/modules/reports/queries.js';
import type { Row } from '../../../src/server/modules/reports/report-runner.js';
import { writeExcel } from '../../../src/server/modules/reports/excel-export.js';
import {
  columnLetters,
  EXCEL_FORMATS,
  excelValue,
  rowXml,
  sheetXmlWriter,
} from '../../../src/server/modules/reports/excel-xml.js';
import { useReportFixture } from './fixture.js';
import { zipEntry } from '../../support/zip-entry.js';

type Col = { key: string; type: ColumnType };

/**
 * A sheet written as writeExcel writes its "Report" sheet, its data rows either by exceljs's own
 * `addRow().commit()` or by the fast path (`rowXml` into the worksheet stream); answers the sheet's
 * XML and the styles.
 */
async function sheetXml(cols: Col[], rows: Row[], fast: boolean): Promise<{ sheet: string; styles: string }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (b: Buffer) => chunks.push(b));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = cols.map((c) => ({
    header: c.key,
    key: c.key,
    width: 16,
    style: EXCEL_FORMATS[c.type] ? { numFmt: EXCEL_FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  if (fast) {
    const writer = sheetXmlWriter(wb, sheet, out, ExcelJS.ValueType);
    const xmlCols = cols.map((c) => ({ ...c, ...writer.column(EXCEL_FORMATS[c.type]) }));
    let n = 1;
    await writer.write(rows.map((r) => rowXml(++n, xmlCols, (c) => excelValue(c.type, r[c.key]))).join(''));
  } else {
    for (const r of rows) sheet.addRow(cols.map((c) => excelValue(c.type, r[c.key]))).commit();
  }
  await sheet.commit();
  await wb.commit();
  await ended;
  const zip = Buffer.concat(chunks);
  return { sheet: zipEntry(zip, 'xl/worksheets/sheet1.xml'), styles: zipEntry(zip, 'xl/styles.xml') };
}

describe('Excel data rows written as XML (docs/reports.md "Excel memory")', () => {
  it('names columns as Excel does', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes byte for byte the sheet and styles exceljs writes for the same values', async () => {
    const cols: Col[] = [
      { key: 'name', type: 'text' },
      { key: 'n', type: 'int' },
      { key: 'amount', type: 'inr' },
      { key: 'secs', type: 'seconds' },
      { key: 'rating', type: 'rating' },
      { key: 'pct', type: 'percent' },
      { key: 'day', type: 'date' },
      { key: 'at', type: 'datetime' },
    ];
    const rows: Row[] = [
      {
        name: 'Asha & <Ravi> "A" \'B\' ₹ नमस्ते\ttab\u0001gone',
        n: 0,
        amount: 1234567.5,
        secs: 3661,
        rating: 4.5,
        pct: 12.3,
        day: '2025-03-12',
        at: '2025-03-12T07:00:00.000Z',
      },
      { name: null, n: -3, amount: null, secs: null, rating: null, pct: null, day: null, at: null },
      { name: '', n: null, amount: 0.1, secs: 0, rating: 0, pct: 0, day: '2024-02-29', at: '2024-12-31T23:59:59.000Z' },
      { name: null, n: null, amount: null, secs: null, rating: null, pct: null, day: null, at: null },
      {
        name: 'after an empty row',
        n: 12_34_56_789,
        amount: 98_76_54_321.25,
        secs: 86_400 * 3,
        rating: 5,
        pct: 100,
        day: '2026-11-26',
        at: '2026-11-26T18:30:00.000Z',
      },
    ];
    const exceljs = await sheetXml(cols, rows, false);
    const fast = await sheetXml(cols, rows, true);
    expect(fast.sheet).toBe(exceljs.sheet);
    expect(fast.styles).toBe(exceljs.styles);
    // The file holds what the tests read back: escaped text, numbers and the IST wall-clock time as a serial day.
    expect(fast.sheet).toContain('<v>Asha &amp; &lt;Ravi&gt; &quot;A&quot; &apos;B&apos; ₹ नमस्ते\ttabgone</v>');
    expect(fast.sheet).toContain('<v>1234567.5</v>');
    // 2025-03-12 07:00 UTC = 12:30 IST = day 45728 + 12.5/24.
    expect(fast.sheet).toMatch(/<c r="H2" s="\d+"><v>45728\.5208333333\d*<\/v>/);
  });

  const c = useReportFixture();

  it('an export reads the same file through the PostgreSQL cursor as through pages', async () => {
    const def = reportByApi('master-report-userdata')!;
    const f = parseFilters(def, { range: 'all' });
    const runner = runnerFor(c.app.ctx.db, def, f);
    const pages = await runner.rows(0, 10_000);
    expect(pages.total).toBeGreaterThan(3);
    const file = async (cursor: boolean, maxRows?: number) => {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (b: Buffer) => chunks.push(b));
      const ended = new Promise((resolve) => out.on('end', resolve));
      const now = new Date('2026-11-26T10:00:00Z');
      const result = await writeExcel(c.app.ctx.db, def, f, out, { now, cursor, maxRows });
      await ended;
      return { result, sheet: zipEntry(Buffer.concat(chunks), 'xl/worksheets/sheet1.xml') };
    };
    const paged = await file(false);
    expect(paged.result).toEqual({ rows: pages.total, capped: false });
    // Every row of the preview's order is in the file, in that order.
    const emails = [...paged.sheet.matchAll(/<c r="C(\d+)"(?: s="\d+")? t="str"><v>([^<]*)<\/v>/g)].map((m) => m[2]);
    expect(emails).toEqual(['Email', ...pages.rows.map((r) => String(r.email))]);
    if (c.app.ctx.dbHandle.kind !== 'postgres') return; // the cursor is PostgreSQL's (PGlite has one connection)
    const cursor = await file(true);
    expect(cursor.result).toEqual(paged.result);
    expect(cursor.sheet).toBe(paged.sheet);
    const capped = await file(true, 2);
    expect(capped.result).toEqual({ rows: 2, capped: true });
    expect([...capped.sheet.matchAll(/<row r="/g)]).toHaveLength(3);
  });
});
