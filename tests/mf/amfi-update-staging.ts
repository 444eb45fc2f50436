/**
 * Staging for the AMFI daily-file updater tests: the fixture (AMFI's file for 30-Jan-2026 cut to a few
 * schemes), the seed rows the update is checked against, and the database as it stood before that day
 * (the seed without that day's NAVs, without the schemes launched in January 2026, and with SBI Large
 * Cap under its former name).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AMFI_SAMPLE } from './amfi-sample-spec.js';
import { col, emptyRows, filterRows, pickColumns, readSeed, writeSeedVariant } from './seed-helpers.js';

export const FIXTURE = readFileSync(path.resolve(import.meta.dirname, '../fixtures/mf/amfi-sample.txt'), 'utf8');
export const DATE = AMFI_SAMPLE.date;
export const NEW = new Set<number>(AMFI_SAMPLE.added);
export const KEEP = new Set<string>(
  [...AMFI_SAMPLE.existing, AMFI_SAMPLE.renamed.schemeCode, AMFI_SAMPLE.notAvailable].map(String),
);
export const DAILY_SELECTED = ['120716', '140084', '118955', '119598'];

/** Seed rows as the reference for what the update must produce. */
export const master = readSeed('schemes');
export const m = { code: col(master, 'scheme_code'), name: col(master, 'scheme_name') };
export const monthly = readSeed('navMonthly');
export const nm = {
  code: col(monthly, 'scheme_code'),
  date: col(monthly, 'nav_date'),
  nav: col(monthly, 'nav'),
  adj: col(monthly, 'nav_adj'),
};

/** The database as it stood before 30-Jan-2026 (see the file's comment). */
export function stageBefore(): string {
  const m2 = { code: col(master, 'scheme_code'), name: col(master, 'scheme_name'), fund: col(master, 'fund_name') };
  const mi = master.header;
  return writeSeedVariant('test-before-2026-01-30', {
    schemes: (t) =>
      filterRows(
        t,
        (r) => KEEP.has(m2.code(r)),
        (r) => {
          const row = [...r];
          if (m2.code(r) === String(AMFI_SAMPLE.renamed.schemeCode))
            row[mi.indexOf('scheme_name')] = AMFI_SAMPLE.renamed.oldName;
          // Before the file, the last NAV known is not the 30th's.
          row[mi.indexOf('latest_nav')] = '';
          row[mi.indexOf('latest_nav_date')] = '';
          return row;
        },
      ),
    navMonthly: (t) => filterRows(t, (r) => KEEP.has(nm.code(r)) && nm.date(r) < DATE),
    navDaily: (t) => pickColumns(t, DAILY_SELECTED, (r) => r[0] < DATE),
    niftyTri: (t) => pickColumns(t, ['NIFTY 50 TRI'], () => true),
    holdings: emptyRows,
    holdingsSchemes: emptyRows,
    categoryReturns: emptyRows,
  });
}
