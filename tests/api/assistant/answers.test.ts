/**
 * The assistant (docs/assistant.md) through HTTP on the demo seed: calculator answers with the
 * calculator's own numbers and a pre-filled link (only for calculators in the package), content
 * answers quoting the knowledge base (visitors: public content), and "I don't know" with closest
 * topics and a counsellor booking carrying the question. Runs on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../../../src/calculators/index.js';
import { assistantRequests, useAssistantApp } from './assistant-fixtures.js';

const c = useAssistantApp();
const { ask } = assistantRequests(c);

describe('calculator questions', () => {
  it('EMI: the inputs it understood, the calculator output and a link with the inputs', async () => {
    const a = await ask('EMI for 40 lakh at 8.5% for 20 years');
    expect(a.kind).toBe('calculator');
    expect(a.calculation?.key).toBe('home_loan_emi');
    const inputs = Object.fromEntries(a.calculation!.inputs.map((i) => [i.name, i.value]));
    expect(inputs).toEqual({ principal: 4_000_000, annualRatePct: 8.5, tenureMonths: 240 });
    const run = runCalculator('home_loan_emi', inputs);
    if (!run.ok) throw new Error('calculator refused');
    const emi = a.calculation!.outputs.find((o) => o.name === 'emi')!;
    expect(emi.value).toBe(run.output.emi);
    expect(a.answer).toContain('₹34,713');
    expect(a.calculation!.url).toBe(
      '/client/calculators/home-loan-calc?principal=4000000&annualRatePct=8.5&tenureMonths=240',
    );
    expect(a.question).toBe('EMI for 40 lakh at 8.5% for 20 years');
    expect(a.calculators[0]).toMatchObject({ id: 9 });
  }, 120_000);

  it('tax in the new regime on a 15 lakh salary, with the tax year in the link', async () => {
    const a = await ask('how much tax on 15 lakh salary in the new regime', c.acme);
    expect(a.calculation?.key).toMatch(/^tax_regime_/);
    const inputs = Object.fromEntries(a.calculation!.inputs.map((i) => [i.name, i.value]));
    expect(inputs).toMatchObject({ salaryIncome: 1_500_000, regime: 'new' });
    expect(a.calculation!.url).toContain('taxYear=');
    const total = a.calculation!.outputs.find((o) => o.name === 'totalTax');
    expect(typeof total?.value).toBe('number');
  });

  it('retirement at 30: assumed inputs are marked as assumed', async () => {
    const a = await ask('how much should I save for retirement at 30', c.acme);
    expect(a.calculation?.key).toBe('retirement_planner');
    const age = a.calculation!.inputs.find((i) => i.name === 'currentAge')!;
    expect(age).toMatchObject({ value: 30, assumed: false });
    expect(a.calculation!.inputs.some((i) => i.assumed)).toBe(true);
    expect(a.answer).toContain('Assumed');
  });

  it('PPF and card payoff: the default rates are listed as assumptions, with their dates and sources', async () => {
    const a = await ask('PPF 1.5 lakh a year for 15 years', c.acme);
    expect(a.calculation?.key).toBe('ppf');
    const rate = a.calculation!.inputs.find((i) => i.name === 'annualRatePct');
    expect(rate).toMatchObject({ value: 7.1, assumed: true, display: '7.1 %' });
    expect(a.calculation!.rates).toEqual([expect.objectContaining({ id: 'ppf', as_of: '2026-01-01' })]);
    expect(a.calculation!.rates[0].source).toMatch(/Ministry of Finance/);
    expect(a.answer).toContain('Rates used: PPF interest rate 7.1 % a year, compounded yearly (as of 1 Jan 2026)');
    expect(a.calculation!.url).toContain('annualRatePct=7.1');

    const card = await ask('credit card outstanding 1 lakh at 3.5% a month paying 5000 a month', c.acme);
    expect(card.calculation?.key).toBe('credit_card_payoff');
    expect(card.calculation!.inputs.find((i) => i.name === 'gstOnInterestPct')).toMatchObject({
      value: 18,
      assumed: true,
    });
    expect(card.calculation!.rates.map((r) => r.id)).toEqual(['gst_card_interest']);
    expect(card.answer).toContain(
      'GST on credit-card interest 18 % on interest and other finance charges (as of 1 Jul 2017)',
    );
  });

  it('a calculator outside the package is not computed (Globex has calculators 1-11)', async () => {
    const a = await ask('how much should I save for retirement at 30', c.globex);
    expect(a.calculation).toBeNull();
    expect(a.kind).toBe('unknown');
    expect(a.answer).toMatch(/package does not include/);
    const b = await ask('SIP of 10k for 15 years at 12%', c.globex);
    expect(b.calculation?.key).toBe('sip');
  });
});

describe('content questions', () => {
  it('quotes the knowledge base and links the source', async () => {
    const a = await ask('What is ELSS and how does it save tax?', c.acme);
    expect(a.kind).toBe('content');
    expect(a.sources[0].title).toMatch(/ELSS/);
    expect(a.sources[0].url).toMatch(/^\/client\/knowledgebase\/\d+\?faqId=\d+$/);
    expect(a.answer).toContain(a.sources[0].quote);
  });

  it('visitors are answered from FAQs and blogs only; finguides need the package', async () => {
    const visitor = await ask('general insurance guide motor insurance claim');
    expect(visitor.sources.every((s) => s.kind === 'faq' || s.kind === 'blog')).toBe(true);
    const employee = await ask('general insurance guide motor insurance claim', c.acme);
    expect(employee.sources.some((s) => s.kind === 'finguide')).toBe(true);
    // Visitors get no webinars (they need a package) but may be offered public counsellors.
    expect(visitor.webinars).toEqual([]);
    for (const c of visitor.counsellors) expect(c.url).toMatch(/^\/public-counselling\//);
  });

  it('no content: "I don\'t know", closest topics and a booking carrying the question', async () => {
    const q = 'How do I register a trademark for my bakery business?';
    const a = await ask(q, c.acme);
    expect(a.kind).toBe('unknown');
    expect(a.answer).toMatch(/I don't know/);
    expect(a.booking?.note).toBe(q);
    expect(a.booking?.url).toBe(`/client/counselling?note=${encodeURIComponent(q)}`);
    expect(a.counsellors.length).toBeGreaterThan(0);
  });
});
