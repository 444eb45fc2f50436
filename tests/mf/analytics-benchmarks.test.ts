/** Fund analytics: the benchmark series (PPF, FD, chained category returns) a fund is compared against. */
import { describe, expect, it } from 'vitest';
import { buildFdIndex, buildPpfIndex, chainMonthlyReturns } from '../../src/calculators/mf/index.js';

describe('benchmark series', () => {
  it('PPF at 7.1 %: one deposit grows by 7.1 % a year, credited each March', () => {
    const rates = [{ fromDate: '2020-04-01', toDate: '2025-09-30', ratePctPa: 7.1 }];
    const s = buildPpfIndex({ rates, fromMonth: '2021-03', toMonth: '2023-03' });
    expect(s.find((p) => p.month === '2022-03')?.value).toBeCloseTo(107.1, 10);
    expect(s.find((p) => p.month === '2021-09')?.value).toBeCloseTo(100 + (6 * 7.1) / 12, 10);
    expect(s.find((p) => p.month === '2023-03')?.value).toBeCloseTo(107.1 * 1.071, 10);
  });

  it('PPF stops after the last notified rate unless asked to extend it', () => {
    const rates = [{ fromDate: '2020-04-01', toDate: '2025-09-30', ratePctPa: 7.1 }];
    expect(buildPpfIndex({ rates, fromMonth: '2025-06', toMonth: '2026-01' }).at(-1)?.month).toBe('2025-09');
    expect(buildPpfIndex({ rates, fromMonth: '2025-06', toMonth: '2026-01', extendLastRate: true }).at(-1)?.month).toBe(
      '2026-01',
    );
  });

  it('FD at 8 % compounded quarterly gives 8.2432 % a year and ends at the last known rate', () => {
    const s = buildFdIndex({
      rates: [
        { effectiveDate: '2010-01-01', ratePct: 8 },
        { effectiveDate: '2016-04-27', ratePct: 8 },
      ],
      fromMonth: '2012-01',
      toMonth: '2020-01',
    });
    expect(s.find((p) => p.month === '2013-01')?.value).toBeCloseTo(100 * 1.02 ** 4, 10);
    expect(s.at(-1)?.month).toBe('2016-04');
  });

  it('FD beyond the last known rate uses an assumed rate only when one is given', () => {
    const rates = [
      { effectiveDate: '2010-01-01', ratePct: 8 },
      { effectiveDate: '2016-04-27', ratePct: 8 },
    ];
    const s = buildFdIndex({ rates, fromMonth: '2015-04', toMonth: '2018-04', assumedRatePctAfter: 6 });
    expect(s.at(-1)?.month).toBe('2018-04');
    const at = (m: string) => s.find((p) => p.month === m)?.value ?? Number.NaN;
    // Known months compound at 8 % (a quarter = 2 %), assumed months at 6 % (a quarter = 1.5 %).
    expect(at('2016-04') / at('2015-04')).toBeCloseTo(1.02 ** 4, 10);
    expect(at('2017-04') / at('2016-04')).toBeCloseTo(1.015 ** 4, 10);
    // A fund launched after 2016 still gets a comparison series.
    expect(buildFdIndex({ rates, fromMonth: '2020-01', toMonth: '2021-01', assumedRatePctAfter: 6 })).toHaveLength(13);
    expect(buildFdIndex({ rates, fromMonth: '2020-01', toMonth: '2021-01' })).toHaveLength(0);
  });

  it('category index chains (1 + r); a gap restarts it at the last unbroken run', () => {
    const s = chainMonthlyReturns([
      { month: '2020-01', value: 0.1 },
      { month: '2020-02', value: -0.1 },
    ]);
    expect(s.map((p) => [p.month, +p.value.toFixed(10)])).toEqual([
      ['2019-12', 100],
      ['2020-01', 110],
      ['2020-02', 99],
    ]);
    const gap = chainMonthlyReturns([
      { month: '2020-01', value: 0.1 },
      { month: '2020-03', value: 0.2 },
    ]);
    expect(gap.map((p) => p.month)).toEqual(['2020-02', '2020-03']);
  });
});
