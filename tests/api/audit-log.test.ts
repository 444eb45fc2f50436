import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';

/** The audit log of admin actions (docs/security.md "Audit log"): before/after, append-only, super admins only. */
type Entry = {
  id: number;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  route: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe('audit log', () => {
  let app: App;
  let admin: string;
  let superAdmin: string;
  let employee: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await sessionFor(app, 'admin@finwell.example');
    superAdmin = await sessionFor(app, 'superadmin@finwell.example');
    employee = await sessionFor(app, 'employee@acme.example');
  });
  afterAll(async () => {
    await app.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: payload as Record<string, unknown> });
  const log = async (query: string) =>
    expectSuccess<{ entries: Entry[]; total: number }>(await api('GET', `/audit-log?${query}`, superAdmin));

  it("an admin's client edit is logged with who, which record, before and after", async () => {
    const acme = await app.ctx.db
      .selectFrom('companies')
      .select(['id', 'primary_contact_name'])
      .where('company_name', '=', 'Acme Corp')
      .executeTakeFirstOrThrow();
    const record = expectSuccess<Record<string, unknown>>(
      await api('GET', `/company/get_client_by_id/${acme.id}`, admin),
    );
    expectSuccess(
      await api('PATCH', `/company/edit_client/${acme.id}`, admin, { ...record, primary_contact_name: 'Audit Person' }),
      'S-10009',
    );
    const { entries } = await log(`entity=client&entity_id=${acme.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_email: 'admin@finwell.example',
      action: 'update',
      entity: 'client',
      entity_id: String(acme.id),
      route: 'PATCH /api/v1/company/edit_client/:id',
    });
    expect(entries[0].before?.primary_contact_name).toBe(acme.primary_contact_name);
    expect(entries[0].after?.primary_contact_name).toBe('Audit Person');
  });

  it('creations and deletions are logged; a refused write (4xx) is not', async () => {
    const before = (await log('')).total;
    const code = {
      code_name: 'AUDIT10',
      discount_per: 10,
      start_date: '2026-01-01',
      end_date: '2030-12-31',
      counsellor_categories: [1],
    };
    const id = expectSuccess<{ id: number }>(await api('POST', '/discount-code', admin, code), 'S-10008', 201).id;
    const made = await log(`entity=discount-code&entity_id=${id}`);
    expect(made.entries).toHaveLength(1);
    expect(made.entries[0]).toMatchObject({ action: 'create', before: null });
    expect(made.entries[0].after).toMatchObject({ code_name: 'AUDIT10' });
    expectSuccess(await api('DELETE', `/discount-code/${id}`, admin), 'S-10010');
    const gone = await log(`entity=discount-code&entity_id=${id}&action=delete`);
    expect(gone.entries).toHaveLength(1);
    expect(gone.entries[0].before).toMatchObject({ code_name: 'AUDIT10' });
    const total = (await log('')).total;
    expect((await api('PATCH', '/company/edit_client/999999', admin, { company_name: '' })).statusCode).toBe(404);
    expect(
      (await api('POST', '/discount-code', admin, { ...code, discount_per: 500 })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await log('')).total).toBe(total);
    expect(total).toBeGreaterThan(before);
  });

  it('filters by actor and date; only super admins may read it', async () => {
    const mine = await log('actor=admin@finwell');
    expect(mine.entries.every((e) => e.actor_email === 'admin@finwell.example')).toBe(true);
    expect((await log('actor=nobody@nowhere')).total).toBe(0);
    expect((await log('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    expectError(await api('GET', '/audit-log', admin), 403, 'E-10506');
    expectError(await api('GET', '/audit-log', employee), 403, 'E-10506');
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const { entries } = await log('');
    const id = entries[0].id;
    await expect(sql`UPDATE audit_log SET actor_email = 'x' WHERE id = ${id}`.execute(app.ctx.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log WHERE id = ${id}`.execute(app.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(app.ctx.db)).rejects.toThrow(/append-only/);
    expect((await log('')).entries[0]).toEqual(entries[0]);
  });
});
