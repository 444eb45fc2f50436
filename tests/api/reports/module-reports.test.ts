import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportPage } from '../../../src/shared/generated/index.js';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, MARCH, useReportFixture } from './fixture.js';

/**
 * The reports fed by the learning, engagement, journey and commerce modules (docs/reports.md), on
 * data written here with known answers: u1 and u2 work for Testco (a client), u3 for Partnerco (a
 * partner). Everything is in March 2025 (before anything the demo seed writes) unless said otherwise;
 * times are UTC with their IST wall-clock time beside them.
 */
describe('reports fed by the learning, engagement, journey and commerce modules', () => {
  const c = useReportFixture();
  const ids = {} as { courseA: number; courseB: number; ad1: number; ad2: number; ad3: number; batch: string };

  beforeAll(async () => {
    const db = c.app.ctx.db;
    const { u1, u2, u3 } = c.users;
    const one = async (q: ReturnType<typeof sql<{ id: number }>>) => (await q.execute(db)).rows[0].id;

    // ---- Learning: two courses, enrolments, chapter completions and time sessions.
    const course = (title: string) =>
      one(sql<{ id: number }>`INSERT INTO courses (title, difficulty, duration_minutes, status, created_at)
        VALUES (${title}, 1, 30, 1, '2025-01-01T00:00:00Z') RETURNING id`);
    const courseA = await course('RPT Course A');
    const courseB = await course('RPT Course B');
    const chapter = async (courseId: number, title: string) => {
      const section = await one(sql<{ id: number }>`INSERT INTO course_sections (course_id, title)
        VALUES (${courseId}, ${`${title} section`}) RETURNING id`);
      return one(sql<{
        id: number;
      }>`INSERT INTO course_chapters (course_id, section_id, title, content_type, file_type, url)
        VALUES (${courseId}, ${section}, ${title}, 'Url', 'url', 'https://example.com') RETURNING id`);
    };
    const a1 = await chapter(courseA, 'A1');
    const a2 = await chapter(courseA, 'A2');
    const b1 = await chapter(courseB, 'B1');
    const enrol = (courseId: number, u: number, progress: number, at: string, done: string | null) =>
      sql`INSERT INTO course_enrolments (course_id, user_id, progress, enrolled_at, completed_at)
        VALUES (${courseId}, ${u}, ${progress}, ${at}, ${done})`.execute(db);
    await enrol(courseA, u1, 2, '2025-03-02T05:00:00Z', '2025-03-20T05:00:00Z'); // completed on the 20th
    await enrol(courseA, u2, 1, '2025-03-03T05:00:00Z', null);
    await enrol(courseA, u3, 3, '2025-03-04T05:00:00Z', null); // cancelled
    await enrol(courseB, u1, 1, '2025-02-20T05:00:00Z', null); // February: not a March enrolment
    const complete = (u: number, chapterId: number, courseId: number, at: string) =>
      sql`INSERT INTO course_chapter_completions (user_id, chapter_id, course_id, completed_at)
        VALUES (${u}, ${chapterId}, ${courseId}, ${at})`.execute(db);
    await complete(u1, a1, courseA, '2025-03-05T05:00:00Z');
    await complete(u1, a2, courseA, '2025-03-20T05:00:00Z');
    await complete(u2, a1, courseA, '2025-03-06T05:00:00Z');
    await complete(u1, b1, courseB, '2025-03-07T05:00:00Z');
    const time = (u: number, courseId: number, chapterId: number, at: string, seconds: number) =>
      sql`INSERT INTO course_time_sessions (user_id, course_id, chapter_id, started_at, last_beat_at, seconds)
        VALUES (${u}, ${courseId}, ${chapterId}, ${at}, ${at}, ${seconds})`.execute(db);
    await time(u1, courseA, a1, '2025-03-05T04:00:00Z', 600); // Wed 09:30 IST, slot 05-12
    await time(u2, courseA, a1, '2025-03-06T08:00:00Z', 300); // Thu 13:30 IST, slot 12-17
    await time(u3, courseA, a1, '2025-03-04T16:00:00Z', 120); // Tue 21:30 IST, slot 21-05
    await time(u1, courseB, b1, '2025-03-07T04:30:00Z', 200); // Fri 10:00 IST, slot 05-12

    // ---- Assessments: a course assessment (whole percent, pass mark 60), a journey quiz, the risk assessment.
    const assessment = await one(sql<{ id: number }>`INSERT INTO assessments (course_id, title, pass_mark, created_at)
      VALUES (${courseA}, 'RPT Assessment', 60, '2025-01-01T00:00:00Z') RETURNING id`);
    const attempt = (u: number, score: number, at: string) =>
      sql`INSERT INTO assessment_attempts (assessment_id, user_id, correct, total, score, passed, answers, created_at)
        VALUES (${assessment}, ${u}, ${score / 20}, 5, ${score}, ${score >= 60}, '[]', ${at})`.execute(db);
    await attempt(u1, 80, '2025-03-08T05:00:00Z');
    await attempt(u1, 40, '2025-03-09T05:00:00Z');
    await attempt(u2, 100, '2025-03-10T05:00:00Z');
    await attempt(u3, 60, '2025-04-02T05:00:00Z'); // April
    const quiz = await one(sql<{ id: number }>`INSERT INTO quizzes (title, created_at)
      VALUES ('RPT Quiz', '2025-01-02T00:00:00Z') RETURNING id`);
    const play = (u: number, score: number, at: string) =>
      sql`INSERT INTO quiz_attempts (quiz_id, user_id, score, total, answers, created_at)
        VALUES (${quiz}, ${u}, ${score}, 4, '[]', ${at})`.execute(db);
    await play(u1, 3, '2025-03-11T05:00:00Z'); // 75 %
    await play(u3, 2, '2025-03-12T05:00:00Z'); // 50 %
    await sql`INSERT INTO fra_results (user_id, score, max_score, band, answers, created_at)
      VALUES (${u2}, 30, 48, 'Moderate', '[]', '2025-03-13T05:00:00Z')`.execute(db); // 62.5 %

    // ---- Engagement: notifications to companies, reads, tasks.
    const notify = async (companies: number[], at: string, deleted = false) => {
      const id = await one(sql<{ id: number }>`INSERT INTO notifications (header, preview_message, message, type,
        priority, delivery, start_date, deleted_at)
        VALUES ('RPT note', 'p', 'm', 1, 1, '{in_app}', ${at}, ${deleted ? at : null}) RETURNING id`);
      for (const co of companies) {
        await sql`INSERT INTO notification_audiences (company_id, notification_id) VALUES (${co}, ${id})`.execute(db);
      }
      return id;
    };
    const n1 = await notify([c.testco], '2025-03-02T05:00:00Z');
    const n2 = await notify([c.testco, c.partnerco], '2025-03-05T05:00:00Z');
    const n3 = await notify([c.testco], '2025-04-05T05:00:00Z'); // April
    await notify([c.testco], '2025-03-06T05:00:00Z', true); // deleted: never counted
    const read = (u: number, id: number, at: string) =>
      sql`INSERT INTO notification_receipts (user_id, notification_id, read_at) VALUES (${u}, ${id}, ${at})`.execute(
        db,
      );
    await read(u1, n1, '2025-03-03T05:00:00Z');
    await read(u1, n2, '2025-03-06T05:00:00Z');
    await read(u2, n2, '2025-03-07T05:00:00Z');
    await read(u3, n2, '2025-03-08T05:00:00Z');
    await read(u2, n3, '2025-04-06T05:00:00Z'); // April
    const task = await one(sql<{ id: number }>`INSERT INTO tasks (title, source) VALUES ('RPT task', 'ResourceTasks')
      RETURNING id`);
    const taskRow = (u: number, status: string, at: string | null) =>
      sql`INSERT INTO user_tasks (user_id, task_id, status, added_at, completed_at)
        VALUES (${u}, ${task}, ${status}, '2025-03-01T05:00:00Z', ${at})`.execute(db);
    await taskRow(u1, 'Completed', '2025-03-09T05:00:00Z');
    await taskRow(u3, 'Completed', '2025-03-10T05:00:00Z');
    await taskRow(u2, 'Incomplete', null);

    // ---- Ads: widget items and their clicks (Navigation, 11, with the ad's id in ad_feature_id).
    const ad = (title: string, placement: string, from: string, to: string) =>
      one(sql<{ id: number }>`INSERT INTO widget_items (title, placement, start_date, end_date, link_url)
        VALUES (${title}, ${placement}, ${from}, ${to}, '/client/calculators') RETURNING id`);
    const ad1 = await ad('RPT Ad one', 'widget', '2025-03-01', '2025-03-31');
    const ad2 = await ad('RPT Ad two', 'webinar', '2025-02-01', '2025-02-28'); // not on show in March
    const ad3 = await ad('RPT Ad three', 'spotlight', '2025-05-01', '2025-05-31'); // neither shown nor clicked in March
    const click = (u: number, co: number, adId: number | null, at: string) =>
      sql`INSERT INTO user_activity (user_id, company_id, action_id, widget_id, navigation_url, ad_feature_id, created_at)
        VALUES (${u}, ${co}, 11, 'w-ads', '/client/calculators', ${adId}, ${at})`.execute(db);
    await click(u1, c.testco, ad1, '2025-03-03T05:00:00Z');
    await click(u1, c.testco, ad1, '2025-03-04T05:00:00Z');
    await click(u2, c.testco, ad1, '2025-03-05T05:00:00Z');
    await click(u3, c.partnerco, ad1, '2025-03-06T05:00:00Z');
    await click(u3, c.partnerco, ad2, '2025-03-07T05:00:00Z');
    await click(u1, c.testco, null, '2025-03-08T05:00:00Z'); // a navigation that is not an ad click
    await click(u2, c.testco, ad1, '2025-04-01T05:00:00Z'); // April

    // ---- Commerce: a coupon batch of three (one used in March, one in April) and a course bought with RPTTEN.
    const pkg = (await sql<{ id: number; name: string }>`SELECT id, name FROM packages ORDER BY id LIMIT 1`.execute(db))
      .rows[0];
    const batch = await one(sql<{
      id: number;
    }>`INSERT INTO coupon_batches (package_id, paid_to, quantity, valid_until, created_at)
      VALUES (${pkg.id}, 3, 3, '2025-06-30', '2025-03-01T00:00:00Z') RETURNING id`);
    const coupon = (code: string, u: number | null, at: string | null) =>
      sql`INSERT INTO coupons (batch_id, code, status, used_by, used_at)
        VALUES (${batch}, ${code}, ${u ? 'Used' : 'Pending'}, ${u}, ${at})`.execute(db);
    await coupon('RPTCP1', u1, '2025-03-15T05:00:00Z');
    await coupon('RPTCP2', u2, '2025-04-15T05:00:00Z');
    await coupon('RPTCP3', null, null);
    const code = (await sql<{ id: number }>`SELECT id FROM discount_codes WHERE code_name = 'RPTTEN'`.execute(db))
      .rows[0].id;
    const stockCourse = (await sql<{ id: number }>`SELECT id FROM stock_courses ORDER BY id LIMIT 1`.execute(db))
      .rows[0].id;
    const purchase = await one(sql<{ id: number }>`INSERT INTO stock_course_purchases (course_id, user_id, name, email,
      discount_code_id, discount_percent, discount_paise, cost_paise, final_paise, status, created_at)
      VALUES (${stockCourse}, ${u2}, 'Varun Test', 'u2@reports.example', ${code}, 10, 49900, 499000, 449100, 2,
        '2025-03-18T05:00:00Z') RETURNING id`);
    await sql`INSERT INTO stock_course_redemptions (discount_code_id, redeemer_key, purchase_id)
      VALUES (${code}, ${`user:${u2}`}, ${purchase})`.execute(db);

    Object.assign(ids, { courseA, courseB, ad1, ad2, ad3, batch: `Coupon batch ${batch}: ${pkg.name}` });
  });

  const report = async (api: string, query = '', token = c.admin) =>
    expectSuccess<ReportPage>(
      await c.app.inject({ method: 'GET', url: `/api/v1/report/${api}?${query}&limit=100`, headers: bearer(token) }),
    );
  const row = (r: ReportPage, key: string, value: string) => r.list.find((x) => x[key] === value);

  it('course participation: enrolments, completions, cancellations, chapters, learners and time per course', async () => {
    const r = await report('course-participation', MARCH);
    expect(r.report.available).toBe(true);
    expect(row(r, 'course', 'RPT Course A')).toEqual({
      course: 'RPT Course A',
      status: 'Published',
      enrolled: 3,
      completed: 1,
      cancelled: 1,
      chapters_completed: 3,
      learners: 3,
      seconds: 1020,
    });
    // Enrolled in February: in March only its chapter and its time count.
    expect(row(r, 'course', 'RPT Course B')).toMatchObject({
      enrolled: 0,
      chapters_completed: 1,
      learners: 1,
      seconds: 200,
    });
    // u1 learns in both courses and is one learner in the totals.
    expect(r.totals).toMatchObject({
      enrolled: 3,
      completed: 1,
      cancelled: 1,
      chapters_completed: 4,
      learners: 3,
      seconds: 1220,
    });
    expect(r.participation_report).toEqual({ list: r.list, page: 1, limit: 100, total: r.page.total });
    expect(r.list[0].course).toBe('RPT Course A'); // most enrolments first
    expect(r.chart?.points[0]).toMatchObject({ course: 'RPT Course A', enrolled: 3, completed: 1 });
  });

  it('course participation: the company, partner and date filters change the answer', async () => {
    const testco = await report('course-participation', `${MARCH}&company_id=${c.testco}`);
    expect(row(testco, 'course', 'RPT Course A')).toMatchObject({
      enrolled: 2,
      completed: 1,
      cancelled: 0,
      chapters_completed: 3,
      learners: 2,
      seconds: 900,
    });
    const partner = await report('course-participation', `${MARCH}&partner_id=${c.partnerco}`);
    expect(partner.totals).toMatchObject({
      enrolled: 1,
      completed: 0,
      cancelled: 1,
      chapters_completed: 0,
      learners: 1,
      seconds: 120,
    });
    // Up to the 10th: the completion on the 20th and its chapter drop out.
    const early = await report('course-participation', 'from=2025-03-01&to=2025-03-10');
    expect(row(early, 'course', 'RPT Course A')).toMatchObject({ enrolled: 3, completed: 0, chapters_completed: 2 });
  });

  it('e-learning time base: learners, sessions and time per IST slot; weekday, slot and company filters', async () => {
    const r = await report('e-learning-time-base', MARCH);
    expect(r.list).toEqual([
      { slot: '05-12', learners: 1, sessions: 2, seconds: 800, avg_seconds: 800 },
      { slot: '12-17', learners: 1, sessions: 1, seconds: 300, avg_seconds: 300 },
      { slot: '17-21', learners: 0, sessions: 0, seconds: 0, avg_seconds: 0 },
      { slot: '21-05', learners: 1, sessions: 1, seconds: 120, avg_seconds: 120 },
    ]);
    expect(r.totals).toEqual({ learners: 3, sessions: 4, seconds: 1220, avg_seconds: 407 });
    const wednesday = await report('e-learning-time-base', `${MARCH}&weekdays=4`);
    expect(wednesday.totals).toEqual({ learners: 1, sessions: 1, seconds: 600, avg_seconds: 600 });
    const partner = await report('e-learning-time-base', `${MARCH}&partner_id=${c.partnerco}`);
    expect(partner.totals).toEqual({ learners: 1, sessions: 1, seconds: 120, avg_seconds: 120 });
    const morning = await report('e-learning-time-base', `${MARCH}&slots=05-12`);
    expect(morning.list.map((x) => x.slot)).toEqual(['05-12']);
    expect(morning.totals).toEqual({ learners: 1, sessions: 2, seconds: 800, avg_seconds: 800 });
  });

  it('assessment: course assessment, quiz and risk assessment with attempts, people, average and passes', async () => {
    const r = await report('assessment-report', MARCH);
    expect(row(r, 'assessment', 'RPT Assessment')).toEqual({
      assessment: 'RPT Assessment',
      type: 'Course assessment',
      taken: 3,
      people: 2,
      avg_score: 73.3,
      passed: 2,
    });
    expect(row(r, 'assessment', 'RPT Quiz')).toEqual({
      assessment: 'RPT Quiz',
      type: 'Quiz',
      taken: 2,
      people: 2,
      avg_score: 62.5,
      passed: null,
    });
    expect(row(r, 'type', 'Risk assessment')).toMatchObject({ taken: 1, people: 1, avg_score: 62.5, passed: null });
    // (80 + 40 + 100 + 75 + 50 + 62.5) / 6 = 67.92
    expect(r.totals).toMatchObject({ taken: 6, people: 3, avg_score: 67.9, passed: 2 });
    const testco = await report('assessment-report', `${MARCH}&company_id=${c.testco}`);
    expect(row(testco, 'assessment', 'RPT Quiz')).toMatchObject({ taken: 1, avg_score: 75 });
    expect(testco.totals).toMatchObject({ taken: 5, people: 2, avg_score: 71.5, passed: 2 });
    const april = await report('assessment-report', 'from=2025-04-01&to=2025-04-30');
    expect(row(april, 'assessment', 'RPT Assessment')).toMatchObject({ taken: 1, people: 1, avg_score: 60, passed: 1 });
    expect(april.totals).toMatchObject({ taken: 1 });
  });

  it('client/partner engagement: notifications sent and read, readers and tasks per company', async () => {
    const r = await report('view-engagement', MARCH);
    expect(row(r, 'company', 'Testco Reports')).toEqual({
      company: 'Testco Reports',
      kind: 'Client',
      users: 2,
      notifications: 2,
      opened: 3,
      readers: 2,
      tasks_completed: 1,
    });
    expect(row(r, 'company', 'Partnerco Reports')).toEqual({
      company: 'Partnerco Reports',
      kind: 'Partner',
      users: 1,
      notifications: 1,
      opened: 1,
      readers: 1,
      tasks_completed: 1,
    });
    expect(r.list[0].company).toBe('Testco Reports'); // most reads first
    expect(r.totals).toMatchObject({ notifications: 3, opened: 4, readers: 3, tasks_completed: 2 });
    const partners = await report('view-engagement', `${MARCH}&kind=partner`);
    expect(partners.list.every((x) => x.kind === 'Partner')).toBe(true);
    expect(partners.totals).toMatchObject({ notifications: 1, opened: 1, readers: 1, tasks_completed: 1 });
    const early = await report('view-engagement', `from=2025-03-01&to=2025-03-05&company_id=${c.testco}`);
    expect(early.list).toEqual([
      {
        company: 'Testco Reports',
        kind: 'Client',
        users: 2,
        notifications: 2,
        opened: 1,
        readers: 1,
        tasks_completed: 0,
      },
    ]);
  });

  it('ads: clicks and people per ad, ads on show or clicked in the period, company filter', async () => {
    const r = await report('ads', MARCH);
    expect(row(r, 'ad', 'RPT Ad one')).toEqual({
      ad: 'RPT Ad one',
      placement: 'Widget',
      start_date: '2025-03-01',
      end_date: '2025-03-31',
      views: 0,
      clicks: 4,
      clickers: 3,
      ctr: null,
    });
    // Not on show in March, but clicked then.
    expect(row(r, 'ad', 'RPT Ad two')).toMatchObject({ placement: 'Webinar', clicks: 1, clickers: 1 });
    expect(row(r, 'ad', 'RPT Ad three')).toBeUndefined();
    expect(r.totals).toEqual({ views: 0, clicks: 5, clickers: 3, ctr: null });
    expect(r.list[0].ad).toBe('RPT Ad one');
    const testco = await report('ads', `${MARCH}&company_id=${c.testco}`);
    expect(row(testco, 'ad', 'RPT Ad one')).toMatchObject({ clicks: 3, clickers: 2 });
    expect(row(testco, 'ad', 'RPT Ad two')).toBeUndefined();
    expect(testco.totals).toEqual({ views: 0, clicks: 3, clickers: 2, ctr: null });
    const may = await report('ads', 'from=2025-05-01&to=2025-05-31');
    expect(row(may, 'ad', 'RPT Ad three')).toMatchObject({ placement: 'Spotlight', clicks: 0 });
  });

  it('ads and engagement count what people do through the API (an ad click, a notification read)', async () => {
    const db = c.app.ctx.db;
    const employee = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    const acme = employee.company_id!;
    const query = `range=1m&company_id=${acme}`;
    const clicksBefore = (await report('ads', query)).totals.clicks;
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/user-activity',
      headers: bearer(c.employee),
      payload: {
        action_id: 11,
        widget_id: 'w-home-ads',
        navigation_url: '/client/calculators',
        ad_feature_id: ids.ad1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ads = await report('ads', query);
    expect(ads.totals.clicks).toBe(Number(clicksBefore) + 1);
    expect(row(ads, 'ad', 'RPT Ad one')).toMatchObject({ clicks: 1, clickers: 1 });

    // A package's module ad (docs/commerce.md "Module ads"): the module in ad_category_id, its own row.
    const moduleAd = await c.app.inject({
      method: 'POST',
      url: '/api/v1/user-activity',
      headers: bearer(c.employee),
      payload: {
        action_id: 11,
        feature_id: 3,
        navigation_url: 'https://partner.example/offer',
        ad_category_id: 2,
      },
    });
    expect(moduleAd.statusCode, moduleAd.body).toBe(200);
    const withModule = await report('ads', query);
    expect(withModule.totals.clicks).toBe(Number(clicksBefore) + 2);
    expect(row(withModule, 'ad', 'Package ad: Calculators')).toEqual({
      ad: 'Package ad: Calculators',
      placement: 'Package module',
      start_date: null,
      end_date: null,
      views: 0,
      clicks: 1,
      clickers: 1,
      ctr: null,
    });

    const note = (
      await sql<{ id: number }>`INSERT INTO notifications (header, preview_message, message, type, priority, delivery,
        start_date) VALUES ('RPT live', 'p', 'm', 1, 1, '{in_app}', now() - interval '1 hour') RETURNING id`.execute(db)
    ).rows[0].id;
    await sql`INSERT INTO notification_audiences (company_id, notification_id) VALUES (${acme}, ${note})`.execute(db);
    const before = (await report('view-engagement', query)).list[0];
    const readRes = await c.app.inject({
      method: 'POST',
      url: '/api/v1/users/read-notification',
      headers: bearer(c.employee),
      payload: { notification_id: note },
    });
    expect(readRes.statusCode, readRes.body).toBe(200);
    const after = (await report('view-engagement', query)).list[0];
    expect(after.company).toBe(before.company);
    expect(after.notifications).toBe(Number(before.notifications));
    expect(after.opened).toBe(Number(before.opened) + 1);
  });

  it('discount codes: stock course purchases count with the counselling code; package coupon batches', async () => {
    const r = await report('discount-codes', MARCH);
    expect(row(r, 'code', 'RPTTEN')).toEqual({
      code: 'RPTTEN',
      type: 'Discount code',
      discount_per: 10,
      valid_from: '2025-01-01',
      valid_to: '2025-12-31',
      issued: null,
      redemptions: 2,
      discount: 649,
      charged: 5991,
    });
    expect(row(r, 'code', ids.batch)).toEqual({
      code: ids.batch,
      type: 'Package coupons',
      discount_per: null,
      valid_from: '2025-03-01',
      valid_to: '2025-06-30',
      issued: 3,
      redemptions: 1,
      discount: null,
      charged: null,
    });
    const april = await report('discount-codes', 'from=2025-04-01&to=2025-04-30');
    expect(row(april, 'code', ids.batch)).toMatchObject({ issued: 3, redemptions: 1 });
    expect(row(april, 'code', 'RPTTEN')).toMatchObject({ redemptions: 0, discount: 0, charged: 0 });
  });

  it('the Excel file and the PDF of a wired report hold the preview numbers', async () => {
    const download = async (format: 'xlsx' | 'pdf') => {
      const res = await c.app.inject({
        method: 'GET',
        url: `/api/v1/report/e-learning-time-base/export?${MARCH}&format=${format}`,
        headers: bearer(c.admin),
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download('xlsx')) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Report')!;
    const sessions: unknown[] = [];
    sheet.eachRow((r, i) => {
      if (i > 1) sessions.push([r.getCell(1).value, r.getCell(2).value, r.getCell(3).value]);
    });
    expect(sessions).toEqual([
      ['05-12', 1, 2],
      ['12-17', 1, 1],
      ['17-21', 0, 0],
      ['21-05', 1, 1],
    ]);
    const { pdfText } = await import('../../support/pdf-text.js');
    const text = pdfText(await download('pdf')).join('\n');
    expect(text).toContain('Time spent 0:20:20'); // 1,220 s in the totals line
    expect(text).not.toContain('No data until');
  });
});
