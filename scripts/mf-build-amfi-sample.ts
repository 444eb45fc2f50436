/**
 * Builds tests/fixtures/mf/amfi-sample.txt: a small AMFI daily NAV file (NAVAll.txt layout) for
 * 30-Jan-2026, made only from the seed data (names, ISINs, categories and the NAVs published
 * that day), so the updater tests can check the update against the seed itself.
 *
 *   npx tsx scripts/mf-build-amfi-sample.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getColumnIndex } from '../src/server/modules/mutual-funds/parse-csv.js';
import { readGzipCsv } from '../src/server/modules/mutual-funds/read-gzip-csv.js';
import { AMFI_SAMPLE } from '../tests/mf/amfi-sample-spec.js';

const root = path.resolve(import.meta.dirname, '..');
const seed = path.join(root, 'data-seed', 'mutual-funds');
const master = readGzipCsv(path.join(seed, 'scheme_master.csv.gz'));
const mi = getColumnIndex(
  master,
  [
    'scheme_code',
    'scheme_name',
    'amc',
    'scheme_type',
    'category',
    'isin_growth_or_payout',
    'isin_reinvestment',
    'latest_nav',
    'latest_nav_date',
  ],
  'scheme_master',
);
const categories = readGzipCsv(path.join(seed, 'categories.csv.gz'));
const ci = getColumnIndex(categories, ['category', 'amfi_category'], 'categories');
const amfiCategory = new Map(categories.rows.map((r) => [r[ci.category], r[ci.amfi_category]]));
const monthly = readGzipCsv(path.join(seed, 'nav_monthly.csv.gz'));
const ni = getColumnIndex(monthly, ['scheme_code', 'nav_date', 'nav'], 'nav_monthly');
const rawNavOn = new Map(
  monthly.rows.filter((r) => r[ni.nav_date] === AMFI_SAMPLE.date).map((r) => [r[ni.scheme_code], r[ni.nav]]),
);

const wanted = [
  ...AMFI_SAMPLE.existing,
  ...AMFI_SAMPLE.added,
  AMFI_SAMPLE.renamed.schemeCode,
  AMFI_SAMPLE.notAvailable,
];
const rows = wanted.map((code) => {
  const r = master.rows.find((m) => m[mi.scheme_code] === String(code));
  if (!r) throw new Error(`scheme ${code} is not in the seed`);
  // Growth schemes: the NAV of that day from nav_monthly (raw, as AMFI printed it); others
  // (IDCW) are not in the NAV files, so their latest_nav of that day from the master.
  const nav =
    code === AMFI_SAMPLE.notAvailable
      ? 'N.A.'
      : (rawNavOn.get(String(code)) ?? (r[mi.latest_nav_date] === AMFI_SAMPLE.date ? r[mi.latest_nav] : undefined));
  if (nav === undefined) throw new Error(`scheme ${code} has no NAV on ${AMFI_SAMPLE.date}`);
  const type = r[mi.scheme_type] || 'Open Ended';
  return {
    section: `${type} Schemes(${amfiCategory.get(r[mi.category]) ?? r[mi.category]})`,
    amc: r[mi.amc],
    line: [
      code,
      r[mi.isin_growth_or_payout] || '-',
      r[mi.isin_reinvestment] || '-',
      r[mi.scheme_name],
      nav,
      AMFI_SAMPLE.amfiDate,
    ].join(';'),
  };
});

// AMFI groups lines by section, then fund house, with blank lines around the headers.
const out: string[] = [
  'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
  '',
];
for (const section of [...new Set(rows.map((r) => r.section))].sort()) {
  out.push(section, '');
  const inSection = rows.filter((r) => r.section === section);
  for (const amc of [...new Set(inSection.map((r) => r.amc))].sort()) {
    out.push(amc, '');
    out.push(...inSection.filter((r) => r.amc === amc).map((r) => r.line));
    out.push('');
  }
}
const file = path.join(root, 'tests', 'fixtures', 'mf', 'amfi-sample.txt');
// AMFI serves the file with CRLF line ends; keep them so the parser is tested on the real thing.
writeFileSync(file, out.join('\r\n'));
console.log(`wrote ${file} (${rows.length} scheme lines)`);
