/** The seed import: row counts, idempotency, speed, and values that survive the trip into SQL. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.js';
import {
  importMutualFundData,
  type ImportResult,
  type SeedManifest,
} from '../../src/server/modules/mutual-funds/ingest.js';
import { createTestDb, SEED_DIR } from './seed-helpers.js';

let handle: DbHandle;
let first: ImportResult;
const manifest = JSON.parse(readFileSync(path.join(SEED_DIR, 'manifest.json'), 'utf8')) as SeedManifest;
const rowsOf = (seed: string) => manifest.files.find((f) => f.seed === seed)?.rows;

beforeAll(async () => {
  handle = await createTestDb();
  first = await importMutualFundData(handle.db, { dir: SEED_DIR });
});
afterAll(async () => handle?.close());

async function count(table: string): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(handle.db);
  return r.rows[0].n;
}

describe('importMutualFundData', () => {
  it('loads the whole seed (timing is measured by scripts/mf-bench-import.ts, not asserted here)', () => {
    console.log(`mutual-fund seed import: ${first.ms} ms`);
    expect(first.skipped).toBe(false);
    expect(first.seedId).toBe(manifest.seedId);
  });

  it('stores every row of every long file', async () => {
    expect(await count('mf_scheme')).toBe(rowsOf('scheme_master.csv.gz'));
    expect(await count('mf_nav_monthly')).toBe(rowsOf('nav_monthly.csv.gz'));
    expect(await count('mf_category_return_monthly')).toBe(rowsOf('category_average_monthly_returns.csv.gz'));
    expect(await count('mf_holding')).toBe(rowsOf('holdings/holdings.csv.gz'));
    expect(await count('mf_portfolio')).toBe(rowsOf('holdings/holdings_schemes.csv.gz'));
    expect(await count('mf_nav_adjustment_event')).toBe(rowsOf('nav_adjustment_events.csv.gz'));
    expect(await count('mf_amc')).toBe(51);
    expect(await count('mf_category')).toBe(47);
    // Wide files become one row per non-blank cell.
    expect(await count('mf_nav_daily')).toBe(324_188);
    expect(await count('mf_index_value')).toBe(135_736);
  });

  it('is idempotent: a second run is skipped by the version marker', async () => {
    const again = await importMutualFundData(handle.db, { dir: SEED_DIR });
    expect(again).toMatchObject({ skipped: true, seedId: manifest.seedId, inserted: {} });
    expect(await count('mf_nav_monthly')).toBe(rowsOf('nav_monthly.csv.gz'));
  });

  it('is idempotent without the marker too: every insert is ON CONFLICT DO NOTHING', async () => {
    await sql`DELETE FROM mf_seed_version`.execute(handle.db);
    const again = await importMutualFundData(handle.db, { dir: SEED_DIR });
    expect(again.skipped).toBe(false);
    expect(Object.values(again.inserted).every((n) => n === 0)).toBe(true);
  }, 180_000);

  it('keeps published NAVs, adjusted NAVs and index levels exactly', async () => {
    const nav = await sql<{ nav: number; nav_adj: number; nav_date: string }>`
      SELECT nav, nav_adj, nav_date::text FROM mf_nav_monthly WHERE scheme_code = 140084 AND month = '2019-11-01'`.execute(
      handle.db,
    );
    // Nifty BeES before its 1:10 split: published 1,2xx, adjusted to today's units (/10).
    expect(nav.rows[0].nav_adj).toBeCloseTo(nav.rows[0].nav / 10, 3);
    const tri = await sql<{
      value: number;
    }>`SELECT value FROM mf_index_value WHERE index_name = 'NIFTY 50 TRI' AND value_date = '2024-01-31'`.execute(
      handle.db,
    );
    expect(tri.rows[0].value).toBe(31939.59);
    const daily = await sql<{
      nav_adj: number;
    }>`SELECT nav_adj FROM mf_nav_daily WHERE scheme_code = 118955 AND nav_date = '2013-01-01'`.execute(handle.db);
    expect(daily.rows[0].nav_adj).toBe(296.876);
  });

  it('derives the tracked index of index funds and ETFs from their names', async () => {
    const r = await sql<{ scheme_code: number; tracked_index: string | null }>`
      SELECT scheme_code, tracked_index FROM mf_scheme WHERE scheme_code IN (120716, 140084, 140085, 140087, 101705, 140088) ORDER BY scheme_code`.execute(
      handle.db,
    );
    expect(Object.fromEntries(r.rows.map((x) => [x.scheme_code, x.tracked_index]))).toEqual({
      101705: null, // BSE Sensex: no TRI in the data
      120716: 'NIFTY 50 TRI',
      140084: 'NIFTY 50 TRI',
      140085: 'NIFTY NEXT 50 TRI',
      140087: 'NIFTY BANK TRI',
      140088: null, // gold ETF
    });
  });

  it('links disclosed portfolios to AMFI codes by confident matches only', async () => {
    const r = await sql<{
      n: number;
    }>`SELECT count(DISTINCT (amc, sheet_code))::int AS n FROM mf_portfolio_scheme`.execute(handle.db);
    expect(r.rows[0].n).toBe(364);
    const sbi = await sql<{
      sheet_code: string;
    }>`SELECT sheet_code FROM mf_portfolio_scheme WHERE scheme_code = 119598`.execute(handle.db);
    expect(sbi.rows.map((x) => x.sheet_code)).toEqual(['SBLUECHIP']);
  });

  it('uses the primary key for a scheme NAV range (no sequential scan)', async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT nav_adj FROM mf_nav_monthly WHERE scheme_code = 120716 AND month >= '2013-01-01' ORDER BY month`.execute(
      handle.db,
    );
    expect(plan.rows.map((x) => x['QUERY PLAN']).join('\n')).toMatch(/Index Scan|Bitmap Index Scan|Index Only Scan/);
  });
});
