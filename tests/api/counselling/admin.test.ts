/** Counselling admin: managing counsellors (field codes, add and edit, blocked dates) and the default charge. */
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { bearer, bookableDate, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();

const counsellor = {
  first_name: 'Nisha',
  last_name: 'Gupta',
  email: 'nisha.g@finwell.example',
  phone_number: '9812345678',
  experience: 6,
  specialization_id: [1, 7],
  category: 3,
  brief_profile: 'Debt and budgeting counsellor.',
  location: 'Jaipur',
  available_days: [2, 4],
  available_times: [{ start_time: '10:00', end_time: '12:00' }],
  languages: ['Hindi', 'English'],
  featured: false,
  price: 999.5,
  sequence_number: 9,
};
const post = (body: Record<string, unknown>, token = c.admin) =>
  c.app.inject({ method: 'POST', url: '/api/v1/manage-counsellor', headers: bearer(token), payload: body });
const without = (key: keyof typeof counsellor) =>
  Object.fromEntries(Object.entries(counsellor).filter(([k]) => k !== key));

describe('manage counsellors', () => {
  it('answers the spec codes for each missing field', async () => {
    expectError(await post(without('experience')), 422, 'E-10230');
    expectError(await post({ ...counsellor, specialization_id: [] }), 422, 'E-10231');
    expectError(await post(without('category')), 422, 'E-10237');
    expectError(await post({ ...counsellor, brief_profile: '' }), 422, 'E-10233');
    expectError(await post(without('location')), 422, 'E-10268');
    expectError(await post({ ...counsellor, specialization_id: [4] }), 422, 'E-10374');
    expectError(await post({ ...counsellor, available_days: [] }), 422, 'E-10269');
    expectError(await post(without('available_times')), 422, 'E-10270');
    expectError(
      await post({ ...counsellor, available_times: [{ start_time: '12:00', end_time: '10:00' }] }),
      422,
      'E-10270',
    );
    expectError(await post({ ...counsellor, price: 100000 }), 422, 'E-10560');
    const body = expectError(await post({ ...counsellor, rating: 5 }), 422, 'E-10502');
    expect(fieldErrors(body)[0].field).toBe('rating');
  });

  it('needs no days or times for Tax Counselling and Credit Card Optimisation (tax needs its cost disclaimer)', async () => {
    const tax = {
      ...without('available_days'),
      available_times: [],
      first_name: 'Tarun',
      email: 'tax.only@finwell.example',
      specialization_id: [4, 12],
      cost_disclaimer: 'Filing at ₹2,000.',
    };
    const made = expectSuccess<{ id: number; available_days: number[] }>(await post(tax), 'S-10008', 201);
    expect(made.available_days).toEqual([]);
  });

  it('adds and edits a counsellor; only admins may', async () => {
    expectError(await post(counsellor, c.employee), 403, 'E-10506');
    expectError(await post(counsellor, c.counsellor), 403, 'E-10506');
    const made = expectSuccess<{ id: number; price_paise: number; specializations: string[] }>(
      await post(counsellor),
      'S-10008',
      201,
    );
    expect(made.price_paise).toBe(99950);
    expect(made.specializations).toEqual(['Financial Counselling', 'Debt Counselling']);
    expectError(await post(counsellor), 409, 'E-10064');
    const edited = expectSuccess<{ location: string; blocked_dates: string[] }>(
      await c.app.inject({
        method: 'PATCH',
        url: `/api/v1/manage-counsellor/${made.id}`,
        headers: bearer(c.admin),
        payload: { ...counsellor, location: 'Udaipur', blocked_dates: [bookableDate([3])] },
      }),
      'S-10009',
    );
    expect(edited).toMatchObject({ location: 'Udaipur', blocked_dates: [bookableDate([3])] });
    // the blocked Tuesday offers no slots
    expectError(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/public/counselors-slot?counsellor_id=${made.id}&date=${bookableDate([3])}`,
      }),
      422,
      'E-10430',
    );
    const list = expectSuccess<{ counselors: Array<{ email: string }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/manage-counsellor?name=nisha', headers: bearer(c.admin) }),
    );
    expect(list.counselors.map((x) => x.email)).toEqual(['nisha.g@finwell.example']);
  });

  it('refuses to block a date that already has a booking (E-10431)', async () => {
    const date = bookableDate();
    expectSuccess(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselor',
        headers: bearer(c.employee),
        payload: { counsellor_id: c.anand, booking_date: date, slot_time: '10:00', phone_number: PHONE },
      }),
      'S-10011',
      201,
    );
    const current = expectSuccess<Record<string, unknown>>(
      await c.app.inject({ method: 'GET', url: `/api/v1/manage-counsellor/${c.anand}`, headers: bearer(c.admin) }),
    );
    const form = {
      first_name: current.first_name,
      last_name: current.last_name,
      email: current.email,
      experience: current.experience,
      specialization_id: current.specialization_id,
      category: current.category,
      brief_profile: current.brief_profile,
      location: current.location,
      available_days: current.available_days,
      available_times: current.available_times,
    };
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: `/api/v1/manage-counsellor/${c.anand}`,
        headers: bearer(c.admin),
        payload: { ...form, blocked_dates: [date] },
      }),
      409,
      'E-10431',
    );
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: `/api/v1/manage-counsellor/${c.anand}`,
        headers: bearer(c.admin),
        payload: { ...form, status: 2 },
      }),
      409,
      'E-10568',
    );
  });
});

describe('default counselling charge', () => {
  it('is set by the super admin only, from 0 to under 1,00,000', async () => {
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/counselling-charge',
        headers: bearer(c.admin),
        payload: { charge: 1200 },
      }),
      403,
      'E-10506',
    );
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/counselling-charge',
        headers: bearer(c.superAdmin),
        payload: { charge: 100000 },
      }),
      422,
      'E-10560',
    );
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/counselling-charge',
        headers: bearer(c.superAdmin),
        payload: { charge: -1 },
      }),
      422,
      'E-10560',
    );
    expect(
      expectSuccess<{ charge_paise: number }>(
        await c.app.inject({
          method: 'PATCH',
          url: '/api/v1/counselling-charge',
          headers: bearer(c.superAdmin),
          payload: { charge: 99999.99 },
        }),
      ),
    ).toMatchObject({ charge_paise: 9999999 });
    expectSuccess(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/counselling-charge',
        headers: bearer(c.superAdmin),
        payload: { charge: 1800 },
      }),
    );
    const quote = expectSuccess<{ price_paise: number }>(
      await c.app.inject({ method: 'GET', url: `/api/v1/public/counselors-booking-amt/${c.anand}` }),
    );
    expect(quote.price_paise).toBe(180000);
  });
});
