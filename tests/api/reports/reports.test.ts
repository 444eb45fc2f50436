import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../../src/shared/reports.js';
import type { ReportColumn } from '../../../src/shared/report-types.js';
import type { ReportPage } from '../../../src/shared/generated/index.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, MARCH, useReportFixture } from './fixture.js';

/** The report/* previews on seeded data with known answers (docs/reports.md). */
describe('report/* previews', () => {
  const c = useReportFixture();
  const get = async (api: string, query = '', token = c.admin) =>
    c.app.inject({ method: 'GET', url: `/api/v1/report/${api}?${query}`, headers: bearer(token) });
  const report = async (api: string, query = '') => expectSuccess<ReportPage>(await get(api, query));
  const pick = (rows: ReportPage['list'], keys: string[]) =>
    rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

  it('portal usage: logins, active users, page visits and seconds per IST day', async () => {
    const r = await report('portal-usage-analytics', `${MARCH}&sort=oldest`);
    expect(pick(r.list, ['day', 'logins', 'active_users', 'page_visits', 'seconds'])).toEqual([
      { day: '2025-03-03', logins: 2, active_users: 1, page_visits: 2, seconds: 180 },
      { day: '2025-03-04', logins: 1, active_users: 1, page_visits: 1, seconds: 30 },
      // 2025-03-05 20:00 UTC is 06 Mar 01:30 in India.
      { day: '2025-03-06', logins: 1, active_users: 1, page_visits: 1, seconds: 300 },
    ]);
    expect(r.totals).toEqual({ logins: 4, active_users: 3, page_visits: 4, seconds: 510 });
    expect(r.analytics_details).toEqual(r.totals);
    expect(r.analytics_report).toEqual(r.list);
    expect(r.chart?.type).toBe('line');
    expect(r.chart?.points.map((p) => p.day)).toEqual(['2025-03-03', '2025-03-04', '2025-03-06']);
  });

  it('portal usage: the IST day boundary, the company filter and the weekday filter', async () => {
    const upTo5th = await report('portal-usage-analytics', 'from=2025-03-01&to=2025-03-05');
    expect(upTo5th.totals).toMatchObject({ logins: 3, page_visits: 3, seconds: 210 });
    const testco = await report('portal-usage-analytics', `${MARCH}&company_id=${c.testco}`);
    expect(testco.totals).toEqual({ logins: 3, active_users: 2, page_visits: 3, seconds: 210 });
    const monday = await report('portal-usage-analytics', `${MARCH}&weekdays=2`);
    expect(monday.totals).toEqual({ logins: 2, active_users: 1, page_visits: 2, seconds: 180 });
  });

  it('time-base usage: the four IST time slots, and only the chosen ones', async () => {
    const r = await report('portal-usage-time-base', MARCH);
    expect(r.list).toEqual([
      { slot: '05-12', logins: 1, active_users: 1, page_visits: 2, seconds: 180 },
      { slot: '12-17', logins: 0, active_users: 0, page_visits: 0, seconds: 0 },
      { slot: '17-21', logins: 1, active_users: 1, page_visits: 0, seconds: 0 },
      { slot: '21-05', logins: 2, active_users: 2, page_visits: 2, seconds: 330 },
    ]);
    const night = await report('portal-usage-time-base', `${MARCH}&slots=21-05`);
    expect(night.list.map((x) => x.slot)).toEqual(['21-05']);
    expect(night.totals).toEqual({ logins: 2, active_users: 2, page_visits: 2, seconds: 330 });
  });

  it('company wise usage: per company, clients only, busiest first', async () => {
    const r = await report('company-wise-portal-usage', `${MARCH}&kind=client`);
    expect(r.list[0]).toEqual({
      company: 'Testco Reports',
      kind: 'Client',
      users: 2,
      active_users: 2,
      logins: 3,
      page_visits: 3,
      seconds: 210,
    });
    expect(r.list.some((x) => x.company === 'Partnerco Reports')).toBe(false);
    const partner = await report('company-wise-portal-usage', `${MARCH}&partner_id=${c.partnerco}`);
    expect(partner.list).toEqual([
      {
        company: 'Partnerco Reports',
        kind: 'Partner',
        users: 1,
        active_users: 1,
        logins: 1,
        page_visits: 1,
        seconds: 300,
      },
    ]);
  });

  it('page visits: per page, with the average per visit', async () => {
    const r = await report('portal-page-visits', MARCH);
    expect(r.list).toEqual([
      { path: '/client/home', visits: 3, visitors: 3, seconds: 450, avg_seconds: 150 },
      { path: '/client/webinars', visits: 1, visitors: 1, seconds: 60, avg_seconds: 60 },
    ]);
    expect(r.totals).toEqual({ path: '', visits: 4, visitors: 3, seconds: 510, avg_seconds: 128 });
    const asc = await report('portal-page-visits', `${MARCH}&sort=asc&limit=1&page=2`);
    expect(asc.list.map((x) => x.path)).toEqual(['/client/home']);
    expect(asc.page).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
  });

  it('counselling status: every booking with its status and rupee amount, and the totals', async () => {
    const r = await report('counselling-fin-tracking', MARCH);
    expect(pick(r.list, ['booked_at', 'user', 'company', 'status', 'amount'])).toEqual([
      {
        booked_at: '2025-03-12T07:00:00.000Z',
        user: 'Wasim Test',
        company: 'Partnerco Reports',
        status: 'Cancelled',
        amount: 0,
      },
      {
        booked_at: '2025-03-11T06:00:00.000Z',
        user: 'Varun Test',
        company: 'Testco Reports',
        status: 'Payment Successful',
        amount: 1_234_567.5,
      },
      {
        booked_at: '2025-03-10T05:00:00.000Z',
        user: 'Uma Test',
        company: 'Testco Reports',
        status: 'Attended',
        amount: 1500,
      },
    ]);
    expect(r.totals).toEqual({ bookings: 3, amount: 1_236_067.5 });
    const byStatus = Object.fromEntries((r.chart?.points ?? []).map((p) => [p.status, p.bookings]));
    expect(byStatus).toMatchObject({ Attended: 1, 'Payment Successful': 1, Cancelled: 1, 'Up Coming': 0 });
    const testco = await report('counselling-fin-tracking', `${MARCH}&company_id=${c.testco}&sort=desc`);
    expect(testco.list.map((x) => x.amount)).toEqual([1_234_567.5, 1500]);
  });

  it('counselling feedback: ratings, the average and the top counsellor; the star filter', async () => {
    const r = await report('counselling-feedback', MARCH);
    expect(r.list.map((x) => x.rating)).toEqual([3.5, 5, 4.5]);
    expect(r.totals).toEqual({ feedback: 3, rating: 4.33 });
    expect(r.top_counsellor).toEqual({
      counsellor_id: c.counsellors.b,
      name: c.counsellors.bName,
      rating: 5,
      feedback_count: 1,
    });
    const dist = Object.fromEntries((r.chart?.points ?? []).map((p) => [p.rating, p.count]));
    expect(dist).toMatchObject({ '3.5': 1, '4.5': 1, '5.0': 1, '1.0': 0 });
    const some = await report('counselling-feedback', `${MARCH}&ratings=4.5,3.5`);
    expect(some.totals).toEqual({ feedback: 2, rating: 4 });
    expect(some.top_counsellor).toMatchObject({ counsellor_id: c.counsellors.a, rating: 4, feedback_count: 2 });
    const none = await report('counselling-feedback', `${MARCH}&ratings=0.5`);
    expect(none.list).toEqual([]);
    expect(none.top_counsellor).toBeNull();
  });

  it('recorded webinars: viewers, sessions and watch time', async () => {
    const r = await report('time-spent-recorded-webinar', MARCH);
    expect(r.list).toEqual([expect.objectContaining({ viewers: 2, sessions: 3, seconds: 350, avg_seconds: 175 })]);
    expect(r.totals).toEqual({ viewers: 2, sessions: 3, seconds: 350, avg_seconds: 175 });
    expect((await report('time-spent-recorded-webinar', `${MARCH}&partner_id=${c.partnerco}`)).list).toEqual([]);
  });

  it('discount codes: redemptions, discount given and amount charged in the period', async () => {
    const r = await report('discount-codes', MARCH);
    expect(r.list.find((x) => x.code === 'RPTTEN')).toEqual({
      code: 'RPTTEN',
      type: 'Discount code',
      discount_per: 10,
      valid_from: '2025-01-01',
      valid_to: '2025-12-31',
      issued: null,
      redemptions: 1,
      discount: 150,
      charged: 1500,
    });
    expect(r.totals).toMatchObject({ redemptions: 1, discount: 150, charged: 1500 });
    const april = await report('discount-codes', 'from=2025-04-01&to=2025-04-30');
    expect(april.totals).toMatchObject({ redemptions: 0 });
  });

  it('master report: the users of a company and the packages', async () => {
    const r = await report('master-report-userdata', `company_id=${c.testco}&sort=asc`);
    expect(pick(r.list, ['user_no', 'name', 'role', 'company', 'status'])).toEqual([
      { user_no: 'RPT-u1', name: 'Uma Test', role: 'Client employee', company: 'Testco Reports', status: 'Active' },
      { user_no: 'RPT-u2', name: 'Varun Test', role: 'Client employee', company: 'Testco Reports', status: 'Active' },
    ]);
    expect(r.totals).toEqual({ users: 2, active: 1 + 1 });
    const packages = await report('master-report-packagedata');
    const count = await c.app.ctx.db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(packages.page.total).toBe(Number(count.n));
    expect(packages.totals.packages).toBe(Number(count.n));
  });

  it('every report is fed by its module: none answers the empty state any more', async () => {
    for (const api of ['course-participation', 'e-learning-time-base', 'view-engagement', 'assessment-report', 'ads']) {
      const r = await report(api);
      expect(r.report.available, api).toBe(true);
      expect(r.report.note, api).toBeNull();
    }
    expect(REPORTS.filter((d) => !d.available)).toEqual([]);
  });

  it('every report of the catalogue answers with its own columns', async () => {
    expect(REPORTS).toHaveLength(15);
    for (const def of REPORTS) {
      const r = await report(def.api);
      expect(r.columns as ReportColumn[], def.api).toEqual(def.columns);
    }
  });

  it('refuses filters a report does not offer, reversed dates and ratings off the half steps', async () => {
    expectError(await get('portal-usage-analytics', 'ratings=4'), 422, 'E-10802');
    expectError(await get('master-report-packagedata', 'company_id=1'), 422, 'E-10802');
    expectError(await get('portal-usage-analytics', 'from=2025-03-10&to=2025-03-01'), 422, 'E-10801');
    expectError(await get('counselling-feedback', 'ratings=5.5'), 422, 'E-10803');
    expectError(await get('portal-usage-analytics', 'slots=09-10'), 422, 'E-10502');
    expectError(await get('portal-usage-analytics', 'limit=101'), 422, 'E-10502');
  });

  it('only admins see reports: client HR, employees and anonymous callers are refused', async () => {
    for (const api of ['portal-usage-analytics', 'counselling-feedback']) {
      expectError(await get(api, '', c.hr), 403, 'E-10506');
      expectError(await get(api, '', c.employee), 403, 'E-10506');
      expectError(await c.app.inject({ method: 'GET', url: `/api/v1/report/${api}` }), 401, 'E-10010');
      expectError(
        await c.app.inject({ method: 'GET', url: `/api/v1/report/${api}/export?format=xlsx`, headers: bearer(c.hr) }),
        403,
        'E-10506',
      );
    }
  });
});
