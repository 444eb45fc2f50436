/**
 * Journey topics and cards in Hindi (docs/i18n.md "Admin content in Hindi"): the admin's topic form accepts `hi`
 * and the content answer carries it; an employee reading in Hindi (Accept-Language hi-IN) gets the topic's Hindi
 * title, summary, key points, video and task text, an English reader the English ones, and a topic without Hindi
 * stays English. Runs on PGlite and on PostgreSQL.
 */
import { JOURNEY_CARDS } from '../../../src/server/modules/journey/content/cards.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';

let app: App;
let admin: string;
let employee: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await sessionFor(app, 'admin@finwell.example');
  employee = await sessionFor(app, 'employee@acme.example');
}, 120_000);
afterAll(async () => app?.close());

const HI = { 'accept-language': 'hi-IN' };
const EN = { 'accept-language': 'en-IN' };
const get = (url: string, lang: typeof HI, token = employee) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...lang } });

type Topic = {
  _id: number;
  card_id: number;
  title: string;
  summary: string;
  key_points: string[];
  video_title: string;
  video_id: number | null;
  video_url: string | null;
  video_minutes: number | null;
  task_title: string;
  task_prompt: string;
  position: number;
  status: number;
  hi: Record<string, unknown>;
};
type Journey = { cards: Array<{ topics: Array<{ _id: number; title: string; summary: string }> }> };

describe('journey topics in Hindi', () => {
  it('an admin adds Hindi to a topic; readers get it by language, other topics stay English', async () => {
    const { topics } = expectSuccess<{ topics: Topic[] }>(await get('/admin/journey/content', EN, admin));
    const [first, second] = topics;
    // The shipped topics carry their Hindi (content/cards.ts); the admin replaces the first one's.
    expect(first.hi).toEqual(JOURNEY_CARDS[0].topics[0].hi);
    const { _id, hi: _hi, ...record } = first;
    const hi = {
      title: 'मेरा भविष्य',
      summary: 'आने वाले वर्षों की तस्वीर बनाएँ।',
      key_points: ['लक्ष्य लिखें', 'समय तय करें'],
      task_prompt: '',
    };
    const body = Object.fromEntries(Object.entries({ ...record, hi }).filter(([, v]) => v !== null));
    expectSuccess(
      await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/journey/topics/${_id}`,
        headers: bearer(admin),
        payload: body,
      }),
    );
    const after = expectSuccess<{ topics: Topic[] }>(await get('/admin/journey/content', EN, admin)).topics[0];
    expect(after.hi).toEqual({
      title: 'मेरा भविष्य',
      summary: 'आने वाले वर्षों की तस्वीर बनाएँ।',
      key_points: ['लक्ष्य लिखें', 'समय तय करें'],
    });

    const hiJourney = expectSuccess<Journey>(await get('/journey/user-journey', HI));
    const enJourney = expectSuccess<Journey>(await get('/journey/user-journey', EN));
    const all = (j: Journey) => j.cards.flatMap((c) => c.topics);
    expect(all(hiJourney).find((t) => t._id === _id)?.title).toBe('मेरा भविष्य');
    expect(all(enJourney).find((t) => t._id === _id)?.title).toBe(first.title);
    expect(all(hiJourney).find((t) => t._id === second._id)?.title).toBe(JOURNEY_CARDS[0].topics[1].hi.title);

    const topicHi = expectSuccess<Topic>(await get(`/journey/topic/${_id}`, HI));
    expect(topicHi.summary).toBe('आने वाले वर्षों की तस्वीर बनाएँ।');
    expect(topicHi.key_points).toEqual(['लक्ष्य लिखें', 'समय तय करें']);
    expect(topicHi.task_prompt).toBe(first.task_prompt); // blank Hindi: English
    expect(topicHi.task_title).toBe(first.task_title); // no longer in the admin's Hindi: English
    const topicEn = expectSuccess<Topic>(await get(`/journey/topic/${_id}`, EN));
    expect(topicEn.title).toBe(first.title);
    expect(topicEn.key_points).toEqual(first.key_points);
  }, 120_000);
});
