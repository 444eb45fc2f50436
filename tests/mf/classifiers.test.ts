/** Name- and ratio-based classifiers, checked against the seed's own classification. */
import { describe, expect, it } from 'vitest';
import { classifyNavJump, classifySchemeName, findTrackedIndex } from '../../src/calculators/mf/index.js';
import { col, readSeed } from './seed-helpers.js';

describe('classifyNavJump', () => {
  it('agrees with every split and consolidation the data set detected, factor included', () => {
    const t = readSeed('adjustments');
    const [prev, nav, factor, event] = [col(t, 'prev_nav'), col(t, 'nav'), col(t, 'factor'), col(t, 'event')];
    const clean = t.rows.filter((r) => /^(split|consolidation)/.test(event(r)));
    expect(clean.length).toBe(157);
    for (const r of clean) {
      const j = classifyNavJump(Number(prev(r)), Number(nav(r)));
      expect([event(r), j.kind, 'factor' in j ? j.factor : null]).toEqual([
        event(r),
        event(r).split(' ')[0],
        Number(factor(r)),
      ]);
    }
  });

  it("never calls the data set's unexplained jumps a normal move", () => {
    const t = readSeed('adjustments');
    const [prev, nav, event] = [col(t, 'prev_nav'), col(t, 'nav'), col(t, 'event')];
    for (const r of t.rows.filter((x) => event(x).startsWith('unexplained'))) {
      expect(classifyNavJump(Number(prev(r)), Number(nav(r))).kind).not.toBe('normal');
    }
  });

  it('a 17 % one-day fall (bank funds, 2020-03-23) is a market move', () => {
    expect(classifyNavJump(100, 83).kind).toBe('normal');
  });
});

describe('classifySchemeName', () => {
  it("matches the AMFI master's plan on every name and its option on all but its own inconsistencies", () => {
    const t = readSeed('schemes');
    const [name, plan, option] = [col(t, 'scheme_name'), col(t, 'plan'), col(t, 'option')];
    const planMiss = t.rows.filter((r) => classifySchemeName(name(r)).plan !== plan(r));
    const optionMiss = t.rows.filter((r) => classifySchemeName(name(r)).option !== option(r));
    expect(planMiss.map(name)).toEqual([]);
    // The misses: three Sundaram Consumption names ending "(IDCW)" that the master files as Growth.
    expect(optionMiss.length).toBe(3);
    for (const r of optionMiss) expect(name(r)).toMatch(/IDCW|Income Distribution/i);
  });

  it('flags the same special (not investable) plans as the master', () => {
    const t = readSeed('schemes');
    const [name, special] = [col(t, 'scheme_name'), col(t, 'special')];
    expect(t.rows.filter((r) => classifySchemeName(name(r)).special !== (special(r) === 'true')).map(name)).toEqual([]);
  });
});

describe('findTrackedIndex', () => {
  it.each([
    ['UTI Nifty 50 Index Fund - Growth Option- Direct', 'NIFTY 50 TRI'],
    ['Nippon India ETF Nifty Next 50 Junior BeES', 'NIFTY NEXT 50 TRI'],
    ['Kotak Nifty Bank ETF', 'NIFTY BANK TRI'],
    ['DSP Nifty 50 Equal Weight Index Fund - Direct Plan - Growth', 'NIFTY50 EQUAL WEIGHT TRI'],
    ['HDFC NIFTY500 Multicap 50:25:25 Index Fund - Direct Plan', 'NIFTY500 MULTICAP 50:25:25 TRI'],
    ['Edelweiss NIFTY Large Midcap 250 Index Fund - Regular Plan Growth', 'NIFTY LARGEMIDCAP 250 TRI'],
    ['Tata Nifty 50 Exchange Traded Fund', 'NIFTY 50 TRI'],
  ])('%s -> %s', (name, index) => expect(findTrackedIndex(name)).toBe(index));

  it.each([
    'Edelweiss Nifty 100 Quality 30 Index Fund Direct Plan IDCW',
    'Nippon India Nifty 50 Value 20 Index Fund - Direct Plan',
    'DSP Nifty Private Bank ETF',
    'SBI Nifty 200 Quality 30 ETF',
    'SBI Nifty 1D Rate Liquid ETF - Growth',
    'ICICI Prudential BSE Sensex Index Fund - Direct Plan - IDCW Option',
    'Nippon India ETF Gold BeES',
  ])('%s -> no index', (name) => expect(findTrackedIndex(name)).toBeNull());
});
