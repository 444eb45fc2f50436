import { describe, expect, it } from 'vitest';
import { addDays, istToday } from '../../../src/server/modules/counselling/slots.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();

const today = istToday();
const valid = {
  code_name: 'SAVE50',
  discount_per: 50,
  start_date: addDays(today, -1),
  end_date: addDays(today, 30),
  counsellor_categories: [3],
};
const create = (body: Record<string, unknown>, token = c.admin) =>
  c.app.inject({ method: 'POST', url: '/api/v1/discount-code', headers: bearer(token), payload: body });
const apply = (token: string, code: string, counsellor = c.anand) =>
  c.app.inject({
    method: 'POST',
    url: '/api/v1/apply-discount-code',
    headers: bearer(token),
    payload: { code_name: code, counsellor_id: counsellor },
  });

describe('discount codes (admin)', () => {
  it('validates with the spec codes', async () => {
    const { code_name: _n, ...noName } = valid;
    expectError(await create(noName), 409, 'E-10391'); // the catalogue's status for this code
    const { discount_per: _p, ...noPer } = valid;
    expectError(await create(noPer), 422, 'E-10392');
    expectError(await create({ ...valid, discount_per: 0 }), 422, 'E-10394');
    expectError(await create({ ...valid, discount_per: 101 }), 422, 'E-10394');
    expectError(await create({ ...valid, counsellor_categories: [] }), 422, 'E-10264');
    expectError(await create({ ...valid, end_date: addDays(today, -5) }), 422, 'E-10394');
    expectError(await create({ ...valid, extra: 1 }), 422, 'E-10502');
    expectError(await create(valid, c.employee), 403, 'E-10506');
  });

  it('creates, lists, edits, refuses a duplicate name and deletes', async () => {
    const made = expectSuccess<{ id: number; code_name: string }>(await create(valid), 'S-10008', 201);
    expect(made.code_name).toBe('SAVE50');
    expectError(await create({ ...valid, code_name: 'save50' }), 409, 'E-10391');
    const list = expectSuccess<{ list: Array<{ code_name: string }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/discount-code', headers: bearer(c.admin) }),
    );
    expect(list.list.map((x) => x.code_name)).toContain('SAVE50');
    const edited = expectSuccess<{ discount_per: number }>(
      await c.app.inject({
        method: 'PATCH',
        url: `/api/v1/discount-code/${made.id}`,
        headers: bearer(c.admin),
        payload: { ...valid, discount_per: 40 },
      }),
      'S-10009',
    );
    expect(edited.discount_per).toBe(40);
    const tmp = expectSuccess<{ id: number }>(await create({ ...valid, code_name: 'TMP1' }), 'S-10008', 201);
    expectSuccess(
      await c.app.inject({ method: 'DELETE', url: `/api/v1/discount-code/${tmp.id}`, headers: bearer(c.admin) }),
      'S-10010',
    );
    expectError(
      await c.app.inject({ method: 'DELETE', url: `/api/v1/discount-code/${tmp.id}`, headers: bearer(c.admin) }),
      404,
      'E-10507',
    );
  });
});

describe('discount codes at checkout', () => {
  it('answers E-10390 to E-10399 for missing, invalid, expired, not yet active, wrong category or counsellor', async () => {
    await create({ ...valid, code_name: 'OLD10', start_date: addDays(today, -30), end_date: addDays(today, -1) });
    await create({ ...valid, code_name: 'SOON10', start_date: addDays(today, 5), end_date: addDays(today, 9) });
    await create({ ...valid, code_name: 'CAREER', counsellor_categories: [2] });
    const other = await c.db
      .selectFrom('counsellors')
      .select('id')
      .where('email', '=', 'lakshmi.n@finwell.example')
      .executeTakeFirstOrThrow();
    await create({ ...valid, code_name: 'ONLYLAK', counsellor_ids: [other.id] });
    expectError(await apply(c.employee, ''), 422, 'E-10390');
    expectError(await apply(c.employee, 'NOPE'), 422, 'E-10393');
    expectError(await apply(c.employee, 'OLD10'), 422, 'E-10395');
    expectError(await apply(c.employee, 'SOON10'), 422, 'E-10399');
    expectError(await apply(c.employee, 'CAREER'), 422, 'E-10398');
    expectError(await apply(c.employee, 'ONLYLAK'), 422, 'E-10397');
    const ok = expectSuccess<{
      price_paise: number;
      discount_paise: number;
      final_price_paise: number;
      final_price: number;
    }>(await apply(c.employee, 'welcome20'), 'S-10014');
    expect(ok).toMatchObject({
      price_paise: 150000,
      discount_paise: 30000,
      final_price_paise: 120000,
      final_price: 1200,
    });
  });

  it('lowers the paid price at checkout and is used once per person (E-10396)', async () => {
    const [u] = await makeEmployees(c.app, 1, 'disc');
    const date = bookableDate();
    const book = (slot: string, code?: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselor',
        headers: bearer(u),
        payload: {
          counsellor_id: c.anand,
          booking_date: date,
          slot_time: slot,
          phone_number: PHONE,
          ...(code ? { discount_code: code } : {}),
        },
      });
    await book('10:00'); // free session: no code needed
    const paid = expectSuccess<{ booking: { amount_paise: number; discount_paise: number; price_paise: number } }>(
      await book('11:00', 'WELCOME20'),
      'S-10011',
      201,
    );
    expect(paid.booking).toMatchObject({ price_paise: 150000, discount_paise: 30000, amount_paise: 120000 });
    expectError(await apply(u, 'WELCOME20'), 409, 'E-10396');
    expectError(await book('12:00', 'WELCOME20'), 409, 'E-10396');
    // a visitor is keyed by e-mail
    const pub = (email: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/v1/public/apply-discount-code',
        payload: { code_name: 'WELCOME20', counsellor_id: c.anand, email },
      });
    expectSuccess(await pub('visitor@example.com'), 'S-10014');
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/public/apply-discount-code',
        payload: { code_name: 'WELCOME20', counsellor_id: c.anand },
      }),
      422,
      'E-10002',
    );
  });

  it('a 100 % code confirms a paid session at once', async () => {
    await create({ ...valid, code_name: 'FULL100', discount_per: 100 });
    const [u] = await makeEmployees(c.app, 1, 'full');
    const date = bookableDate([2, 3, 4, 5, 6], 1);
    await c.app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(u),
      payload: { counsellor_id: c.anand, booking_date: date, slot_time: '10:00', phone_number: PHONE },
    });
    const res = expectSuccess<{
      booking: { status: number; amount_paise: number; session_type: number };
      payment_url: string | null;
    }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselor',
        headers: bearer(u),
        payload: {
          counsellor_id: c.anand,
          booking_date: date,
          slot_time: '11:00',
          phone_number: PHONE,
          discount_code: 'FULL100',
        },
      }),
      'S-10011',
      201,
    );
    expect(res.booking).toMatchObject({ status: 1, amount_paise: 0, session_type: 2 });
    expect(res.payment_url).toBeNull();
  });
});
