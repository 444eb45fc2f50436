import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdf } from '../../src/server/modules/uploads/content-check.js';
import { CONSENT_TEXT_VERSION } from '../../src/server/modules/privacy/consent.js';
import { applyRetention, runPrivacyJobs } from '../../src/server/modules/privacy/service.js';
import { decryptSecret, encryptSecret, secretsKeyFrom } from '../../src/server/crypto/secrets.js';
import { bearer, buildTestApp, loginAs, readOutbox, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';

/** Privacy self-service (docs/privacy.md): export, consent, deletion with a grace period, retention, secrets. */
const LEAVER = 'leaver@acme.example';
const DAY = 86_400_000;

describe('privacy self-service', () => {
  let app: App;
  let token: string;
  let userId: number;
  let bookingId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.ctx.db;
    const acme = await db
      .selectFrom('users')
      .select(['company_id', 'package_id'])
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    userId = (
      await db
        .insertInto('users')
        .values({
          unique_user_no: 'FWLEAVER01',
          email: LEAVER,
          user_type: 4,
          company_id: acme.company_id,
          package_id: acme.package_id,
          first_name: 'Lena',
          last_name: 'Leaver',
          phone_number: '9123456780',
          gender: 2,
          age_range: 2,
          address: '12 MG Road',
          pin_code: '560001',
          city_name: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          billing_address: null,
          consent_at: null,
          coupon_code: null,
          status: 1,
          last_login_at: null,
          extra: '{}',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const b = await sql<{ id: number }>`INSERT INTO counselling_bookings
      (uid, user_id, company_id, phone_number, service_id, booking_date, slot_time, status, session_type, price_paise,
       amount_paise, payment_provider, payment_ref, source, cancel_reason)
      VALUES (gen_random_uuid(), ${userId}, ${acme.company_id}, '9123456780', 1, '2026-10-01', '10:00', 5, 2, 150000,
       150000, 'sandbox', 'inv-leaver-1', 'user', NULL) RETURNING id`.execute(db);
    bookingId = b.rows[0].id;
    await sql`INSERT INTO counselling_feedback (booking_id, user_id, rating, feedback)
      VALUES (${bookingId}, ${userId}, 4.5, 'Lena found it useful')`.execute(db);
    // The address also sits in free-form JSON: a bulk-upload row and a payment provider's webhook.
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@finwell.example')
      .executeTakeFirstOrThrow();
    const uploadRows = [
      {
        row: 2,
        email: 'Leaver@Acme.example',
        first_name: 'Lena',
        last_name: 'Leaver',
        phone_number: '9123456780',
        errors: [],
      },
      {
        row: 3,
        email: 'employee@acme.example',
        first_name: 'Other',
        last_name: 'Person',
        phone_number: null,
        errors: [],
      },
    ];
    await sql`INSERT INTO booking_uploads (uploaded_by, file_name, status, rows)
      VALUES (${admin.id}, 'leaver.csv', 'confirmed', ${JSON.stringify(uploadRows)}::jsonb)`.execute(db);
    const webhook = {
      event: 'payment.captured',
      payload: { customer: { email: 'LEAVER@acme.example' }, notes: [`paid by ${LEAVER}`] },
    };
    await sql`INSERT INTO payment_events (provider, event_id, event_type, provider_ref, outcome, payload)
      VALUES ('sandbox', 'evt-leaver-1', 'payment.captured', 'inv-leaver-1', 'settled', ${JSON.stringify(webhook)}::jsonb)`.execute(
      db,
    );
    token = await loginAs(app, LEAVER);
  });
  afterAll(async () => {
    await app.close();
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, t: string | null = token, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: t ? bearer(t) : {},
      payload: payload as Record<string, unknown> | undefined,
    });

  it('consent at first login is recorded with its time and text version, and can be withdrawn', async () => {
    expectSuccess(await api('POST', '/user-preference', token, { consent: true, age_range: 2, preferences: [1] }));
    const given = expectSuccess<{ consents: Array<{ text_version: string; given_at: string; withdrawn_at: null }> }>(
      await api('GET', '/consents'),
    );
    expect(given.consents).toEqual([
      expect.objectContaining({ text_version: CONSENT_TEXT_VERSION, withdrawn_at: null }),
    ]);
    expect(Date.parse(given.consents[0].given_at)).toBeGreaterThan(Date.now() - 60_000);
    expectSuccess(await api('DELETE', '/consents/terms-privacy'), 'S-10019');
    const profile = expectSuccess<{ consent_at: string | null; is_new_user: boolean }>(
      await api('GET', '/user-profile'),
    );
    expect(profile).toMatchObject({ consent_at: null, is_new_user: true });
    expectError(await api('DELETE', '/consents/terms-privacy'), 404, 'E-10507');
    expectSuccess(await api('POST', '/consents/terms-privacy'), 'S-10018');
    const again = expectSuccess<{ consents: Array<{ withdrawn_at: string | null }> }>(await api('GET', '/consents'));
    expect(again.consents.map((c) => c.withdrawn_at === null)).toEqual([true, false]);
  });

  it('downloads all my data as JSON (profile, bookings, payments-to-be, feedback, activity, consents)', async () => {
    const res = await api('GET', '/my-data');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="my-finwell-data\.json"/);
    const data = expectSuccess<Record<string, unknown> & { profile: Record<string, unknown>; bookings: unknown[] }>(
      res,
    );
    expect(data.profile).toMatchObject({ email: LEAVER, first_name: 'Lena', phone_number: '9123456780' });
    expect(data.bookings).toEqual([expect.objectContaining({ id: bookingId, amount_paise: expect.anything() })]);
    expect(data.feedback).toEqual([expect.objectContaining({ feedback: 'Lena found it useful' })]);
    expect((data.consents as unknown[]).length).toBe(2);
    for (const key of ['activity', 'sessions', 'calculator_favourites', 'course_progress', 'assessment_answers'])
      expect(Array.isArray(data[key]), key).toBe(true);
    // Only one's own data: nobody else's e-mail appears.
    expect(res.body).not.toContain('employee@acme.example');
    expectError(await api('GET', '/my-data', null), 401, 'E-10010');
  });

  it('downloads it as a readable PDF (a well-formed document without script)', async () => {
    const res = await api('GET', '/my-data/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    await expect(checkPdf(res.rawPayload)).resolves.toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });

  it('asks for deletion: e-mailed, one at a time, cancellable during the grace period', async () => {
    const first = expectSuccess<{ due_at: string; grace_days: number }>(
      await api('POST', '/my-data/deletion-request'),
      'S-10016',
      201,
    );
    expect(Date.parse(first.due_at) - Date.now()).toBeGreaterThan(13 * DAY);
    const [mail] = await readOutbox(app, LEAVER);
    expect(mail.subject).toMatch(/deleted/i);
    expect(mail.text).toContain(first.due_at.slice(0, 10));
    expectError(await api('POST', '/my-data/deletion-request'), 409, 'E-10517');
    expectSuccess(await api('DELETE', '/my-data/deletion-request'), 'S-10017');
    expectError(await api('DELETE', '/my-data/deletion-request'), 404, 'E-10507');
    expectSuccess(await api('POST', '/my-data/deletion-request'), 'S-10016', 201);
  });

  it('after the grace period the account is anonymised everywhere; bookings keep tax fields, counts remain', async () => {
    const db = app.ctx.db;
    const count = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM counselling_bookings`.execute(db)).rows[0].n);
    const bookingsBefore = await count();
    // Within the grace period nothing happens.
    expect((await runPrivacyJobs(db, new Date(Date.now() + 13 * DAY))).deleted_accounts).toBe(0);
    expectSuccess(await api('GET', '/user-profile'));
    expect((await runPrivacyJobs(db, new Date(Date.now() + 15 * DAY))).deleted_accounts).toBe(1);

    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: null, last_name: null, phone_number: null, address: null, status: 2 });
    expect(user.email).not.toContain('leaver');
    expectError(await api('GET', '/user-profile'), 401, 'E-10010');
    const login = await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { email: LEAVER } });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(bookingsBefore);
    const booking = (
      await sql<Record<string, unknown>>`SELECT * FROM counselling_bookings WHERE id = ${bookingId}`.execute(db)
    ).rows[0];
    expect(booking).toMatchObject({ phone_number: null, payment_ref: 'inv-leaver-1', booking_date: expect.anything() });
    expect(Number(booking.amount_paise)).toBe(150000);
    const fb = (
      await sql<Record<string, unknown>>`SELECT * FROM counselling_feedback WHERE booking_id = ${bookingId}`.execute(db)
    ).rows[0];
    expect(fb.feedback).toBe('');
    expect(Number(fb.rating)).toBe(4.5);
    expect(await readOutbox(app, LEAVER)).toEqual([]);
    // Irreversible: no column anywhere still holds the name or the number.
    const dump = JSON.stringify(
      (await sql`SELECT to_jsonb(u) AS j FROM users u WHERE id = ${userId}`.execute(db)).rows,
    );
    expect(dump).not.toMatch(/Lena|Leaver|9123456780|MG Road/);
    // Nor the JSON documents that held the address; other people's rows in the same upload stay.
    const uploads = JSON.stringify(
      (await sql`SELECT rows FROM booking_uploads WHERE file_name = 'leaver.csv'`.execute(db)).rows,
    );
    expect(uploads).not.toMatch(/leaver|Lena|9123456780/i);
    expect(uploads).toContain('employee@acme.example');
    expect(uploads).toContain('Other');
    const events = JSON.stringify(
      (await sql`SELECT payload FROM payment_events WHERE event_id = 'evt-leaver-1'`.execute(db)).rows,
    );
    expect(events).not.toMatch(/leaver/i);
    expect(events).toContain('payment.captured');
  });

  it('retention: data older than 7 years is removed or anonymised, newer data kept', async () => {
    const db = app.ctx.db;
    const old = new Date(Date.now() - 8 * 365 * DAY);
    await sql`INSERT INTO user_activity (user_id, action_id, created_at) VALUES (NULL, 1, ${old}), (NULL, 1, now())`.execute(
      db,
    );
    await sql`INSERT INTO counselling_bookings (uid, guest_email, guest_name, phone_number, service_id, status, session_type,
      price_paise, amount_paise, source, created_at)
      VALUES (gen_random_uuid(), 'old.guest@example.com', 'Old Guest', '9000000001', 1, 5, 2, 100, 100, 'public', ${old})`.execute(
      db,
    );
    const someone = (await sql<{ id: number }>`SELECT id FROM users ORDER BY id LIMIT 1`.execute(db)).rows[0].id;
    await sql`INSERT INTO page_visits (visit_id, user_id, session_id, path, seconds, started_at)
      VALUES (gen_random_uuid(), ${someone}, 1, '/client/home', 5, ${old})`.execute(db);
    await sql`INSERT INTO ad_views (view_id, ad_key, module_id, user_id, created_at)
      VALUES (gen_random_uuid(), 'm1', 1, ${someone}, ${old})`.execute(db);
    await sql`INSERT INTO report_usage_daily (day, slot, user_id, company_id, visits)
      VALUES (${old}::date, 'morning', ${someone}, 1, 1)`.execute(db);
    const res = await applyRetention(db);
    expect(res.activity_removed).toBeGreaterThanOrEqual(1);
    // Page visits, ad views and the usage rollup age out with the activity log.
    for (const [table, column] of [
      ['page_visits', 'started_at'],
      ['ad_views', 'created_at'],
      ['report_usage_daily', 'day'],
    ])
      expect(
        (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} < now() - interval '7 years'`.execute(
            db,
          )
        ).rows[0].n,
        table,
      ).toBe(0);
    expect(res.bookings_anonymised).toBeGreaterThanOrEqual(1);
    const guest = (
      await sql<
        Record<string, unknown>
      >`SELECT guest_name, guest_email, phone_number, amount_paise FROM counselling_bookings
        WHERE created_at = ${old}`.execute(db)
    ).rows[0];
    expect(guest).toMatchObject({ guest_name: null, phone_number: null, guest_email: 'anonymised@deleted.invalid' });
    const recent = Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM user_activity WHERE created_at > now() - interval '1 day'`.execute(db)
      ).rows[0].n,
    );
    expect(recent).toBeGreaterThan(0);
  });
});

describe('secrets in the database (AES-256-GCM, key from the environment)', () => {
  const key = secretsKeyFrom('11'.repeat(32));
  it('round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'rzp_live_secret', 'payments:razorpay:key_secret');
    const b = encryptSecret(key, 'rzp_live_secret', 'payments:razorpay:key_secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('rzp_live_secret');
    expect(decryptSecret(key, a, 'payments:razorpay:key_secret')).toBe('rzp_live_secret');
  });
  it('refuses a changed value, another key, or another place', () => {
    const a = encryptSecret(key, 'secret', 'sso:acme:client_secret');
    const [p, iv, tag, ct] = a.split(':');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() =>
      decryptSecret(key, [p, iv, tag, flipped.toString('base64url')].join(':'), 'sso:acme:client_secret'),
    ).toThrow();
    expect(() => decryptSecret(secretsKeyFrom('22'.repeat(32)), a, 'sso:acme:client_secret')).toThrow();
    expect(() => decryptSecret(key, a, 'sso:globex:client_secret')).toThrow();
    // A passphrase that is not 64 hex characters is hashed to a 32-byte key, not used as it is.
    expect(secretsKeyFrom('a passphrase').length).toBe(32);
  });
});
