/**
 * The assistant (docs/assistant.md) through HTTP on the demo seed: calculator answers with the
 * calculator's own numbers and a pre-filled link, content answers quoting the knowledge base,
 * "I don't know" with closest topics and a counsellor booking carrying the question, access
 * (visitors: public content; signed-in: the package), the learning center's courses, videos and
 * playlists (modules 1 and 6 only), E-10046, the redacted log and the admin list.
 * Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCalculator } from '../../../src/calculators/index.js';
import type { AssistantAnswer } from '../../../src/shared/generated/api/assistant/assistant-answer.js';
import type { AssistantUnanswered } from '../../../src/shared/generated/api/assistant/assistant-unanswered.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bookableDate } from '../counselling/helpers.js';

let app: App;
let acme: string;
let globex: string;
let admin: string;
let umbrella: string;

beforeAll(async () => {
  app = await buildTestApp();
  acme = await sessionFor(app, 'employee@acme.example');
  globex = await sessionFor(app, 'employee@globex.example');
  admin = await sessionFor(app, 'admin@finwell.example');
  umbrella = await sessionFor(app, 'employee@umbrella.example');
}, 120_000);
afterAll(async () => app?.close());

const askRaw = (question: string, token: string | null = null) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/client-emp/ask-question',
    headers: token ? bearer(token) : {},
    payload: { question },
  });
const ask = async (question: string, token: string | null = null) =>
  expectSuccess<AssistantAnswer>(await askRaw(question, token));

describe('calculator questions', () => {
  it('EMI: the inputs it understood, the calculator output and a link with the inputs', async () => {
    const a = await ask('EMI for 40 lakh at 8.5% for 20 years');
    expect(a.kind).toBe('calculator');
    expect(a.calculation?.key).toBe('home_loan_emi');
    const inputs = Object.fromEntries(a.calculation!.inputs.map((i) => [i.name, i.value]));
    expect(inputs).toEqual({ principal: 4_000_000, annualRatePct: 8.5, tenureMonths: 240 });
    const run = runCalculator('home_loan_emi', inputs);
    if (!run.ok) throw new Error('calculator refused');
    const emi = a.calculation!.outputs.find((o) => o.name === 'emi')!;
    expect(emi.value).toBe(run.output.emi);
    expect(a.answer).toContain('₹34,713');
    expect(a.calculation!.url).toBe(
      '/client/calculators/home-loan-calc?principal=4000000&annualRatePct=8.5&tenureMonths=240',
    );
    expect(a.question).toBe('EMI for 40 lakh at 8.5% for 20 years');
    expect(a.calculators[0]).toMatchObject({ id: 9 });
  });

  it('tax in the new regime on a 15 lakh salary, with the tax year in the link', async () => {
    const a = await ask('how much tax on 15 lakh salary in the new regime', acme);
    expect(a.calculation?.key).toMatch(/^tax_regime_/);
    const inputs = Object.fromEntries(a.calculation!.inputs.map((i) => [i.name, i.value]));
    expect(inputs).toMatchObject({ salaryIncome: 1_500_000, regime: 'new' });
    expect(a.calculation!.url).toContain('taxYear=');
    const total = a.calculation!.outputs.find((o) => o.name === 'totalTax');
    expect(typeof total?.value).toBe('number');
  });

  it('retirement at 30: assumed inputs are marked as assumed', async () => {
    const a = await ask('how much should I save for retirement at 30', acme);
    expect(a.calculation?.key).toBe('retirement_planner');
    const age = a.calculation!.inputs.find((i) => i.name === 'currentAge')!;
    expect(age).toMatchObject({ value: 30, assumed: false });
    expect(a.calculation!.inputs.some((i) => i.assumed)).toBe(true);
    expect(a.answer).toContain('Assumed');
  });

  it('a calculator outside the package is not computed (Globex has calculators 1-11)', async () => {
    const a = await ask('how much should I save for retirement at 30', globex);
    expect(a.calculation).toBeNull();
    expect(a.kind).toBe('unknown');
    expect(a.answer).toMatch(/package does not include/);
    const b = await ask('SIP of 10k for 15 years at 12%', globex);
    expect(b.calculation?.key).toBe('sip');
  });
});

describe('content questions', () => {
  it('quotes the knowledge base and links the source', async () => {
    const a = await ask('What is ELSS and how does it save tax?', acme);
    expect(a.kind).toBe('content');
    expect(a.sources[0].title).toMatch(/ELSS/);
    expect(a.sources[0].url).toMatch(/^\/client\/knowledgebase\/\d+\?faqId=\d+$/);
    expect(a.answer).toContain(a.sources[0].quote);
  });

  it('visitors are answered from FAQs and blogs only; finguides need the package', async () => {
    const visitor = await ask('general insurance guide motor insurance claim');
    expect(visitor.sources.every((s) => s.kind === 'faq' || s.kind === 'blog')).toBe(true);
    const employee = await ask('general insurance guide motor insurance claim', acme);
    expect(employee.sources.some((s) => s.kind === 'finguide')).toBe(true);
    // Visitors get no webinars (they need a package) but may be offered public counsellors.
    expect(visitor.webinars).toEqual([]);
    for (const c of visitor.counsellors) expect(c.url).toMatch(/^\/public-counselling\//);
  });

  it('no content: "I don\'t know", closest topics and a booking carrying the question', async () => {
    const q = 'How do I register a trademark for my bakery business?';
    const a = await ask(q, acme);
    expect(a.kind).toBe('unknown');
    expect(a.answer).toMatch(/I don't know/);
    expect(a.booking?.note).toBe(q);
    expect(a.booking?.url).toBe(`/client/counselling?note=${encodeURIComponent(q)}`);
    expect(a.counsellors.length).toBeGreaterThan(0);
  });
});

describe('the learning center (courses: module 1, videos and playlists: module 6)', () => {
  const courseQ = 'is there a course on mutual funds and SIPs';
  const videoQ = 'any video on credit card habits';
  const courseId = async (title: string) =>
    (await app.ctx.db.selectFrom('courses').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const videoId = async (title: string) =>
    (await app.ctx.db.selectFrom('elearning_videos').select('id').where('title', '=', title).executeTakeFirstOrThrow())
      .id;
  const noLearning = (a: AssistantAnswer) => {
    expect(a.courses).toEqual([]);
    expect(a.videos).toEqual([]);
    expect(a.playlists).toEqual([]);
    expect(a.sources.filter((s) => s.kind === 'course' || s.kind === 'video')).toEqual([]);
    expect(a.answer).not.toContain('Investing with mutual funds and SIPs');
  };

  it('an employee with module 1 gets the course quoted as the source and linked to the course page', async () => {
    const id = await courseId('Investing with mutual funds and SIPs');
    const url = `/client/learning-center/view-course?courseId=${id}`;
    const a = await ask(courseQ, acme);
    expect(a.kind).toBe('content');
    expect(a.sources[0]).toMatchObject({ kind: 'course', id, title: 'Investing with mutual funds and SIPs', url });
    // The quote is the course's description (the seed's text), and the answer quotes it.
    expect(a.sources[0].quote).toContain('how a monthly SIP builds wealth over time');
    expect(a.answer).toBe(`From "Investing with mutual funds and SIPs": ${a.sources[0].quote}`);
    expect(a.courses).toContainEqual({ id, title: 'Investing with mutual funds and SIPs', url });
  });

  it('a video question links the video and the playlist that holds it, opened at that video', async () => {
    const id = await videoId('Credit card habits that save money');
    const playlist = await app.ctx.db
      .selectFrom('video_playlists')
      .select('id')
      .where('name', '=', 'Start here: money basics')
      .executeTakeFirstOrThrow();
    const a = await ask(videoQ, acme);
    expect(a.sources[0]).toMatchObject({
      kind: 'video',
      id,
      url: `/client/learning-center/video-details?videoId=${id}`,
    });
    expect(a.videos[0]).toEqual({
      id,
      title: 'Credit card habits that save money',
      url: `/client/learning-center/video-details?videoId=${id}`,
    });
    expect(a.playlists).toEqual([
      {
        id: playlist.id,
        name: 'Start here: money basics',
        url: `/client/learning-center/playlist?playlistId=${playlist.id}&videoId=${id}`,
      },
    ]);
  });

  it('a calculator answer links the matching course too', async () => {
    const a = await ask('how much will a SIP of 10k for 15 years at 12% give with mutual funds', acme);
    expect(a.kind).toBe('calculator');
    expect(a.courses.map((c) => c.title)).toContain('Investing with mutual funds and SIPs');
  });

  it('Globex (package without modules 1 and 6) and visitors get no course, video or playlist', async () => {
    for (const token of [globex, null]) {
      noLearning(await ask(courseQ, token));
      noLearning(await ask(videoQ, token));
    }
  });

  it('a package with module 1 but not 6 (Umbrella) gets courses but no videos or playlists', async () => {
    const a = await ask(courseQ, umbrella);
    expect(a.courses.map((c) => c.title)).toContain('Investing with mutual funds and SIPs');
    const b = await ask('video on reading the fine print of health insurance room rent caps', umbrella);
    expect(b.videos).toEqual([]);
    expect(b.playlists).toEqual([]);
    expect(b.sources.some((s) => s.kind === 'video')).toBe(false);
  });

  it('draft courses and deleted videos are not offered (and are while published)', async () => {
    const course = await app.ctx.db
      .insertInto('courses')
      .values({ title: 'Zebra crossing savings', description: 'Zebra savings.', difficulty: 1, duration_minutes: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await videoId('Sovereign gold bonds and gold ETFs');
    const offered = async () => {
      const a = await ask('zebra crossing savings course', acme);
      const b = await ask('sovereign gold bonds vs gold ETFs video', acme);
      return {
        course:
          a.courses.some((c) => c.id === course.id) || a.sources.some((s) => s.kind === 'course' && s.id === course.id),
        video: b.videos.some((v) => v.id === id) || b.sources.some((s) => s.kind === 'video' && s.id === id),
      };
    };
    try {
      expect(await offered()).toEqual({ course: true, video: true });
      await app.ctx.db.updateTable('courses').set({ status: 2 }).where('id', '=', course.id).execute();
      await app.ctx.db.updateTable('elearning_videos').set({ status: 3 }).where('id', '=', id).execute();
      expect(await offered()).toEqual({ course: false, video: false });
    } finally {
      await app.ctx.db.deleteFrom('courses').where('id', '=', course.id).execute();
      await app.ctx.db.updateTable('elearning_videos').set({ status: 1 }).where('id', '=', id).execute();
    }
  });
});

describe('limits, log and admin list', () => {
  it('more than 200 words is E-10046; an empty question too', async () => {
    expectError(await askRaw(Array.from({ length: 201 }, () => 'money').join(' ')), 422, 'E-10046');
    expectError(await askRaw('   '), 422, 'E-10046');
    await ask(Array.from({ length: 200 }, () => 'money').join(' '));
  });

  it('unanswered questions are logged without personal data and listed for admins only', async () => {
    const q = 'my email is ravi@example.com and PAN ABCDE1234F phone 9876543210 how to register trademark bakery';
    await ask(q, acme);
    const rows = await app.ctx.db.selectFrom('assistant_question_log').selectAll().execute();
    const text = rows.map((r) => r.question).join(' | ');
    expect(text).not.toMatch(/ravi|example\.com|abcde1234f|9876543210/i);
    expect(text).toMatch(/trademark/);
    expect(Object.keys(rows[0]).sort()).toEqual(['confidence', 'created_at', 'id', 'intent', 'kind', 'question']);
    const list = expectSuccess<AssistantUnanswered>(
      await app.inject({ method: 'GET', url: '/api/v1/assistant/unanswered', headers: bearer(admin) }),
    );
    expect(list.list.some((r) => /trademark/.test(r.question))).toBe(true);
    expectError(
      await app.inject({ method: 'GET', url: '/api/v1/assistant/unanswered', headers: bearer(acme) }),
      403,
      'E-10506',
    );
  });
});

describe('booking a counsellor with the question as the note', () => {
  it('the booking keeps the note and the booking list shows it', async () => {
    const q = 'How do I register a trademark for my bakery business?';
    const a = await ask(q, acme);
    const counsellor = await app.ctx.db
      .selectFrom('counsellors')
      .select('id')
      .where('email', '=', 'counsellor@finwell.example')
      .executeTakeFirstOrThrow();
    const date = bookableDate();
    const slots = expectSuccess<{ available_slots: Array<{ slot_time: string }> }>(
      await app.inject({
        method: 'GET',
        url: `/api/v1/public/counselors-slot?counsellor_id=${counsellor.id}&date=${date}`,
      }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(acme),
      payload: {
        counsellor_id: counsellor.id,
        booking_date: date,
        slot_time: slots.available_slots[0].slot_time,
        phone_number: '9876543210',
        note: a.booking!.note,
      },
    });
    expect(res.statusCode).toBe(201);
    const row = await app.ctx.db
      .selectFrom('counselling_bookings')
      .select('note')
      .where('counsellor_id', '=', counsellor.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.note).toBe(q);
    const mine = expectSuccess<{ bookings: Array<{ note?: string | null }> }>(
      await app.inject({ method: 'GET', url: '/api/v1/counselors-booking', headers: bearer(acme) }),
    );
    expect(mine.bookings.some((b) => b.note === q)).toBe(true);
    // A note longer than 1000 characters is refused by the schema.
    const long = await app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(acme),
      payload: {
        counsellor_id: counsellor.id,
        booking_date: date,
        slot_time: '10:00',
        phone_number: '9876543210',
        note: 'x'.repeat(1001),
      },
    });
    expect(long.statusCode).toBe(422);
  });
});
