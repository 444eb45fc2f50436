/**
 * Admin-authored learning content in Hindi (docs/i18n.md "Admin content in Hindi"): course, section, chapter,
 * assessment (questions and options) and video text reaches a Hindi reader (Accept-Language hi-IN), English readers
 * get English, text without a Hindi value stays English, the cached course page keeps one answer per language, and
 * the admin calls accept and answer `hi`. Known answers from the demo seed (learning/seed.ts: the first course
 * "Budgeting that sticks", its assessment and two videos carry Hindi). Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';

let app: App;
let acme: string;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  acme = await sessionFor(app, 'employee@acme.example');
  admin = await sessionFor(app, 'admin@finwell.example');
}, 120_000);
afterAll(async () => app?.close());

const HI = { 'accept-language': 'hi-IN' };
const EN = { 'accept-language': 'en-IN' };
type Lang = typeof HI;
const get = (url: string, lang: Lang, token = acme) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...lang } });
const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(admin), ...EN }, payload });

type Course = { _id: number; title: string; description: string; hi?: unknown };
type View = {
  course: Course;
  sections: Array<{ title: string; chapters: Array<{ _id: number; title: string; body: string }> }>;
  assessments: Array<{ _id: number; title: string }>;
};
type Assessment = {
  title: string;
  hi?: Record<string, string>;
  questions: Array<{ question: string; hi?: Record<string, string>; options: Array<{ label: string; hi?: unknown }> }>;
};
type Video = { _id: number; title: string; description: string; hi?: unknown };

const courses = async (lang: Lang) => expectSuccess<{ courses: Course[] }>(await get('/courses', lang)).courses;

describe('learning readers in Hindi', () => {
  it('lists courses in the reader language (every demo course has its Hindi)', async () => {
    const [hi, en] = [await courses(HI), await courses(EN)];
    expect(en[0].title).toBe('Budgeting that sticks');
    expect(hi[0].title).toBe('ऐसा बजट जो टिके');
    expect(hi[0].description).toBe('50/30/20 नियम से मासिक बजट बनाएँ, खर्च पर नज़र रखें और बचत के लिए पैसा निकालें।');
    expect(hi[1].title).toBe('आपातकालीन फंड और बीमा की ज़रूरी बातें');
    expect(en[1].title).toBe('Emergency fund and insurance essentials');
    expect(hi[0]).not.toHaveProperty('hi');
  });

  it('answers the course page per language (the cached answer included): sections, chapters, assessment', async () => {
    const id = (await courses(EN))[0]._id;
    // Read English first so the cache holds it, then Hindi, then English again.
    const en = expectSuccess<View>(await get(`/courses/${id}`, EN));
    const hi = expectSuccess<View>(await get(`/courses/${id}`, HI));
    const enAgain = expectSuccess<View>(await get(`/courses/${id}`, EN));
    expect(en.course.title).toBe('Budgeting that sticks');
    expect(enAgain.course.title).toBe('Budgeting that sticks');
    expect(hi.course.title).toBe('ऐसा बजट जो टिके');
    expect(hi.sections.map((s) => s.title)).toEqual(['शुरुआत', 'अभ्यास']);
    expect(en.sections.map((s) => s.title)).toEqual(['Getting started', 'Practice']);
    expect(hi.sections[0].chapters.map((c) => c.title)).toEqual(['50/30/20 बजट', 'बजट की बुनियादी बातें (वीडियो)']);
    expect(hi.sections[1].chapters.map((c) => c.title)).toEqual([
      'आरबीआई (RBI) की वित्तीय शिक्षा पुस्तिका',
      'एक हफ़्ते का खर्च लिखें',
    ]);
    expect(hi.assessments[0].title).toBe('बजट की जाँच');
    expect(en.assessments[0].title).toBe('Budgeting check');
  });

  it('answers an assessment with Hindi questions and options, English ones to an English reader', async () => {
    const id = expectSuccess<View>(await get(`/courses/${(await courses(EN))[0]._id}`, EN)).assessments[0]._id;
    const hi = expectSuccess<Assessment>(await get(`/courses/assessments/${id}`, HI));
    const en = expectSuccess<Assessment>(await get(`/courses/assessments/${id}`, EN));
    expect(hi.title).toBe('बजट की जाँच');
    expect(hi.questions[1].question).toBe('इनमें से कौन-सी ज़रूरत है?');
    expect(hi.questions[1].options.map((o) => o.label)).toEqual(['किराया', 'सप्ताहांत की यात्रा', 'नया फ़ोन']);
    expect(en.questions[1].question).toBe('Which of these is a need?');
    expect(en.questions[1].options.map((o) => o.label)).toEqual(['Rent', 'A weekend trip', 'A new phone']);
    expect(hi.questions[1]).not.toHaveProperty('hi');
    expect(hi.questions[1].options[0]).not.toHaveProperty('hi');
  });

  it('lists videos and playlists in the reader language', async () => {
    type List = { videos: Video[] };
    const hi = expectSuccess<List>(await get('/e-learning-videos', HI)).videos;
    const en = expectSuccess<List>(await get('/e-learning-videos', EN)).videos;
    const byTitle = (t: string) => en.find((v) => v.title === t)!._id;
    const fund = byTitle('Start an emergency fund this month');
    const nps = byTitle('NPS in five minutes');
    expect(hi.find((v) => v._id === fund)?.title).toBe('इसी महीने आपातकालीन फंड शुरू करें');
    expect(hi.find((v) => v._id === fund)?.description).toBe('पहले एक लाख रुपये की बचत तक तीन कदम।');
    expect(hi.find((v) => v._id === nps)?.title).toBe('पाँच मिनट में एनपीएस');
    expect(en.find((v) => v._id === nps)?.title).toBe('NPS in five minutes');
    const one = expectSuccess<{ video: Video }>(await get(`/e-learning-videos/${fund}`, HI)).video;
    expect(one.title).toBe('इसी महीने आपातकालीन फंड शुरू करें');
    const lists = expectSuccess<{ playlists: Array<{ name: string; videos: Video[] }> }>(
      await get('/videos-playlist', HI),
    ).playlists;
    expect(lists[0].videos[0].title).toBe('इसी महीने आपातकालीन फंड शुरू करें');
    expect(lists.map((l) => l.name)).toEqual(['यहाँ से शुरू करें: पैसे की बुनियादी बातें', 'अपने परिवार को सुरक्षित करें']);
    const enLists = expectSuccess<{ playlists: Array<{ name: string }> }>(await get('/videos-playlist', EN)).playlists;
    expect(enLists.map((l) => l.name)).toEqual(['Start here: money basics', 'Protect your family']);
    expect(lists[0].videos[0]).not.toHaveProperty('hi');
  });
});

describe('learning admin writes with Hindi values', () => {
  it('creates and updates a course, section and chapter with hi; the admin answers carry hi', async () => {
    const course = expectSuccess<{ _id: number }>(
      await send('POST', '/e-learning-courses', {
        title: 'Credit scores',
        description: 'What moves your score.',
        difficulty: 1,
        duration: 20,
        hi: { title: 'क्रेडिट स्कोर', description: '' },
      }),
      'S-10008',
      201,
    )._id;
    const section = expectSuccess<{ _id: number }>(
      await send('POST', `/section/${course}`, { title: 'Basics', hi: { title: 'बुनियादी बातें' } }),
      undefined,
      201,
    )._id;
    expectSuccess(
      await send('POST', `/chapter/${course}/${section}`, {
        title: 'Check your report',
        content_type: 'Assignment',
        body: 'Download your free report and list one thing to fix.',
        hi: { title: 'अपनी रिपोर्ट देखें', body: 'अपनी मुफ़्त रिपोर्ट डाउनलोड करें और सुधारने की एक बात लिखें।' },
      }),
      undefined,
      201,
    );
    type Detail = {
      course: { title: string; hi?: Record<string, string> };
      sections: Array<{ hi?: Record<string, string>; chapters: Array<{ _id: number; hi?: Record<string, string> }> }>;
    };
    let detail = expectSuccess<Detail>(await get(`/e-learning-courses/${course}`, EN, admin));
    expect(detail.course.hi).toEqual({ title: 'क्रेडिट स्कोर' });
    expect(detail.sections[0].hi).toEqual({ title: 'बुनियादी बातें' });
    expect(detail.sections[0].chapters[0].hi).toEqual({
      title: 'अपनी रिपोर्ट देखें',
      body: 'अपनी मुफ़्त रिपोर्ट डाउनलोड करें और सुधारने की एक बात लिखें।',
    });
    // An update without hi keeps the Hindi; one with hi replaces it.
    expectSuccess(
      await send('PATCH', `/e-learning-courses/${course}`, {
        title: 'Credit scores 101',
        description: 'What moves your score.',
        difficulty: 1,
        duration: 20,
      }),
    );
    detail = expectSuccess<Detail>(await get(`/e-learning-courses/${course}`, EN, admin));
    expect(detail.course.title).toBe('Credit scores 101');
    expect(detail.course.hi).toEqual({ title: 'क्रेडिट स्कोर' });
    expectSuccess(
      await send('PATCH', `/e-learning-courses/${course}`, {
        title: 'Credit scores 101',
        description: 'What moves your score.',
        difficulty: 1,
        duration: 20,
        hi: { description: 'आपका स्कोर किससे बदलता है।' },
      }),
    );
    const hiCourse = (await courses(HI)).find((c) => c._id === course)!;
    expect(hiCourse.title).toBe('Credit scores 101');
    expect(hiCourse.description).toBe('आपका स्कोर किससे बदलता है।');
    expect((await courses(EN)).find((c) => c._id === course)!.description).toBe('What moves your score.');
  });

  it('creates an assessment with Hindi questions and options; the admin detail carries hi at each level', async () => {
    const id = expectSuccess<{ _id: number }>(
      await send('POST', '/assessment', {
        title: 'Credit quiz',
        pass_mark: 50,
        hi: { title: 'क्रेडिट प्रश्नोत्तरी' },
        questions: [
          {
            question: 'Does paying in full help?',
            hi: { question: 'क्या पूरा भुगतान मदद करता है?' },
            options: [
              { label: 'Yes', is_correct: true, hi: { label: 'हाँ' } },
              { label: 'No', is_correct: false },
            ],
          },
        ],
      }),
      'S-10008',
      201,
    )._id;
    const adminView = expectSuccess<Assessment>(await get(`/assessment/${id}`, EN, admin));
    expect(adminView.title).toBe('Credit quiz');
    expect(adminView.hi).toEqual({ title: 'क्रेडिट प्रश्नोत्तरी' });
    expect(adminView.questions[0].hi).toEqual({ question: 'क्या पूरा भुगतान मदद करता है?' });
    expect(adminView.questions[0].options.map((o) => o.hi)).toEqual([{ label: 'हाँ' }, {}]);
    const reader = expectSuccess<Assessment>(await get(`/courses/assessments/${id}`, HI));
    expect(reader.questions[0].question).toBe('क्या पूरा भुगतान मदद करता है?');
    expect(reader.questions[0].options.map((o) => o.label)).toEqual(['हाँ', 'No']);
  });

  it('creates a video with hi and lists it with hi for the admin', async () => {
    const list = expectSuccess<{ videos: Array<{ file_id: number }> }>(
      await get('/admin/e-learning-videos', EN, admin),
    );
    const made = expectSuccess<{ _id: number }>(
      await send('POST', '/admin/e-learning-videos', {
        title: 'Gold basics',
        category_id: 10,
        duration: 3,
        file_id: list.videos[0].file_id,
        hi: { title: 'सोने की बुनियादी बातें' },
      }),
      'S-10008',
      201,
    )._id;
    const after = expectSuccess<{ videos: Array<Video & { hi?: Record<string, string> }> }>(
      await get('/admin/e-learning-videos', EN, admin),
    );
    const mine = after.videos.find((v) => v._id === made)!;
    expect(mine.title).toBe('Gold basics');
    expect(mine.hi).toEqual({ title: 'सोने की बुनियादी बातें' });
    const reader = expectSuccess<{ video: Video }>(await get(`/e-learning-videos/${made}`, HI)).video;
    expect(reader.title).toBe('सोने की बुनियादी बातें');
    expect(reader.description).toBe('');
  });
});
