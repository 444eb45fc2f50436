import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { IST_OFFSET_MS } from '../../../shared/ist.js';
import type { ColumnType } from '../../../shared/report-types.js';

/**
 * Excel cells (docs/reports.md "Excel"): real number and date cells; rupees with Indian (lakh/crore)
 * grouping; dates in IST. And the fast path that writes the Report sheet's rows as XML.
 */

const INR_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';
const INT_FORMAT = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;#,##0';
export const EXCEL_FORMATS: Record<ColumnType, string | undefined> = {
  text: undefined,
  int: INT_FORMAT,
  inr: INR_FORMAT,
  seconds: '[h]:mm:ss',
  rating: '0.0',
  percent: '0.0%',
  date: 'dd mmm yyyy',
  datetime: 'dd mmm yyyy hh:mm',
};

/** The value written to an Excel cell: Excel has no time zones, so an instant is shifted to IST wall-clock time. */
export function excelValue(type: ColumnType, v: unknown): string | number | Date | null {
  if (v === null || v === undefined || v === '') return null;
  switch (type) {
    case 'int':
    case 'inr':
    case 'rating':
      return Number(v);
    case 'percent':
      return Number(v) / 100;
    case 'seconds':
      return Number(v) / 86_400;
    case 'date':
      return new Date(`${String(v)}T00:00:00Z`);
    case 'datetime':
      return new Date(new Date(String(v)).getTime() + IST_OFFSET_MS);
    default:
      return String(v);
  }
}

// The Report sheet's data rows are written as XML straight into exceljs's worksheet stream: the XML
// exceljs itself writes for the same values (tests/api/reports/excel-rows.test.ts compares the two),
// without its per-cell Row / Cell / model objects, which allocate about 30 kB a row; at 100,000 rows
// that garbage is what raised the server's RSS (docs/reports.md "Excel memory").

type CellValue = string | number | Date | null;
/** The kind of value in a cell: exceljs picks a cell's style id by its column's style and this. */
type CellKind = 'number' | 'string' | 'date' | 'empty';
/** A column of the fast path: its style ids by kind (registered with exceljs on first use, as exceljs does). */
export type XmlColumn = { styleId: (kind: CellKind) => number };

/** `A`, `B`, … `Z`, `AA`, …: a column's letters (1-based). */
export function columnLetters(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(65 + ((k - 1) % 26)) + out;
  return out;
}

const XML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&apos;', '<': '&lt;', '>': '&gt;' };
/** exceljs's own escaping: the five entities, and control characters other than tab, newline and return dropped. */
// eslint-disable-next-line no-control-regex
const xmlText = (s: string) => s.replace(/[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g, (ch) => XML_ESCAPES[ch] ?? '');

/** Excel's serial day number of an instant (days since 30 Dec 1899), as exceljs writes it. */
const excelSerial = (d: Date) => 25569 + d.getTime() / 86_400_000;

/**
 * One `<row>` as exceljs's streaming writer writes it: every column gets a cell, a null cell only when
 * its column has a style; a row of nulls only is not written at all (as exceljs skips a row without values).
 */
export function rowXml<C extends XmlColumn>(rowNumber: number, cols: readonly C[], value: (c: C) => CellValue): string {
  let cells = '';
  let any = false;
  for (let i = 0; i < cols.length; i++) {
    const v = value(cols[i]);
    const ref = `${columnLetters(i + 1)}${rowNumber}`;
    const col = cols[i];
    if (v === null) {
      const s = col.styleId('empty');
      if (s) cells += `<c r="${ref}" s="${s}"/>`;
      continue;
    }
    any = true;
    if (typeof v === 'number') {
      const s = col.styleId('number');
      cells += `<c r="${ref}"${s ? ` s="${s}"` : ''}><v>${String(v)}</v></c>`;
    } else if (v instanceof Date) {
      const s = col.styleId('date');
      cells += `<c r="${ref}"${s ? ` s="${s}"` : ''}><v>${String(excelSerial(v))}</v></c>`;
    } else {
      const s = col.styleId('string');
      cells += `<c r="${ref}"${s ? ` s="${s}"` : ''} t="str"><v>${xmlText(v)}</v></c>`;
    }
  }
  return any ? `<row r="${rowNumber}" spans="1:${cols.length}" x14ac:dyDescent="0.25">${cells}</row>` : '';
}

type XmlSink = {
  write(chunk: string): unknown;
  pipes?: unknown;
};
type DrainingStream = {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
};
type StyleRegistry = { addStyleModel(model: object, type: ExcelJS.ValueType): number };

/**
 * Waits for `s` to drain; fails when the export's output closes first (a download the browser dropped),
 * so the export ends and gives its database connection back instead of waiting for ever.
 */
export function drained(s: DrainingStream, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.destroyed) {
      reject(new Error('report export: the output was closed before the file was written'));
      return;
    }
    const closed = () => reject(new Error('report export: the output was closed before the file was written'));
    out.once('close', closed);
    s.once('drain', () => {
      out.off('close', closed);
      resolve();
    });
  });
}

/**
 * Writes XML into a streaming worksheet whose header row is committed, waiting whenever the zip
 * entry's input is full: exceljs pushes a sheet's XML into the compressor without back-pressure, so
 * without the wait a fast producer piles the XML up in front of zlib.
 */
export function sheetXmlWriter(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
  out: Writable,
  valueType: typeof ExcelJS.ValueType,
) {
  const stream: unknown = Reflect.get(sheet, 'stream');
  const registry: unknown = Reflect.get(wb, 'styles');
  if (!stream || typeof stream !== 'object' || typeof Reflect.get(stream, 'write') !== 'function') {
    throw new Error('exceljs: the worksheet writer has no stream');
  }
  if (!registry || typeof registry !== 'object' || typeof Reflect.get(registry, 'addStyleModel') !== 'function') {
    throw new Error('exceljs: the workbook writer has no style registry');
  }
  const sink = stream as XmlSink;
  const styleIds = registry as StyleRegistry;
  const pipes = (): DrainingStream[] => (Array.isArray(sink.pipes) ? (sink.pipes as DrainingStream[]) : []);
  const full = (p: DrainingStream) => Boolean(p.writableNeedDrain ?? p._writableState?.needDrain);
  return {
    /** A column with this number format: the style id exceljs gives each kind of cell in it, registered on first use. */
    column(numFmt: string | undefined): XmlColumn {
      const ids = new Map<CellKind, number>();
      const types: Record<CellKind, ExcelJS.ValueType> = {
        number: valueType.Number,
        string: valueType.String,
        date: valueType.Date,
        empty: valueType.Null,
      };
      return {
        styleId(kind) {
          let id = ids.get(kind);
          if (id === undefined) {
            // exceljs merges the column's style into a fresh object for every cell: `{}` without a format.
            id = styleIds.addStyleModel(numFmt ? { numFmt } : {}, types[kind]);
            ids.set(kind, id);
          }
          return id;
        },
      };
    },
    async write(xml: string) {
      if (!xml) return;
      void sink.write(xml);
      for (const p of pipes()) if (full(p)) await drained(p, out);
    },
  };
}
