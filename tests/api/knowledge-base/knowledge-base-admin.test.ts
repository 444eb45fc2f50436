/**
 * The knowledge base's admin writes (docs/knowledge-base.md) through HTTP on the demo seed: categories,
 * sub-categories, groups and FAQs with the form definitions, sanitising on write and read, image FAQs
 * (checks, nosniff), inactive categories, ordering and deleting. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type App } from '../../support/app.js';
import { multipart } from '../../support/multipart.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { kbCalls, KB_APP_TIMEOUT, PNG, startKbApp, type Faq } from './knowledge-base-fixtures.js';

let app: App;
let acme: string;
let admin: string;

beforeAll(async () => {
  ({ app, acme, admin } = await startKbApp());
}, KB_APP_TIMEOUT);
afterAll(async () => app?.close());

const { search, get } = kbCalls(() => ({ app, acme }));

describe('admin writes', () => {
  let categoryId: number;
  let subId: number;
  let groupId: number;

  it('refuses employees (E-10506)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/knowledge-base-categories',
      headers: bearer(acme),
      payload: { title: 'x' },
    });
    expectError(res, 403, 'E-10506');
  });

  it('adds a category, sub-category and group through the form definitions', async () => {
    const post = (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(admin), payload: payload as object });
    categoryId = expectSuccess<{ id: number }>(
      await post('/knowledge-base-categories', { title: 'Workplace benefits', sequence: 5, status: 1 }),
      'S-10008',
      201,
    ).id;
    expectError(await post('/knowledge-base-categories', { title: '' }), 422, 'E-10600');
    expectError(await post('/knowledge-base-categories', { title: 'x', colour: 'red' }), 422, 'E-10502');
    subId = expectSuccess<{ id: number }>(
      await post('/knowledge-based-sub-category', { category_id: categoryId, title: 'Allowances' }),
      undefined,
      201,
    ).id;
    expectError(await post('/knowledge-based-sub-category', { category_id: 999999, title: 'Nope' }), 404, 'E-10604');
    groupId = expectSuccess<{ id: number }>(
      await post('/group', { sub_category_id: subId, title: 'Meal and fuel cards' }),
      undefined,
      201,
    ).id;
  });

  it('sanitises an FAQ answer on write: no script, no event handler, safe links', async () => {
    const record = {
      group_id: groupId,
      question: 'Are meal cards taxable?',
      answer_html:
        '<p>Meal cards are tax-free up to a limit.</p><script>window.pwned=1</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://www.incometax.gov.in" target="_blank">portal</a>',
      keywords: ['meal card', 'perquisite'],
      content_kind: 'html',
    };
    const mp = multipart({ data: JSON.stringify(record) });
    const id = expectSuccess<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/faq',
        headers: { ...bearer(admin), ...mp.headers },
        payload: mp.payload,
      }),
      'S-10008',
      201,
    ).id;
    const stored = await app.ctx.db
      .selectFrom('kb_faqs')
      .select('answer_html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.answer_html).not.toMatch(/script|onerror|javascript:|<img/i);
    const { faq } = expectSuccess<{ faq: Faq }>(await get(`/knowledge-base/faqs/${id}`));
    expect(faq.answer_html).toContain('Meal cards are tax-free');
    expect(faq.answer_html).toContain('rel="noopener noreferrer"');
    expect(faq.answer_html).not.toMatch(/script|onerror/i);
    // and it is searchable at once
    const r = await search('meal card perquisite');
    expect(r.results[0].id).toBe(id);
  });

  it('sanitises on read too (a row written around the API)', async () => {
    const row = await app.ctx.db
      .insertInto('kb_faqs')
      .values({
        group_id: groupId,
        question: 'Raw row',
        answer_html: '<p>ok</p><script>x()</script>',
        content_kind: 'html',
        extra: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { faq } = expectSuccess<{ faq: Faq }>(await get(`/knowledge-base/faqs/${row.id}`));
    expect(faq.answer_html).toBe('<p>ok</p>');
  });

  it('stores an image FAQ after checking extension and magic bytes, and serves it with nosniff', async () => {
    const record = {
      group_id: groupId,
      question: 'What does a fuel card slip look like?',
      answer_html: '<p>See the image.</p>',
      content_kind: 'image',
    };
    const bad = multipart(
      { data: JSON.stringify(record) },
      { name: 'slip.png', data: Buffer.from('<svg onload=alert(1)>') },
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/faq',
        headers: { ...bearer(admin), ...bad.headers },
        payload: bad.payload,
      }),
      422,
      'E-10603',
    );
    const pdfAsImage = multipart(
      { data: JSON.stringify(record) },
      { name: 'slip.pdf', data: Buffer.from('%PDF-1.4\n') },
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/faq',
        headers: { ...bearer(admin), ...pdfAsImage.headers },
        payload: pdfAsImage.payload,
      }),
      422,
      'E-10603',
    );
    const good = multipart({ data: JSON.stringify(record) }, { name: 'slip.png', data: PNG });
    const id = expectSuccess<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/faq',
        headers: { ...bearer(admin), ...good.headers },
        payload: good.payload,
      }),
      undefined,
      201,
    ).id;
    const { faq } = expectSuccess<{ faq: Faq }>(await get(`/knowledge-base/faqs/${id}`));
    const file = await app.inject({ method: 'GET', url: faq.file_url!, headers: bearer(acme) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expectError(await app.inject({ method: 'GET', url: faq.file_url! }), 401, 'E-10010');
  });

  it('hides an inactive category from employees and from search, and reorders categories', async () => {
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/v1/knowledge-base-categories/${categoryId}`,
      headers: bearer(admin),
      payload: { title: 'Workplace benefits', status: 2 },
    });
    expectSuccess(patch, 'S-10009');
    expectError(await get(`/knowledge-base-categories/${categoryId}`), 404, 'E-10507');
    expect((await search('meal card perquisite')).results.every((h) => h.title !== 'Are meal cards taxable?')).toBe(
      true,
    );

    const { categories } = expectSuccess<{ categories: Array<{ id: number }> }>(
      await get('/knowledge-base/admin/tree', admin),
    );
    const ids = categories.map((c) => c.id).reverse();
    expectSuccess(
      await app.inject({
        method: 'PATCH',
        url: '/api/v1/knowledge-base/order',
        headers: bearer(admin),
        payload: { type: 'category', ids },
      }),
    );
    const after = expectSuccess<{ categories: Array<{ id: number }> }>(await get('/knowledge-base/admin/tree', admin));
    expect(after.categories.map((c) => c.id)).toEqual(ids);
  });

  it('deletes a category with everything in it, and its FAQs leave the search index', async () => {
    expectSuccess(
      await app.inject({
        method: 'DELETE',
        url: `/api/v1/knowledge-base-categories/${categoryId}`,
        headers: bearer(admin),
      }),
      'S-10010',
    );
    const left = await app.ctx.db
      .selectFrom('kb_search_docs')
      .select('id')
      .where('kind', '=', 'faq')
      .where('parent_id', '=', categoryId)
      .execute();
    expect(left).toHaveLength(0);
  });
});
