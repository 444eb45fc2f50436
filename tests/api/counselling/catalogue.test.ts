import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { addDays, istToday } from '../../../src/server/modules/counselling/slots.js';
import { bearer, bookableDate, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();

type Counsellor = {
  id: number;
  name: string;
  rating: number;
  languages: string[];
  featured: boolean;
  experience: number;
  specialization_id: number[];
  category: number;
};

describe('counselling catalogue', () => {
  it('lists the 12 services with covered, excluded and disclaimer', async () => {
    const data = expectSuccess<{
      services: Array<{
        title: string;
        covered: string[];
        excluded: string[];
        disclaimerText: string;
        kind: string;
        hasAccess: boolean;
        session_minutes: number;
      }>;
    }>(await c.app.inject({ method: 'GET', url: '/api/v1/counselling-services', headers: bearer(c.employee) }));
    expect(data.services.map((s) => s.title)).toEqual([
      'Financial Counselling',
      'Investment Portfolio Review',
      'Stock Portfolio Review',
      'Tax Counselling',
      'Insurance Counselling',
      'Stock Market Course',
      'Debt Counselling',
      'Loan Against Securities',
      'Debt Consolidation',
      'Debt Resolution',
      'Legal Counselling',
      'Credit Card Optimisation',
    ]);
    expect(
      data.services.every((s) => s.covered.length > 0 && s.excluded.length > 0 && s.disclaimerText && s.hasAccess),
    ).toBe(true);
    expect(data.services.filter((s) => s.kind === 'partner').map((s) => s.title)).toEqual([
      'Loan Against Securities',
      'Debt Consolidation',
      'Debt Resolution',
    ]);
    expect(data.services[0].session_minutes).toBe(45);
    expect(data.services[7].session_minutes).toBe(15);
  });

  it('refuses counselling calls without a token, and to a package without the module', async () => {
    expectError(await c.app.inject({ method: 'GET', url: '/api/v1/counselors' }), 401, 'E-10010');
    expectError(
      await c.app.inject({ method: 'GET', url: '/api/v1/counselors', headers: bearer(c.globex) }),
      403,
      'E-10117',
    );
    expectError(
      await c.app.inject({ method: 'GET', url: '/api/v1/counselors-booking', headers: bearer(c.globex) }),
      403,
      'E-10117',
    );
  });

  it('filters counsellors by name, specialization, rating, language, experience, featured, category and availability', async () => {
    const list = async (q: string) =>
      expectSuccess<{ counselors: Counsellor[]; total_page: number; current_page: number }>(
        await c.app.inject({ method: 'GET', url: `/api/v1/counselors${q}`, headers: bearer(c.employee) }),
      ).counselors;
    const all = await list('');
    expect(all.length).toBe(7);
    expect((await list('?name=lakshmi')).map((x) => x.name)).toEqual(['Lakshmi Narayanan']);
    expect((await list('?specialization_id=4')).map((x) => x.name)).toEqual(['Rohit Bansal']);
    expect((await list('?rating=4.6')).every((x) => x.rating >= 4.6)).toBe(true);
    expect((await list('?language=tamil')).map((x) => x.name)).toEqual(['Lakshmi Narayanan']);
    expect((await list('?experience_level=1')).every((x) => x.experience < 5)).toBe(true);
    expect((await list('?featured=true')).every((x) => x.featured)).toBe(true);
    expect((await list('?category_id=1')).every((x) => x.category === 1)).toBe(true);
    // Sunday: nobody except those working Saturdays/Sundays
    const sunday = bookableDate([1]);
    expect((await list(`?date=${sunday}`)).length).toBe(0);
    const saturday = bookableDate([7]);
    expect((await list(`?date=${saturday}`)).map((x) => x.name).sort()).toEqual(['Lakshmi Narayanan', 'Sneha Patil']);
  });

  it('shows public visitors the same counsellors without a token', async () => {
    const data = expectSuccess<{ counselors: Counsellor[] }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/public/counselors' }),
    );
    expect(data.counselors.length).toBe(7);
    expect(data.counselors[0]).not.toHaveProperty('email');
  });

  it('computes slots in IST from availability, session length and buffer', async () => {
    const id = c.anand;
    const date = bookableDate();
    const data = expectSuccess<{ available_slots: Array<{ slot_time: string; starts_at: string }> }>(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/counselors-slot?counsellor_id=${id}&date=${date}`,
        headers: bearer(c.employee),
      }),
    );
    expect(data.available_slots.map((s) => s.slot_time)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    // 10:00 IST is 04:30 UTC
    expect(data.available_slots[0].starts_at).toBe(`${date}T04:30:00.000Z`);
  });

  it('refuses today and tomorrow (E-10412), a day off (E-10430) and a bad date (E-10053)', async () => {
    const id = c.anand;
    const slot = (d: string) =>
      c.app.inject({
        method: 'GET',
        url: `/api/v1/counselors-slot?counsellor_id=${id}&date=${d}`,
        headers: bearer(c.employee),
      });
    expectError(await slot(istToday()), 422, 'E-10412');
    expectError(await slot(addDays(istToday(), 1)), 422, 'E-10412');
    expectError(await slot(bookableDate([1])), 422, 'E-10430');
    expectError(await slot('2026-02-30'), 422, 'E-10053');
  });

  it('answers the calendar: next bookable dates with free slot counts', async () => {
    const id = c.anand;
    const data = expectSuccess<{ from: string; available_dates: Array<{ date: string; free_slots: number }> }>(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/public/counselors-slot?counsellor_id=${id}&days=14`,
        headers: {},
      }),
    );
    expect(data.from).toBe(addDays(istToday(), 2));
    expect(data.available_dates.length).toBeGreaterThanOrEqual(9);
    expect(data.available_dates.every((d) => d.free_slots === 7)).toBe(true);
  });

  it('quotes the first session of an Acme employee as free and a visitor as paid', async () => {
    const id = c.anand;
    const emp = expectSuccess<{ free_session: boolean; price_paise: number; session_order: number }>(
      await c.app.inject({ method: 'GET', url: `/api/v1/counselors-booking-amt/${id}`, headers: bearer(c.employee) }),
    );
    expect(emp).toMatchObject({ free_session: true, price_paise: 150000, session_order: 1 });
    const pub = expectSuccess<{ free_session: boolean; amount_paise: number }>(
      await c.app.inject({ method: 'GET', url: `/api/v1/public/counselors-booking-amt/${id}` }),
    );
    expect(pub).toMatchObject({ free_session: false, amount_paise: 150000 });
  });

  it('serves master lists', async () => {
    const cats = expectSuccess<{ list: Array<{ label: string }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/master-list/1', headers: bearer(c.employee) }),
    );
    expect(cats.list.map((x) => x.label)).toEqual(['Mental Health', 'Career', 'Financial']);
    const statuses = expectSuccess<{ list: Array<{ label: string }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/master-list/5', headers: bearer(c.employee) }),
    );
    expect(statuses.list.map((x) => x.label)).toContain('Waiting for Payment');
    expectError(
      await c.app.inject({ method: 'GET', url: '/api/v1/master-list/99', headers: bearer(c.employee) }),
      404,
      'E-10507',
    );
  });

  it('the calendar (cached for fifty readers) shows a booking made here at once', async () => {
    const id = c.anand;
    const calendar = async () =>
      expectSuccess<{ available_dates: Array<{ date: string; free_slots: number }> }>(
        await c.app.inject({ method: 'GET', url: `/api/v1/public/counselors-slot?counsellor_id=${id}&days=30` }),
      ).available_dates;
    const date = bookableDate([2, 3, 4, 5, 6], 1);
    const before = (await calendar()).find((d) => d.date === date)?.free_slots;
    expect(before).toBe(7);
    expectSuccess(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselor',
        headers: bearer(c.employee),
        payload: { counsellor_id: id, booking_date: date, slot_time: '10:00', phone_number: PHONE },
      }),
      'S-10011',
      201,
    );
    expect((await calendar()).find((d) => d.date === date)?.free_slots).toBe(6);
  });
});
