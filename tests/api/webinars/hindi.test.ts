/**
 * Webinar names and descriptions in Hindi (docs/i18n.md "Admin content in Hindi"): an employee reading in Hindi
 * (Accept-Language hi-IN) gets a webinar's Hindi values, an English reader the English ones, a webinar without Hindi
 * stays English; the admin's add and edit accept `hi` and the admin's answers carry it. Known answers from the demo
 * seed (webinars/seed.ts: "Emergency funds: how much is enough?" carries Hindi). Runs on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, istDay, multipart, useWebinars } from './helpers.js';

const c = useWebinars();

type W = { _id: number; name: string; description: string | null; hi?: Record<string, string> };
type List = { upcoming: W[]; recorded: W[]; selected: W | null };
const HI = { 'accept-language': 'hi-IN' };
const EN = { 'accept-language': 'en-IN' };

const list = async (lang: typeof HI, webinarId?: number) =>
  expectSuccess<List>(
    await c.app.inject({
      method: 'GET',
      url: '/api/v1/webinar',
      query: webinarId ? { webinarId: String(webinarId) } : {},
      headers: { ...bearer(c.acme), ...lang },
    }),
  );
const send = (method: 'POST' | 'PATCH', url: string, data: unknown) => {
  const m = multipart(data);
  return c.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(c.admin), ...m.headers },
    payload: m.payload,
  });
};

describe('webinars in Hindi', () => {
  it('lists the seeded webinars in the reader language; one without Hindi stays English', async () => {
    const hi = await list(HI);
    const en = await list(EN);
    const emergencyEn = en.upcoming.find((w) => w.name === 'Emergency funds: how much is enough?')!;
    const emergencyHi = hi.upcoming.find((w) => w._id === emergencyEn._id)!;
    expect(emergencyHi.name).toBe('आपातकालीन फंड: कितना काफ़ी है?');
    expect(emergencyHi.description).toBe('अपने परिवार के लिए आपातकालीन फंड का आकार तय करना और उसे कहाँ रखें।');
    expect(emergencyHi).not.toHaveProperty('hi');
    const taxEn = en.upcoming.find((w) => w.name.startsWith('Tax planning under the new regime'))!;
    expect(hi.upcoming.find((w) => w._id === taxEn._id)!.name).toBe(taxEn.name);
    const selected = (await list(HI, emergencyEn._id)).selected!;
    expect(selected.name).toBe('आपातकालीन फंड: कितना काफ़ी है?');
  });

  it("the home page's upcoming-webinars widget names them in the reader language, with the IST day and time", async () => {
    type Item = { name: string; date: string; time: string };
    const widgetItems = async (lang: typeof HI) => {
      const page = expectSuccess<{ widgets_List: Array<{ type: string; data: unknown }> }>(
        await c.app.inject({
          method: 'GET',
          url: '/api/v1/landing-page/home-page',
          headers: { ...bearer(c.acme), ...lang },
        }),
      );
      return (page.widgets_List.find((w) => w.type === 'upcoming_webinars')!.data as { items: Item[] }).items;
    };
    const en = await widgetItems(EN);
    const hi = await widgetItems(HI);
    expect(en.map((i) => i.name)).toContain('Emergency funds: how much is enough?');
    expect(hi.map((i) => i.name)).toContain('आपातकालीन फंड: कितना काफ़ी है?');
    // A webinar without Hindi stays English; day and time are data, formatted by the widget in the reader's locale.
    expect(hi.map((i) => i.name)).toContain(en.find((i) => i.name.startsWith('Tax planning'))!.name);
    expect(hi[0]).toMatchObject({ date: en[0].date, time: en[0].time });
    expect(hi[0].time).toMatch(/^\d{2}:\d{2} IST$/);
  });

  it('admin add and edit accept hi; the admin answer carries it; an edit without hi keeps it', async () => {
    const record = {
      webinar_type: 3,
      name: 'Gold and silver',
      presenter: 'FinWell',
      speaker_id: c.farah,
      description: 'Metals in a portfolio.',
      date: istDay(3),
      start_time: '17:00',
      end_time: '18:00',
      join_url: 'https://meet.finwell.example/gold',
      keyword: ['gold'],
      hi: { name: 'सोना और चाँदी', description: '  ' },
    };
    const added = expectSuccess<W>(await send('POST', '/admin/webinar', record), undefined, 201);
    expect(added.name).toBe('Gold and silver');
    expect(added.hi).toEqual({ name: 'सोना और चाँदी' });
    const { hi: _hi, ...withoutHi } = record;
    const { webinar: edited } = expectSuccess<{ webinar: W }>(
      await send('PATCH', `/admin/webinar/${added._id}`, { ...withoutHi, name: 'Gold' }),
    );
    expect(edited.name).toBe('Gold');
    expect(edited.hi).toEqual({ name: 'सोना और चाँदी' });
    const view = expectSuccess<W>(
      await c.app.inject({ method: 'GET', url: `/api/v1/webinar-list/${added._id}`, headers: bearer(c.admin) }),
    );
    expect(view.hi).toEqual({ name: 'सोना और चाँदी' });
    const hi = (await list(HI)).upcoming.find((w) => w._id === added._id)!;
    expect(hi.name).toBe('सोना और चाँदी');
    expect(hi.description).toBe('Metals in a portfolio.');
    expect((await list(EN)).upcoming.find((w) => w._id === added._id)!.name).toBe('Gold');
  });
});
