import { MfError } from '../../../calculators/mf/errors.js';

/** One scheme line of an AMFI NAV file, with the section headers it sat under. */
export type AmfiNavRecord = {
  schemeCode: number;
  isinGrowthOrPayout: string | null;
  isinReinvestment: string | null;
  schemeName: string;
  /** Null when AMFI printed N.A., '-' or a non-positive value. */
  nav: number | null;
  navDate: string;
  amc: string | null;
  /** 'Open Ended' | 'Close Ended' | 'Interval Fund', from the section header. */
  schemeType: string | null;
  /** The text inside the section header's brackets, e.g. "Equity Scheme - Large Cap Fund". */
  amfiCategory: string | null;
  line: number;
};

export type AmfiNavFile = { records: AmfiNavRecord[]; skipped: { line: number; text: string; reason: string }[] };

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};
const SECTION = /^(open ended|close ended|interval fund)\s*schemes?\s*\((.*)\)\s*$/i;

/**
 * Parses AMFI's daily NAV text (NAVAll.txt): a header row, then section headers such as
 * "Open Ended Schemes(Equity Scheme - Large Cap Fund)", fund-house lines ("SBI Mutual Fund")
 * and semicolon-separated scheme lines. Columns are found by their header names, so both the
 * current six-column layout (code; ISIN payout/growth; ISIN reinvestment; name; NAV; date) and
 * the older eight-column one (with repurchase and sale prices) are read. Lines that cannot be
 * read are returned in `skipped`, not thrown: one bad line must not block a day's update.
 * Throws E-10594 when there is no header or no scheme line at all.
 */
export function parseAmfiNavFile(text: string): AmfiNavFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => /scheme\s*code/i.test(l) && l.includes(';'));
  if (headerAt < 0) throw new MfError('E-10594', 'The NAV file has no "Scheme Code;...;Date" header line.');
  const header = lines[headerAt].split(';').map((h) => h.toLowerCase().replace(/\s+/g, ''));
  const col = {
    code: header.findIndex((h) => h.startsWith('schemecode')),
    isin1: header.findIndex((h) => h.includes('isin') && (h.includes('payout') || h.includes('growth'))),
    isin2: header.findIndex((h) => h.includes('isin') && h.includes('reinvest')),
    name: header.findIndex((h) => h.startsWith('schemename')),
    nav: header.findIndex((h) => h.startsWith('netassetvalue')),
    date: header.findIndex((h) => h === 'date'),
  };
  if (col.code < 0 || col.name < 0 || col.nav < 0 || col.date < 0) {
    throw new MfError('E-10594', 'The NAV file header lacks Scheme Code, Scheme Name, Net Asset Value or Date.');
  }

  const records: AmfiNavRecord[] = [];
  const skipped: AmfiNavFile['skipped'] = [];
  let amc: string | null = null;
  let schemeType: string | null = null;
  let amfiCategory: string | null = null;
  for (let i = headerAt + 1; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === '') continue;
    if (!raw.includes(';')) {
      const section = SECTION.exec(raw);
      if (section) {
        schemeType =
          section[1].toLowerCase() === 'open ended'
            ? 'Open Ended'
            : section[1].toLowerCase() === 'close ended'
              ? 'Close Ended'
              : 'Interval Fund';
        amfiCategory = section[2].trim().replace(/\s+/g, ' ') || null;
        amc = null;
      } else {
        amc = raw.replace(/\s+/g, ' ');
      }
      continue;
    }
    const f = raw.split(';').map((s) => s.trim());
    const code = f[col.code];
    if (!/^\d+$/.test(code ?? '')) {
      skipped.push({ line: i + 1, text: raw, reason: 'scheme code is not a number' });
      continue;
    }
    const navDate = parseAmfiDate(f[col.date] ?? '');
    if (!navDate) {
      skipped.push({ line: i + 1, text: raw, reason: 'date is not dd-Mon-yyyy' });
      continue;
    }
    const name = (f[col.name] ?? '').replace(/\s+/g, ' ');
    if (name === '') {
      skipped.push({ line: i + 1, text: raw, reason: 'scheme name is blank' });
      continue;
    }
    const navNum = Number((f[col.nav] ?? '').replace(/,/g, ''));
    records.push({
      schemeCode: Number(code),
      isinGrowthOrPayout: cleanIsin(col.isin1 >= 0 ? f[col.isin1] : undefined),
      isinReinvestment: cleanIsin(col.isin2 >= 0 ? f[col.isin2] : undefined),
      schemeName: name,
      nav: /^[\d.,]+$/.test(f[col.nav] ?? '') && Number.isFinite(navNum) && navNum > 0 ? navNum : null,
      navDate,
      amc,
      schemeType,
      amfiCategory,
      line: i + 1,
    });
  }
  if (records.length === 0) throw new MfError('E-10594', 'The NAV file has no scheme lines.');
  return { records, skipped };
}

/** "30-Jan-2026" -> "2026-01-30"; null when it is not a real date in that form. */
export function parseAmfiDate(s: string): string | null {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const month = MONTHS[m[2].toLowerCase()];
  if (!month) return null;
  const iso = `${m[3]}-${month}-${m[1].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

function cleanIsin(s: string | undefined): string | null {
  const v = (s ?? '').trim();
  return /^IN[A-Z0-9]{10}$/i.test(v) ? v.toUpperCase() : null;
}
