import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lazy-libs.js';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../shared/app-error.js';
import type { EmployeeInput } from './rules.js';

/**
 * A roster file (docs/employees.md): CSV (UTF-8, comma, optional BOM) or XLSX (first sheet), header
 * row first. The file is judged by its content, not its name or the browser's type: an XLSX is a
 * zip file-type recognises as a workbook, a CSV is valid UTF-8 text without NUL bytes; a name that
 * says otherwise, or any other content, is refused (E-10667). No data rows: E-10657. A required
 * column missing from the header: E-10658 (data.missing names them).
 */
export const ROSTER_COLUMNS = ['first_name', 'last_name', 'email', 'phone_number', 'status'] as const;
/** Optional: the employee's language for the welcome e-mail (en / hi). */
export const OPTIONAL_COLUMNS = ['language'] as const;

export type RosterRecord = { row: number; input: EmployeeInput };

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const headerKey = (h: unknown) =>
  String(h ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('hyperlink' in v && typeof v.hyperlink === 'string') return v.hyperlink.replace(/^mailto:/i, '');
    return '';
  }
  return String(v);
}

function toRecords(header: string[], rows: Array<{ row: number; cells: string[] }>): RosterRecord[] {
  const keys = header.map(headerKey);
  const missing = ROSTER_COLUMNS.filter((c) => !keys.includes(c));
  if (missing.length) throw new AppError('E-10658', { data: { missing } });
  const wanted = new Set<string>([...ROSTER_COLUMNS, ...OPTIONAL_COLUMNS]);
  const out: RosterRecord[] = [];
  for (const { row, cells } of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    const input: Record<string, string> = {};
    keys.forEach((k, i) => {
      if (wanted.has(k) && input[k] === undefined) input[k] = (cells[i] ?? '').trim();
    });
    out.push({ row, input });
  }
  return out;
}

function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

async function readXlsx(data: Buffer): Promise<RosterRecord[]> {
  const wb = new (await loadExcel()).Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('E-10667');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw new AppError('E-10657');
  const rows: Array<{ row: number; cells: string[] }> = [];
  let header: string[] | null = null;
  sheet.eachRow({ includeEmpty: false }, (r, number) => {
    const cells = (r.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    if (!header) header = cells;
    else rows.push({ row: number, cells });
  });
  if (!header) throw new AppError('E-10657');
  return toRecords(header, rows);
}

function readCsv(data: Buffer): RosterRecord[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(data, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch {
    throw new AppError('E-10667');
  }
  const [first, ...rest] = records;
  if (!first) throw new AppError('E-10657');
  return toRecords(
    first.record,
    rest.map((r) => ({ row: r.info.lines, cells: r.record })),
  );
}

/** The records of a roster file, or the whole file's refusal. */
export async function readRosterFile(fileName: string, data: Buffer): Promise<RosterRecord[]> {
  if (data.length === 0) throw new AppError('E-10657');
  const name = fileName.toLowerCase();
  const detected = await fileTypeFromBuffer(data);
  let records: RosterRecord[];
  if (detected?.mime === XLSX_MIME && name.endsWith('.xlsx')) records = await readXlsx(data);
  else if (!detected && name.endsWith('.csv') && isUtf8Text(data)) records = readCsv(data);
  else throw new AppError('E-10667');
  if (records.length === 0) throw new AppError('E-10657');
  return records;
}
