/**
 * Counsellors in Hindi (docs/i18n.md "Admin content in Hindi", docs/counselling.md "Hindi"): a counsellor's profile and
 * cost disclaimer carry optional Hindi values (`hi`). Employees, visitors and the home page's featured counsellors get
 * them by Accept-Language, English field by field where a field has none; the admin detail answers `hi` for the
 * form, the counsellor form saves it (blank values dropped, the English limits applied, kept when the body has
 * none). The demo counsellors ship with Hindi profiles. Runs on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_COUNSELLORS } from '../../../src/server/modules/counselling/seed-counsellors.js';
import { widgetDataAccess } from '../../../src/server/modules/landing/data-access.js';
import { envelopeOf, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { bearer, useCounselling } from './helpers.js';

const c = useCounselling();

const HI = { 'accept-language': 'hi-IN' };
const EN = { 'accept-language': 'en-IN' };
type Lang = typeof HI;
type View = { id: number; brief_profile: string; cost_disclaimer: string | null; hi?: Record<string, string> };

const get = (url: string, lang: Lang, token?: string) =>
  c.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...(token ? bearer(token) : {}), ...lang } });
const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  c.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(c.admin), ...EN }, payload });

const anand = DEMO_COUNSELLORS[0];
const rohit = DEMO_COUNSELLORS.find((x) => x.cost_disclaimer !== null)!;
const idOf = async (email: string) =>
  (await c.db.selectFrom('counsellors').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const counsellor = {
  first_name: 'Nisha',
  last_name: 'Verma',
  email: 'nisha.v@finwell.example',
  experience: 6,
  specialization_id: [1],
  category: 3,
  brief_profile: 'Budgeting counsellor for young families.',
  cost_disclaimer: 'Written plans are charged separately.',
  location: 'Jaipur',
  available_days: [2, 3],
  available_times: [{ start_time: '10:00', end_time: '12:00' }],
};
const HINDI_PROFILE = 'युवा परिवारों के लिए बजट काउंसलर।';

describe('the demo counsellors read in Hindi', () => {
  it('an employee reading Hindi gets the Hindi profile and cost disclaimer; English reading English', async () => {
    const id = await idOf(anand.email);
    const hi = expectSuccess<View>(await get(`/counselors/${id}`, HI, c.employee));
    expect(hi.brief_profile).toBe(anand.hi.brief_profile);
    expect(hi).not.toHaveProperty('hi');
    const en = expectSuccess<View>(await get(`/counselors/${id}`, EN, c.employee));
    expect(en.brief_profile).toBe(anand.brief_profile);

    const tax = expectSuccess<View>(await get(`/counselors/${await idOf(rohit.email)}`, HI, c.employee));
    expect(tax).toMatchObject({ brief_profile: rohit.hi.brief_profile, cost_disclaimer: rohit.hi.cost_disclaimer });
  });

  it('the list and the public pages answer the same by Accept-Language', async () => {
    const list = expectSuccess<{ counsellors: View[] }>(await get('/counselors?page_size=50', HI, c.employee));
    const profiles = new Set(list.counsellors.map((x) => x.brief_profile));
    expect(profiles.has(anand.hi.brief_profile)).toBe(true);
    expect(profiles.has(anand.brief_profile)).toBe(false);

    const id = await idOf(anand.email);
    expect(expectSuccess<View>(await get(`/public/counselors/${id}`, HI)).brief_profile).toBe(anand.hi.brief_profile);
    expect(expectSuccess<View>(await get(`/public/counselors/${id}`, EN)).brief_profile).toBe(anand.brief_profile);
  });

  it("the home page's featured counsellors come in the reader's language", async () => {
    const featured = (locale: 'hi-IN' | 'en-IN') =>
      widgetDataAccess(c.db, { companyId: null, isRetail: false, locale }).featuredCounsellors(10) as Promise<
        Array<{ id: number; brief_profile: string; hi?: unknown }>
      >;
    const hi = await featured('hi-IN');
    expect(hi.map((x) => x.brief_profile)).toContain(anand.hi.brief_profile);
    expect(hi[0]).not.toHaveProperty('hi');
    expect((await featured('en-IN')).map((x) => x.brief_profile)).toContain(anand.brief_profile);
  });
});

describe('admins write a counsellor’s Hindi', () => {
  let id: number;

  it('saves the Hindi with the form and reads it back; a field without Hindi falls back to English', async () => {
    const made = expectSuccess<View>(
      await send('POST', '/manage-counsellor', {
        ...counsellor,
        hi: { brief_profile: `  ${HINDI_PROFILE} `, cost_disclaimer: '   ' },
      }),
      'S-10008',
      201,
    );
    id = made.id;
    // Admin answers stay English and carry the Hindi, trimmed, blank values dropped.
    expect(made).toMatchObject({ brief_profile: counsellor.brief_profile, hi: { brief_profile: HINDI_PROFILE } });
    const admin = expectSuccess<View>(await get(`/manage-counsellor/${id}`, HI, c.admin));
    expect(admin.brief_profile).toBe(counsellor.brief_profile);
    expect(admin.hi).toEqual({ brief_profile: HINDI_PROFILE });

    const hi = expectSuccess<View>(await get(`/counselors/${id}`, HI, c.employee));
    expect(hi).toMatchObject({ brief_profile: HINDI_PROFILE, cost_disclaimer: counsellor.cost_disclaimer });
    const en = expectSuccess<View>(await get(`/counselors/${id}`, EN, c.employee));
    expect(en).toMatchObject({ brief_profile: counsellor.brief_profile, cost_disclaimer: counsellor.cost_disclaimer });
  });

  it('an edit without hi keeps the Hindi; with hi it replaces it', async () => {
    expectSuccess(await send('PATCH', `/manage-counsellor/${id}`, { ...counsellor, experience: 7 }), 'S-10009');
    expect(expectSuccess<View>(await get(`/manage-counsellor/${id}`, EN, c.admin)).hi).toEqual({
      brief_profile: HINDI_PROFILE,
    });
    const note = 'लिखित योजना का शुल्क अलग से है।';
    expectSuccess(await send('PATCH', `/manage-counsellor/${id}`, { ...counsellor, hi: { cost_disclaimer: note } }));
    expect(expectSuccess<View>(await get(`/manage-counsellor/${id}`, EN, c.admin)).hi).toEqual({
      cost_disclaimer: note,
    });
    const hi = expectSuccess<View>(await get(`/counselors/${id}`, HI, c.employee));
    expect(hi).toMatchObject({ brief_profile: counsellor.brief_profile, cost_disclaimer: note });
  });

  it('refuses Hindi over the English limits and fields the group does not have', async () => {
    for (const hi of [
      { brief_profile: 'क'.repeat(4001) },
      { cost_disclaimer: 'क'.repeat(2001) },
      { location: 'जयपुर' },
    ]) {
      const res = await send('PATCH', `/manage-counsellor/${id}`, { ...counsellor, hi });
      expect(res.statusCode, JSON.stringify(hi).slice(0, 40)).toBe(422);
      expect(fieldErrors(envelopeOf(res)).map((e) => e.field.split('.')[0])).toContain('hi');
    }
    // Nothing of it was stored.
    expect(expectSuccess<View>(await get(`/manage-counsellor/${id}`, EN, c.admin)).hi).toHaveProperty(
      'cost_disclaimer',
    );
  });

  it('the shipped form shows the Hindi group collapsed, with the fields titled “(Hindi)”', async () => {
    const form = expectSuccess<{ uiSchema: Record<string, unknown>; core: { properties: Record<string, unknown> } }>(
      await get('/forms/counsellor', EN, c.admin),
    );
    expect(form.uiSchema.hi).toMatchObject({ 'ui:options': { collapsible: true } });
    expect(form.core.properties.hi).toMatchObject({
      title: 'Hindi (optional)',
      properties: {
        brief_profile: { title: 'Brief profile (Hindi)' },
        cost_disclaimer: { title: 'Cost disclaimer (Hindi)' },
      },
    });
  });
});
