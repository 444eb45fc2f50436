import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument, PageWidget } from '../../src/shared/landing/page-document.js';
import type { HomePageResponse } from '../../src/shared/generated/index.js';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';

/**
 * Landing pages in Hindi (docs/i18n.md "Admin content in Hindi"): widget props carry optional `hi` values; the home
 * page answers a Hindi reader (Accept-Language hi-IN) with them, English where a field has none, and never mixes the
 * two languages through its cache or ETags. Known answers are the seeded default page (widgets/default-page.ts) and
 * the seeded calls to action and notifications (src/server/modules/engagement/seed.ts).
 */
const ACME = 1;
const GLOBEX = 2;

type Resolved = HomePageResponse;
type Widget = Resolved['widgets_List'][number];

const w = (
  id: string,
  type: string,
  grid: [number, number, number, number],
  props: Record<string, unknown>,
  typeVersion = 1,
): PageWidget => ({ id, type, typeVersion, grid: { x: grid[0], y: grid[1], w: grid[2], h: grid[3] }, props });

describe('landing pages in Hindi', () => {
  let app: App;
  let admin: string;
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await loginAs(app, 'admin@finwell.example');
    acme = await loginAs(app, 'employee@acme.example');
    globex = await loginAs(app, 'employee@globex.example');
  });
  afterAll(async () => {
    await app.close();
  });

  const home = (token: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/landing-page/home-page', headers: { ...bearer(token), ...headers } });
  const homeIn = async (token: string, lang?: string) =>
    expectSuccess<Resolved>(await home(token, lang ? { 'accept-language': lang } : {}));
  const widget = (r: Resolved, id: string): Widget => {
    const found = r.widgets_List.find((x) => x.id === id);
    if (!found) throw new Error(`no widget ${id}`);
    return found;
  };
  const save = (doc: PageDocument, base: number, company = GLOBEX) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/landing-page/client-landing-page',
      headers: bearer(admin),
      payload: { company_id: company, doc, base_revision: base },
    });
  const latest = async (company = GLOBEX) =>
    expectSuccess<{ latest_revision: number; published_revision: number | null }>(
      await app.inject({
        method: 'GET',
        url: `/api/v1/landing-page/client-landing-page/${company}`,
        headers: bearer(admin),
      }),
    );
  const publish = async (revision: number, company = GLOBEX) =>
    expectSuccess(
      await app.inject({
        method: 'PATCH',
        url: '/api/v1/landing-page/client-landing-page',
        headers: bearer(admin),
        payload: {
          company_id: company,
          action: 'publish',
          revision,
          base_published_revision: (await latest(company)).published_revision,
        },
      }),
      'S-10009',
    );

  it('gives a Hindi reader the Hindi values of the seeded page, and an English reader the English ones', async () => {
    const hi = await homeIn(acme, 'hi-IN');
    expect(widget(hi, 'hero-home').props).toMatchObject({
      heading: 'आपका पैसा, आसान तरीके से',
      subheading: 'आपके पैसे के लिए सीखने की सामग्री, कैलकुलेटर और मार्गदर्शन, सब एक जगह।',
      cta_label: 'कैलकुलेटर देखें',
      cta_route: '/client/calculators',
    });
    expect(widget(hi, 'hero-home').props).not.toHaveProperty('hi');
    expect(widget(hi, 'streak').props.title).toBe('आपका सीखने का सिलसिला');
    expect((widget(hi, 'disclaimer').data as { text: string }).text).toMatch(/^इस पोर्टल की जानकारी/);
    // The content widgets of the default page (issue 29) have Hindi titles; the seeded spotlight comes in Hindi.
    expect(widget(hi, 'spotlight').props.title).toBe('इस महीने की ख़ास बात');
    expect(widget(hi, 'tasks').props.title).toBe('मेरे काम');
    expect(widget(hi, 'notifications').props.title).toBe('सूचनाएँ');
    expect((widget(hi, 'spotlight').data as { items: Array<{ title: string }> }).items[0].title).toBe(
      'अपना आपातकालीन फ़ंड बनाएँ',
    );

    // The widgets' own text (feature tiles, quick access items) comes from the catalogue in the reader's language.
    type Titled = { items: Array<{ title: string; description?: string }> };
    expect((widget(hi, 'features').data as Titled).items[0]).toMatchObject({
      title: 'वेबिनार',
      description: 'विशेषज्ञों के साथ लाइव और रिकॉर्डेड सेशन।',
    });
    expect((widget(hi, 'quick').data as Titled).items.map((i) => i.title)).toContain('कर्मचारी टूलकिट');

    for (const lang of ['en-IN', undefined]) {
      const en = await homeIn(acme, lang);
      expect((widget(en, 'features').data as Titled).items[0]).toMatchObject({
        title: 'Webinars',
        description: 'Live and recorded sessions with experts.',
      });
      expect((widget(en, 'quick').data as Titled).items.map((i) => i.title)).toContain('Employee toolkit');
      expect(widget(en, 'hero-home').props).toMatchObject({
        heading: 'Your money, made simple',
        cta_label: 'Explore calculators',
      });
      expect(widget(en, 'hero-home').props).not.toHaveProperty('hi');
      expect(widget(en, 'spotlight').props.title).toBe('Spotlight of the month');
    }
  });

  it('reads the hero of a section in Hindi (landing-content)', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/v1/landing-page/landing-content?section=home',
      headers: { ...bearer(acme), 'accept-language': 'hi-IN' },
    });
    const body = expectSuccess<{ hero: { props: { heading: string } } }>(r);
    expect(body.hero.props.heading).toBe('आपका पैसा, आसान तरीके से');
  });

  it('accepts `hi` in widget props, checks it like the English fields, and shows English where a field has none', async () => {
    const base = (await latest()).latest_revision;
    const doc = (hero: Record<string, unknown>, extra: PageWidget[] = []): PageDocument => ({
      schemaVersion: 2,
      companyId: GLOBEX,
      widgets: [w('hero', 'hero', [0, 0, 12, 2], { section: 'home', align: 'left', ...hero }, 2), ...extra],
    });
    // An unknown field inside `hi`, and a Hindi heading longer than the English one may be: refused on their fields.
    const unknown = expectError(
      await save(doc({ heading: 'Hello', hi: { heading: 'नमस्ते', route: '/client' } }), base),
      422,
      'E-10525',
    );
    expect(fieldErrors(unknown).map((e) => e.field)).toContain('widgets.0.props.hi.route');
    const long = expectError(
      await save(doc({ heading: 'Hello', hi: { heading: 'न'.repeat(121) } }), base),
      422,
      'E-10525',
    );
    expect(fieldErrors(long).map((e) => e.field)).toContain('widgets.0.props.hi.heading');

    // Hindi heading only; the subheading and a second widget's title stay English for a Hindi reader. The rich text's
    // Hindi HTML goes through the same allow-list as the English one.
    const saved = expectSuccess<{ revision: number }>(
      await save(
        doc({ heading: 'Welcome, Globex', subheading: 'Plan your money', hi: { heading: 'स्वागत है, ग्लोबेक्स' } }, [
          w('note', 'rich_text', [0, 2, 12, 2], {
            html: '<p>English note</p>',
            hi: { html: '<p>हिन्दी नोट</p><script>alert(1)</script>' },
          }),
          w('calcs', 'popular_calculators', [0, 4, 4, 3], { title: 'Calculators', max_items: 3 }),
        ]),
        base,
      ),
      'S-10008',
      201,
    );
    await publish(saved.revision);

    const hi = await homeIn(globex, 'hi-IN');
    expect(widget(hi, 'hero').props).toMatchObject({ heading: 'स्वागत है, ग्लोबेक्स', subheading: 'Plan your money' });
    expect(widget(hi, 'calcs').props.title).toBe('Calculators');
    expect((widget(hi, 'note').data as { html: string }).html).toBe('<p>हिन्दी नोट</p>');
    const en = await homeIn(globex, 'en-IN');
    expect(widget(en, 'hero').props).toMatchObject({ heading: 'Welcome, Globex', subheading: 'Plan your money' });
    expect((widget(en, 'note').data as { html: string }).html).toBe('<p>English note</p>');
  });

  it('keeps the cached pages and ETags of the two languages apart', async () => {
    // Alternate languages for one reader: the cache (30 s) must answer each in its own language.
    const headings: string[] = [];
    for (const lang of ['hi-IN', 'en-IN', 'hi-IN', 'en-IN']) {
      headings.push(String(widget(await homeIn(acme, lang), 'hero-home').props.heading));
    }
    expect(headings).toEqual([
      'आपका पैसा, आसान तरीके से',
      'Your money, made simple',
      'आपका पैसा, आसान तरीके से',
      'Your money, made simple',
    ]);

    const en = await home(acme, { 'accept-language': 'en-IN' });
    const hi = await home(acme, { 'accept-language': 'hi-IN' });
    const enTag = en.headers.etag as string;
    const hiTag = hi.headers.etag as string;
    expect(enTag).not.toBe(hiTag);
    expect(hi.headers.vary).toBe('Accept-Language');
    // The English tag does not revalidate the Hindi page: the Hindi reader gets the full Hindi answer.
    const switched = await home(acme, { 'accept-language': 'hi-IN', 'if-none-match': enTag });
    expect(switched.statusCode).toBe(200);
    expect(String(widget(expectSuccess<Resolved>(switched), 'hero-home').props.heading)).toBe('आपका पैसा, आसान तरीके से');
    // Its own tag still does.
    expect((await home(acme, { 'accept-language': 'hi-IN', 'if-none-match': hiTag })).statusCode).toBe(304);
  });

  it('names the courses in progress in the reader language (the default page, before Acme publishes its own)', async () => {
    const { courses } = expectSuccess<{ courses: Array<{ _id: number; title: string }> }>(
      await app.inject({
        method: 'GET',
        url: '/api/v1/courses',
        headers: { ...bearer(acme), 'accept-language': 'en-IN' },
      }),
    );
    const budgeting = courses.find((c) => c.title === 'Budgeting that sticks')!;
    const enrol = await app.inject({
      method: 'POST',
      url: `/api/v1/courses/enroll/${budgeting._id}`,
      headers: bearer(acme),
    });
    expect(enrol.statusCode).toBeLessThan(300);
    const titleIn = async (lang: string) =>
      (widget(await homeIn(acme, lang), 'courses').data as { items: Array<{ id: number; title: string }> }).items.find(
        (i) => i.id === budgeting._id,
      )?.title;
    expect(await titleIn('hi-IN')).toBe('ऐसा बजट जो टिके');
    expect(await titleIn('en-IN')).toBe('Budgeting that sticks');
  });

  it('shows the seeded notifications, spotlight and calls to action in their widgets in Hindi, English where one has no Hindi', async () => {
    // Acme publishes a page of its own with them.
    const saved = expectSuccess<{ revision: number }>(
      await save(
        {
          schemaVersion: 2,
          companyId: ACME,
          widgets: [
            w('notes', 'notifications', [0, 0, 6, 4], { title: 'Notifications', max_items: 5 }),
            w('spot', 'monthly_spotlight', [6, 0, 6, 3], { title: 'Spotlight', hi: { title: 'इस महीने की खास बात' } }),
            w('cta', 'cta', [0, 4, 4, 2], { title: 'Talk to us', button_label: 'Book', route: '/client/counselling' }),
          ],
        },
        (await latest(ACME)).latest_revision,
        ACME,
      ),
      'S-10008',
      201,
    );
    await publish(saved.revision, ACME);
    const hi = await homeIn(acme, 'hi-IN');
    const headers = (widget(hi, 'notes').data as { items: Array<{ header: string }> }).items.map((n) => n.header);
    expect(headers).toEqual(
      expect.arrayContaining([
        'टैक्स बचत के प्रमाण 31 जनवरी तक जमा करें',
        'नया वेबिनार: बजट की बुनियादी बातें',
        'Your financial wellness check-up',
      ]),
    );
    expect(headers).not.toContain('Tax-saving proofs due on 31 January');
    expect(widget(hi, 'notes').props.title).toBe('Notifications');
    expect(widget(hi, 'spot').props.title).toBe('इस महीने की खास बात');
    // The calls to action (cta_options) come in Hindi too: the first seeded one.
    expect(
      (widget(hi, 'cta').data as { items: Array<{ title: string; button_label: string }> }).items[0],
    ).toMatchObject({ title: 'काउंसलर से बात करें', button_label: 'अभी बुक करें' });
    expect((widget(hi, 'spot').data as { items: Array<{ title: string }> }).items[0].title).toBe(
      'अपना आपातकालीन फ़ंड बनाएँ',
    );
    const en = await homeIn(acme, 'en-IN');
    expect((widget(en, 'notes').data as { items: Array<{ header: string }> }).items.map((n) => n.header)).toContain(
      'Tax-saving proofs due on 31 January',
    );
    expect((widget(en, 'spot').data as { items: Array<{ title: string }> }).items[0].title).toBe(
      'Build your emergency fund',
    );
    expect((widget(en, 'cta').data as { items: Array<{ title: string }> }).items[0].title).toBe('Talk to a counsellor');
  });
});
