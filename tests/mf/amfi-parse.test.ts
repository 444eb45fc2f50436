/** Reading AMFI's daily NAV text. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MfError } from '../../src/calculators/mf/errors.js';
import { parseAmfiDate, parseAmfiNavFile } from '../../src/server/modules/mutual-funds/parse-amfi-nav-file.js';

const FIXTURE = readFileSync(path.resolve(import.meta.dirname, '../fixtures/mf/amfi-sample.txt'), 'utf8');

describe('parseAmfiNavFile', () => {
  it('reads scheme lines with the section and fund house they sit under (CRLF file)', () => {
    const f = parseAmfiNavFile(FIXTURE);
    expect(f.records).toHaveLength(11);
    expect(f.records.find((r) => r.schemeCode === 154087)).toMatchObject({
      isinGrowthOrPayout: 'INF740KA1XU7',
      isinReinvestment: null,
      schemeName: 'DSP Nifty Next 50 ETF',
      nav: 67.8104,
      navDate: '2026-01-30',
      amc: 'DSP Mutual Fund',
      schemeType: 'Open Ended',
      amfiCategory: 'Other Scheme - Other ETFs',
    });
    expect(f.records.find((r) => r.schemeCode === 120715)?.nav).toBeNull();
  });

  it('reads the older eight-column layout and skips unreadable lines instead of failing', () => {
    const old = [
      'Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date',
      '',
      'Open Ended Schemes ( Income )',
      '',
      'HDFC Mutual Fund',
      '101430;HDFC Regular Savings Fund-GROWTH;INF179K01AY2;;12.7223;12.6905;12.7223;31-May-2006',
      '1014x;bad code;;;1;1;1;31-May-2006',
      '101431;HDFC Regular Savings Fund-Monthly Dividend Option;INF179K01AW6;INF179K01AX4;10.337;10.3112;10.337;31-Feb-2006',
    ].join('\n');
    const f = parseAmfiNavFile(old);
    expect(f.records).toEqual([
      expect.objectContaining({
        schemeCode: 101430,
        nav: 12.7223,
        navDate: '2006-05-31',
        isinGrowthOrPayout: 'INF179K01AY2',
        amc: 'HDFC Mutual Fund',
        amfiCategory: 'Income',
      }),
    ]);
    expect(f.skipped.map((s) => s.reason)).toEqual(['scheme code is not a number', 'date is not dd-Mon-yyyy']);
  });

  it('a file that is not in AMFI format: E-10594', () => {
    expect(() => parseAmfiNavFile('date,nav\n2020-01-01,10')).toThrow(MfError);
    expect(() => parseAmfiNavFile('Scheme Code;Scheme Name;Net Asset Value;Date\n\nno lines')).toThrowError(
      /no scheme lines/,
    );
  });

  it('dates are dd-Mon-yyyy calendar dates', () => {
    expect(parseAmfiDate('05-Jan-2026')).toBe('2026-01-05');
    expect(parseAmfiDate('29-Feb-2023')).toBeNull();
    expect(parseAmfiDate('2026-01-05')).toBeNull();
  });
});
