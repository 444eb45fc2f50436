/**
 * The knowledge base (docs/knowledge-base.md) through HTTP on the demo seed: categories and FAQs,
 * search (weights, misspellings, synonyms, highlighting, gating, logs), finguide/handbook/toolkit/scheme
 * access by package and files, and admins adding a finguide and previewing HTML. The category tree's
 * admin writes: knowledge-base-admin.test.ts. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type App } from '../../support/app.js';
import { multipart } from '../../support/multipart.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { kbCalls, KB_APP_TIMEOUT, PNG, startKbApp, type Tree } from './knowledge-base-fixtures.js';

let app: App;
let acme: string;
let globex: string;
let admin: string;

beforeAll(async () => {
  ({ app, acme, globex, admin } = await startKbApp());
}, KB_APP_TIMEOUT);
afterAll(async () => app?.close());

const { search, get } = kbCalls(() => ({ app, acme }));

describe('categories and FAQs', () => {
  it('lists the seeded categories with at least 30 FAQs, for any signed-in employee (Globex too)', async () => {
    const data = expectSuccess<{ categories: Array<{ id: number; title: string; faq_count: number }> }>(
      await get('/knowledge-base-categories', globex),
    );
    expect(data.categories.length).toBeGreaterThanOrEqual(6);
    expect(data.categories.reduce((n, c) => n + c.faq_count, 0)).toBeGreaterThanOrEqual(30);
    expectError(await get('/knowledge-base-categories', null), 401, 'E-10010');
  });

  it('answers one category as a tree and 404 for an unknown one', async () => {
    const { categories } = expectSuccess<{ categories: Array<{ id: number; title: string }> }>(
      await get('/knowledge-base-categories'),
    );
    const mf = categories.find((c) => c.title === 'Mutual funds')!;
    const { category } = expectSuccess<{ category: Tree }>(await get(`/knowledge-base-categories/${mf.id}`));
    const faqs = category.sub_categories.flatMap((s) => s.groups.flatMap((g) => g.faqs));
    expect(faqs.some((f) => f.question.includes('SIP'))).toBe(true);
    expectError(await get('/knowledge-base-categories/999999'), 404, 'E-10507');
  });
});

describe('search', () => {
  it('finds the SIP FAQ first for the misspelled "mutal fund sip", with the correction and highlights', async () => {
    const r = await search('mutal fund sip');
    expect(r.results[0].kind).toBe('faq');
    expect(r.results[0].title).toBe('What is a SIP in a mutual fund and how does it work?');
    expect(r.corrections).toContainEqual({ from: 'mutal', to: 'mutual' });
    expect(r.results[0].title_html).toContain('<mark>SIP</mark>');
  });

  it('finds nothing for nonsense: "banana" and "purple elephant dance" are not misspellings of "bank" or "chance"', async () => {
    for (const q of ['banana', 'purple elephant dance', 'asdfgh qwerty']) {
      const r = await search(q);
      expect(r.corrections, q).toEqual([]);
      expect(r.results, q).toEqual([]);
    }
    // A slip in a long word is still corrected (two edits from 8 letters; one swap counts once).
    expect((await search('retiremnet planing')).corrections).toEqual(
      expect.arrayContaining([{ from: 'retiremnet', to: 'retirement' }]),
    );
  });

  it('treats "tax saver" and ELSS as the same thing (synonyms kept in data)', async () => {
    const r = await search('tax saver');
    expect(r.synonyms).toContain('elss');
    expect(r.results[0].title).toBe('What is ELSS and how does it save tax?');
  });

  it('ranks a title match above a body-only match (weights A > C)', async () => {
    const r = await search('credit score');
    expect(r.results[0].title).toBe('What is a credit score and how can I improve mine?');
    expect(r.results.length).toBeGreaterThan(1);
    expect(r.results[0].score).toBeGreaterThan(r.results[r.results.length - 1].score);
  });

  it('escapes everything in highlights except <mark>', async () => {
    const r = await search('<b>emergency</b> fund');
    for (const hit of r.results) {
      expect(hit.snippet_html.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z/]/i);
      expect(hit.title_html.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z/]/i);
    }
    expect(r.results.length).toBeGreaterThan(0);
  });

  it('returns finguides, handbook, toolkit and schemes only to packages that include them', async () => {
    const acmeKinds = new Set(
      (await search('ppf public provident fund', acme, { limit: 50 })).results.map((h) => h.kind),
    );
    expect(acmeKinds.has('finguide')).toBe(true);
    expect(acmeKinds.has('scheme')).toBe(true);
    const globexKinds = new Set(
      (await search('ppf public provident fund', globex, { limit: 50 })).results.map((h) => h.kind),
    );
    expect(globexKinds.has('finguide')).toBe(false);
    expect(globexKinds.has('scheme')).toBe(false);
    expect(globexKinds.has('faq')).toBe(true);
  });

  it('refuses a symbol-only question with E-10046', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/questions-by-keywords',
      headers: bearer(acme),
      payload: { question: '!!!' },
    });
    expectError(res, 422, 'E-10046');
  });

  it('logs the search without the user and without personal data; the activity row has no query', async () => {
    await search('my pan ABCDE1234F and phone 9876543210 nps');
    const last = await app.ctx.db
      .selectFrom('kb_search_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(last.query).toBe('my pan and phone nps');
    const act = await app.ctx.db
      .selectFrom('user_activity')
      .selectAll()
      .where('action_id', '=', 1)
      .where('feature_id', '=', 5)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(act.navigation_url).toBe('/client/knowledgebase');
  });
});

describe('finguides, handbook, toolkit and schemes', () => {
  it('lists the six finguides and serves a generated PDF with nosniff, logging the download', async () => {
    const { articles } = expectSuccess<{ articles: Array<{ id: number; title: string; file_url: string }> }>(
      await get('/knowledge-base/finguides'),
    );
    expect(articles.map((a) => a.title)).toEqual([
      'Mutual Funds',
      'General Insurance',
      'Life Insurance',
      'Savings Account',
      'NPS',
      'PPF',
    ]);
    const res = await app.inject({ method: 'GET', url: articles[5].file_url, headers: bearer(acme) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const act = await app.ctx.db
      .selectFrom('user_activity')
      .select('navigation_url')
      .where('action_id', '=', 10)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(act.navigation_url).toBe(`/client/knowledgebase?finguideId=${articles[5].id}`);
  });

  it('refuses finguides, handbook, toolkit and schemes to a Globex employee (E-10117)', async () => {
    expectError(await get('/knowledge-base/finguides', globex), 403, 'E-10117');
    const { articles } = expectSuccess<{ articles: Array<{ id: number }> }>(await get('/knowledge-base/finguides'));
    expectError(await get(`/knowledge-base/finguides/${articles[0].id}/pdf`, globex), 403, 'E-10117');
    expectError(await get('/knowledge-base/handbook', globex), 403, 'E-10117');
    expectError(await get('/knowledge-base/toolkit', globex), 403, 'E-10117');
    expectError(await get('/knowledge-base/schemes', globex), 403, 'E-10117');
  });

  it('lists the handbook and toolkit titles (about 37) and the nine schemes with rates and dates', async () => {
    const hb = expectSuccess<{ articles: unknown[] }>(await get('/knowledge-base/handbook'));
    const tk = expectSuccess<{ articles: unknown[] }>(await get('/knowledge-base/toolkit'));
    expect(hb.articles.length + tk.articles.length).toBeGreaterThanOrEqual(35);
    const { schemes, checklist_url } = expectSuccess<{
      schemes: Array<{ short_name: string; rate_text: string; rate_as_of: string }>;
      checklist_url: string;
    }>(await get('/knowledge-base/schemes'));
    expect(schemes.map((s) => s.short_name)).toEqual(
      expect.arrayContaining(['PPF', 'SSY', 'NPS', 'APY', 'PMJJBY', 'PMSBY', 'SCSS', 'NSC', 'KVP']),
    );
    expect(schemes.find((s) => s.short_name === 'PPF')!.rate_text).toContain('7.1 %');
    expect(schemes.find((s) => s.short_name === 'SSY')!.rate_text).toContain('8.2 %');
    for (const s of schemes) expect(s.rate_as_of.length).toBeGreaterThan(5);
    const xlsx = await app.inject({ method: 'GET', url: checklist_url });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('opens a blog for Globex (blogs are always available)', async () => {
    const { articles } = expectSuccess<{ articles: Array<{ id: number }> }>(await get('/knowledge-base/blogs', globex));
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expectSuccess(await get(`/knowledge-base/blogs/${articles[0].id}`, globex));
  });
});
describe('admin writes', () => {
  it('adds a finguide with an uploaded PDF and refuses a non-PDF', async () => {
    const record = {
      kind: 'finguide',
      title: 'Gold',
      summary: 'Gold in a portfolio.',
      body_html: '<p>Gold ETFs and SGBs.</p>',
    };
    const bad = multipart({ data: JSON.stringify(record) }, { name: 'gold.pdf', data: PNG });
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/knowledge-base/articles',
        headers: { ...bearer(admin), ...bad.headers },
        payload: bad.payload,
      }),
      422,
      'E-10603',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const good = multipart({ data: JSON.stringify(record) }, { name: 'gold.pdf', data: pdf });
    const id = expectSuccess<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/knowledge-base/articles',
        headers: { ...bearer(admin), ...good.headers },
        payload: good.payload,
      }),
      undefined,
      201,
    ).id;
    const res = await get(`/knowledge-base/finguides/${id}/pdf`);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('previews HTML with the same sanitiser', async () => {
    const { html } = expectSuccess<{ html: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/knowledge-base/admin/preview',
        headers: bearer(admin),
        payload: { html: '<p onclick="x()">Hi</p><script>bad()</script>' },
      }),
    );
    expect(html).toBe('<p>Hi</p>');
  });
});
