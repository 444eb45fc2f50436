import { describe, expect, it } from 'vitest';
import { RATES } from '../../../src/calculators/rates.js';
import { assistantRequests, useAssistantApp } from './assistant-fixtures.js';

/** How-to, facts and definitions through the route (issue 33, docs/assistant.md "How-to and facts"). */
const c = useAssistantApp();
const { ask } = assistantRequests(c);

describe('how-to and facts', () => {
  it('how do I book a tax counsellor: the steps and the page the package opens', async () => {
    const a = await ask('How do I book a tax counsellor?', c.acme);
    expect(a.kind).toBe('howto');
    expect(a.link).toEqual({ title: 'Financial counselling', url: '/client/counselling/financial' });
    expect(a.answer).toMatch(/pick a counsellor/);
    const visitor = await ask('How do I book a tax counsellor?');
    expect(visitor.link?.url).toBe('/public-counselling');
  });

  it('where is my course certificate: My profile', async () => {
    const a = await ask('Where is my course certificate?', c.acme);
    expect(a.kind).toBe('howto');
    expect(a.link?.url).toBe('/client/my-profile');
  });

  it('the EPF rate this year from the dated rates table, with its date and source', async () => {
    const a = await ask('What is the EPF rate this year?', c.acme);
    expect(a.kind).toBe('fact');
    expect(a.answer).toContain(RATES.epf.display);
    expect(a.answer).toContain(RATES.epf.source);
  });

  it('what is an SIP: the SIP item, not the step-up SIP', async () => {
    const a = await ask('What is an SIP?', c.acme);
    expect(a.kind).toBe('content');
    expect(a.sources[0].title).toBe('What is a SIP in a mutual fund and how does it work?');
    expect((await ask('What is a step-up SIP?', c.acme)).sources[0].title).toBe('What is a step-up SIP?');
  });
});
