/**
 * The known-answer data of the module reports (module-reports-*.test.ts), written on top of the report
 * fixture (fixture.ts): u1 and u2 work for Testco (a client), u3 for Partnerco (a partner). Everything
 * is in March 2025 (before anything the demo seed writes) unless said otherwise; times are UTC with
 * their IST wall-clock time beside them.
 */
import { sql } from 'kysely';
import type { ReportPage } from '../../../src/shared/generated/index.js';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, type ReportFixture } from './fixture.js';

/** The rows the tests look up by id or name. */
export type ModuleIds = { courseA: number; courseB: number; ad1: number; ad2: number; ad3: number; batch: string };

/** Writes the learning, assessment, engagement, ad and commerce rows of the module reports. */
export async function seedModuleReportData(c: ReportFixture): Promise<ModuleIds> {
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
    sql`INSERT INTO notification_receipts (user_id, notification_id, read_at) VALUES (${u}, ${id}, ${at})`.execute(db);
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
  const code = (await sql<{ id: number }>`SELECT id FROM discount_codes WHERE code_name = 'RPTTEN'`.execute(db)).rows[0]
    .id;
  const stockCourse = (await sql<{ id: number }>`SELECT id FROM stock_courses ORDER BY id LIMIT 1`.execute(db)).rows[0]
    .id;
  const purchase = await one(sql<{ id: number }>`INSERT INTO stock_course_purchases (course_id, user_id, name, email,
    discount_code_id, discount_percent, discount_paise, cost_paise, final_paise, status, created_at)
    VALUES (${stockCourse}, ${u2}, 'Varun Test', 'u2@reports.example', ${code}, 10, 49900, 499000, 449100, 2,
      '2025-03-18T05:00:00Z') RETURNING id`);
  await sql`INSERT INTO stock_course_redemptions (discount_code_id, redeemer_key, purchase_id)
    VALUES (${code}, ${`user:${u2}`}, ${purchase})`.execute(db);

  return { courseA, courseB, ad1, ad2, ad3, batch: `Coupon batch ${batch}: ${pkg.name}` };
}

/** GET /api/v1/report/<api> (one page of up to 100 rows) as the admin unless another token is given, and a row finder. */
export function moduleReportCalls(c: ReportFixture) {
  const report = async (api: string, query = '', token = c.admin) =>
    expectSuccess<ReportPage>(
      await c.app.inject({ method: 'GET', url: `/api/v1/report/${api}?${query}&limit=100`, headers: bearer(token) }),
    );
  const row = (r: ReportPage, key: string, value: string) => r.list.find((x) => x[key] === value);
  return { report, row };
}
