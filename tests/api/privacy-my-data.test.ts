import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdf } from '../../src/server/modules/uploads/content-check.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';
import { pdfPages, pdfText } from '../support/pdf-text.js';

/**
 * "My data" holds the feature modules' rows (docs/privacy.md "My data (access)"): learning, journey, webinars,
 * page visits. Two employees get the same kinds of records under different titles; each export holds its own only.
 */
type Rows = Array<Record<string, unknown>>;
type Export = Record<string, Rows>;

describe('my data: the feature modules', () => {
  let app: App;
  const tokens: Record<'ana' | 'rahul', string> = { ana: '', rahul: '' };

  /** One person's course (with a completed chapter and time on it), assessment attempt, quiz attempt, webinar. */
  async function seedFor(email: string, tag: string) {
    const db = app.ctx.db;
    const user = (await sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`.execute(db)).rows[0].id;
    const one = async (q: ReturnType<typeof sql<{ id: number }>>) => (await q.execute(db)).rows[0].id;
    const course = await one(sql<{ id: number }>`INSERT INTO courses (title, difficulty, duration_minutes, status)
      VALUES (${`${tag} Course`}, 1, 30, 1) RETURNING id`);
    const section = await one(sql<{ id: number }>`INSERT INTO course_sections (course_id, title)
      VALUES (${course}, ${`${tag} section`}) RETURNING id`);
    const chapter = await one(sql<{ id: number }>`INSERT INTO course_chapters (course_id, section_id, title,
      content_type, file_type, url) VALUES (${course}, ${section}, ${`${tag} Chapter`}, 'Url', 'url',
      'https://example.com') RETURNING id`);
    await sql`INSERT INTO course_enrolments (course_id, user_id, progress, enrolled_at)
      VALUES (${course}, ${user}, 1, '2026-01-05T05:00:00Z')`.execute(db);
    await sql`INSERT INTO course_chapter_completions (user_id, chapter_id, course_id, completed_at)
      VALUES (${user}, ${chapter}, ${course}, '2026-01-06T05:00:00Z')`.execute(db);
    await sql`INSERT INTO course_time_sessions (user_id, course_id, chapter_id, started_at, last_beat_at, seconds)
      VALUES (${user}, ${course}, ${chapter}, '2026-01-06T04:50:00Z', '2026-01-06T05:00:00Z', 600)`.execute(db);
    const assessment = await one(sql<{ id: number }>`INSERT INTO assessments (course_id, title, pass_mark)
      VALUES (${course}, ${`${tag} Assessment`}, 60) RETURNING id`);
    const answers = JSON.stringify([{ question_id: 1, option_id: tag.length }]);
    await sql`INSERT INTO assessment_attempts (assessment_id, user_id, correct, total, score, passed, answers)
      VALUES (${assessment}, ${user}, ${tag === 'Ana' ? 4 : 1}, 5, ${tag === 'Ana' ? 80 : 20}, ${tag === 'Ana'},
        ${answers}::jsonb)`.execute(db);
    const quiz = await one(sql<{ id: number }>`INSERT INTO quizzes (title) VALUES (${`${tag} Quiz`}) RETURNING id`);
    await sql`INSERT INTO quiz_attempts (quiz_id, user_id, score, total, answers)
      VALUES (${quiz}, ${user}, ${tag === 'Ana' ? 3 : 1}, 4, '[]')`.execute(db);
    const speaker = (await sql<{ id: number }>`SELECT id FROM webinar_speakers ORDER BY id LIMIT 1`.execute(db)).rows[0]
      .id;
    const webinar = await one(sql<{ id: number }>`INSERT INTO webinars (name, presenter, speaker_id, starts_at, ends_at,
      webinar_type, status) VALUES (${`${tag} Webinar`}, 'Presenter', ${speaker}, '2026-02-01T10:00:00Z',
      '2026-02-01T11:00:00Z', 1, 1) RETURNING id`);
    await sql`INSERT INTO webinar_registrations (webinar_id, user_id, status, ics_uid)
      VALUES (${webinar}, ${user}, 1, ${randomUUID()})`.execute(db);
  }

  beforeAll(async () => {
    app = await buildTestApp();
    tokens.ana = await sessionFor(app, 'employee@acme.example');
    tokens.rahul = await sessionFor(app, 'employee@globex.example');
    await seedFor('employee@acme.example', 'Ana');
    await seedFor('employee@globex.example', 'Rahul');
    // Page visits through the app's own beacon endpoint (docs/reports.md "Page visits").
    for (const [who, path] of [
      ['ana', '/client/ana-private-page'],
      ['rahul', '/client/rahul-private-page'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/capture-time-spent',
        payload: { visit_id: randomUUID(), path: `${path}?q=1`, seconds: 42, token: tokens[who] },
      });
      expectSuccess(res);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const exportOf = async (who: 'ana' | 'rahul') => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/my-data', headers: bearer(tokens[who]) });
    return { body: res.body, data: expectSuccess<Export>(res) };
  };

  it('holds the learning, journey, webinar and page-visit records, with titles, scores and paths', async () => {
    const { data } = await exportOf('ana');
    expect(data.course_progress).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ course: 'Ana Course', progress: 1, enrolled_at: '2026-01-05T05:00:00.000Z' }),
      ]),
    );
    expect(data.course_chapter_completions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          course: 'Ana Course',
          chapter: 'Ana Chapter',
          completed_at: '2026-01-06T05:00:00.000Z',
        }),
      ]),
    );
    expect(data.course_time_sessions).toEqual(
      expect.arrayContaining([expect.objectContaining({ course: 'Ana Course', seconds: 600 })]),
    );
    expect(data.assessment_answers).toEqual([
      expect.objectContaining({
        assessment: 'Ana Assessment',
        course: 'Ana Course',
        score: 80,
        correct: 4,
        total: 5,
        passed: true,
        answers: [{ question_id: 1, option_id: 3 }],
      }),
    ]);
    expect(data.quiz_attempts).toEqual([expect.objectContaining({ quiz: 'Ana Quiz', score: 3, total: 4 })]);
    expect(data.webinar_registrations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ webinar: 'Ana Webinar', starts_at: '2026-02-01T10:00:00.000Z' }),
      ]),
    );
    // The demo seed has visits of its own: the beacon's is among them, without its query string.
    expect(data.page_visits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/client/ana-private-page', seconds: 42, started_at: expect.any(String) }),
      ]),
    );
    for (const key of ['journey_topics', 'risk_assessment_results', 'webinar_watch_sessions', 'ad_views', 'tasks'])
      expect(Array.isArray(data[key]), key).toBe(true);
  });

  it("holds nobody else's records: each person's export has their own only", async () => {
    const ana = await exportOf('ana');
    expect(ana.body).not.toMatch(/Rahul (Course|Chapter|Assessment|Quiz|Webinar)|rahul-private-page/);
    expect(ana.data.assessment_answers.map((a) => a.score)).toEqual([80]);
    const rahul = await exportOf('rahul');
    expect(rahul.data.assessment_answers).toEqual([
      expect.objectContaining({ assessment: 'Rahul Assessment', score: 20, passed: false }),
    ]);
    expect(rahul.data.page_visits).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/client/rahul-private-page' })]),
    );
    expect(rahul.body).not.toMatch(/Ana (Course|Chapter|Assessment|Quiz|Webinar)|ana-private-page/);
  });

  it('shows the new sections in the PDF', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/my-data/pdf', headers: bearer(tokens.ana) });
    expect(res.statusCode).toBe(200);
    await expect(checkPdf(res.rawPayload)).resolves.toBeUndefined();
    const all = pdfText(res.rawPayload).join('');
    expect(all).toMatch(/Assessment answers \(1\)/);
    expect(all).toContain('assessment: Ana Assessment');
    expect(all).toContain('path: /client/ana-private-page');
    expect(all).toMatch(/Webinar registrations \(\d+\)/);
    expect(all).not.toContain('Rahul Course');
    // "Page i of n" at the foot of every page, n the real page count.
    const pages = pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page.join('')).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(all.match(/Page \d+ of \d+/g)).toHaveLength(pages.length);
  }, 120_000);
});
