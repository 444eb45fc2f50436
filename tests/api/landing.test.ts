import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE } from '../../widgets/default-page.js';
import type { PageDocument, PageWidget } from '../../src/shared/landing/page-document.js';
import type { HomePageResponse } from '../../src/shared/generated/index.js';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';

/**
 * Landing pages: the employee's resolved home page, the designer's draft / publish / rollback
 * with its concurrency checks and E-codes, previews as a package, and who may see what.
 */
const ACME = 1;
const GLOBEX = 2;

/** The home page answer: the type generated from schemas/api/landing-home-page.schema.json (docs/api.md). */
type Resolved = HomePageResponse;
type State = {
  latest_revision: number;
  published_revision: number | null;
  draft: PageDocument | null;
  revisions: Array<{ revision: number; note: string | null; created_by_email: string | null }>;
};

const w = (
  id: string,
  type: string,
  grid: [number, number, number, number],
  props: Record<string, unknown>,
  typeVersion = 1,
): PageWidget => ({
  id,
  type,
  typeVersion,
  grid: { x: grid[0], y: grid[1], w: grid[2], h: grid[3] },
  props,
});

/** A small valid page whose hero heading names it, so tests can tell pages apart. */
function pageNamed(heading: string, extra: PageWidget[] = []): PageDocument {
  return {
    schemaVersion: 2,
    companyId: ACME,
    widgets: [
      w('hero', 'hero', [0, 0, 12, 2], { section: 'home', heading, align: 'left' }, 2),
      w('cta', 'cta', [0, 2, 4, 2], { title: 'Talk to us', button_label: 'Book', route: '/client/counselling' }),
      w('counsellors', 'featured_counsellors', [4, 2, 8, 3], { title: 'Counsellors' }),
      ...extra,
    ],
  };
}

describe('landing pages API', () => {
  let app: App;
  let admin: string;
  let superAdmin: string;
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, superAdmin, acme, globex] = [
      await loginAs(app, 'admin@finwell.example'),
      await loginAs(app, 'superadmin@finwell.example'),
      await loginAs(app, 'employee@acme.example'),
      await loginAs(app, 'employee@globex.example'),
    ];
  });
  afterAll(async () => {
    await app.close();
  });

  const home = (token: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/landing-page/home-page', headers: { ...bearer(token), ...headers } });
  const state = async (company: number, token = admin) =>
    expectSuccess<State>(
      await app.inject({
        method: 'GET',
        url: `/api/v1/landing-page/client-landing-page/${company}`,
        headers: bearer(token),
      }),
    );
  const save = (body: Record<string, unknown>, token = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/landing-page/client-landing-page',
      headers: bearer(token),
      payload: body,
    });
  const patch = (body: Record<string, unknown>, token = admin) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/landing-page/client-landing-page',
      headers: bearer(token),
      payload: body,
    });
  const saveOk = async (company: number, doc: PageDocument) => {
    const s = await state(company);
    return expectSuccess<{ revision: number }>(
      await save({ company_id: company, doc, base_revision: s.latest_revision }),
      'S-10008',
      201,
    ).revision;
  };
  const publish = async (company: number, revision: number) => {
    const s = await state(company);
    return expectSuccess(
      await patch({ company_id: company, action: 'publish', revision, base_published_revision: s.published_revision }),
      'S-10009',
    );
  };
  const headingOf = (r: Resolved) => r.widgets_List.find((x) => x.type === 'hero')?.props.heading;

  describe('GET landing-page/home-page', () => {
    it('an employee without a company page gets the default page, resolved in one response', async () => {
      const r = expectSuccess<Resolved>(await home(acme));
      expect(r.page).toMatchObject({ company_id: ACME, source: 'default', revision: 1 });
      expect(r.widgets_List.map((x) => x.id)).toEqual(DEFAULT_PAGE.widgets.map((x) => x.id));
      const tiles = r.widgets_List.find((x) => x.type === 'feature_tiles');
      expect((tiles?.data as { items: Array<{ feature_id: number }> }).items.map((i) => i.feature_id)).toEqual([
        4, 2, 3, 1, 5, 6,
      ]);
      // The seeded webinars for Acme, soonest first (docs/webinars.md).
      const webinars = r.widgets_List.find((x) => x.type === 'upcoming_webinars')?.data as {
        items: Array<{ name: string; time: string }>;
      };
      expect(webinars.items.map((i) => i.name)).toEqual([
        'Acme benefits walkthrough: NPS and group health cover',
        'Tax planning under the new regime, 2026-27',
        'Emergency funds: how much is enough?',
      ]);
      expect(webinars.items[0].time).toBe('16:00 IST');
    });

    it('drops widgets whose module the package lacks (Globex: modules 2, 4, 5)', async () => {
      const r = expectSuccess<Resolved>(await home(globex));
      const types = r.widgets_List.map((x) => x.type);
      expect(types).not.toContain('featured_counsellors'); // module 3
      expect(types).not.toContain('quick_access'); // module 9
      expect(types).toContain('popular_calculators'); // module 2
      const tiles = r.widgets_List.find((x) => x.type === 'feature_tiles')?.data as {
        items: Array<{ feature_id: number; locked: boolean }>;
      };
      expect(
        tiles.items
          .filter((i) => !i.locked)
          .map((i) => i.feature_id)
          .sort(),
      ).toEqual([3, 4, 5]);
    });

    it('answers with an ETag, and 304 when the page has not changed', async () => {
      const first = await home(acme);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await home(acme, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('needs a session (401 E-10010)', async () => {
      expectError(await app.inject({ method: 'GET', url: '/api/v1/landing-page/home-page' }), 401, 'E-10010');
    });

    it('landing-content gives one section’s hero', async () => {
      const r = expectSuccess<{ hero: PageWidget | null }>(
        await app.inject({
          method: 'GET',
          url: '/api/v1/landing-page/landing-content?section=home',
          headers: bearer(acme),
        }),
      );
      expect(r.hero?.props.section).toBe('home');
      const none = expectSuccess<{ hero: PageWidget | null }>(
        await app.inject({
          method: 'GET',
          url: '/api/v1/landing-page/landing-content?section=webinars',
          headers: bearer(acme),
        }),
      );
      expect(none.hero).toBeNull();
      expectError(
        await app.inject({
          method: 'GET',
          url: '/api/v1/landing-page/landing-content?section=nope',
          headers: bearer(acme),
        }),
        422,
        'E-10502',
      );
    });
  });

  describe('access', () => {
    it.each([
      ['GET', '/api/v1/landing-page/client-landing-page/0'],
      ['GET', '/api/v1/landing-page/client-landing-page/0/revisions/1'],
      ['POST', '/api/v1/landing-page/client-landing-page'],
      ['PATCH', '/api/v1/landing-page/client-landing-page'],
      ['POST', '/api/v1/landing-page/layout'],
      ['GET', '/api/v1/landing-page/widget-types'],
    ] as const)('an employee is refused %s %s (403 E-10506), no token 401', async (method, url) => {
      expectError(
        await app.inject({ method, url, headers: bearer(acme), payload: method === 'GET' ? undefined : {} }),
        403,
        'E-10506',
      );
      expectError(await app.inject({ method, url, payload: method === 'GET' ? undefined : {} }), 401, 'E-10010');
    });

    it('admins and super admins may design pages', async () => {
      expect((await state(0, superAdmin)).latest_revision).toBeGreaterThanOrEqual(1);
      expect((await state(0, admin)).published_revision).toBe(1);
    });

    it('an unknown company is 404 E-10533', async () => {
      expectError(
        await app.inject({
          method: 'GET',
          url: '/api/v1/landing-page/client-landing-page/999',
          headers: bearer(admin),
        }),
        404,
        'E-10533',
      );
      expectError(await save({ company_id: 999, doc: pageNamed('x'), base_revision: 0 }), 404, 'E-10533');
    });
  });

  describe('drafts, publishing and rollback', () => {
    it('a saved draft is never visible to employees; publishing shows it to that company only', async () => {
      const rev = await saveOk(ACME, pageNamed('Acme draft'));
      const s = await state(ACME);
      expect(s).toMatchObject({ latest_revision: rev, published_revision: null });
      expect(s.draft?.widgets[0].props.heading).toBe('Acme draft');
      expect(s.revisions[0]).toMatchObject({ revision: rev, created_by_email: 'admin@finwell.example' });

      const before = expectSuccess<Resolved>(await home(acme));
      expect(before.page.source).toBe('default');
      expect(headingOf(before)).not.toBe('Acme draft');

      await publish(ACME, rev);
      const after = expectSuccess<Resolved>(await home(acme));
      expect(after.page).toMatchObject({ source: 'company', revision: rev, company_id: ACME });
      expect(headingOf(after)).toBe('Acme draft');

      const other = expectSuccess<Resolved>(await home(globex));
      expect(other.page.source).toBe('default');
      expect(JSON.stringify(other)).not.toContain('Acme draft');
    });

    it('a newer draft leaves the published revision in place until it is published', async () => {
      await saveOk(ACME, pageNamed('Acme second draft'));
      expect(headingOf(expectSuccess<Resolved>(await home(acme)))).toBe('Acme draft');
    });

    it('saving on a stale base revision is refused with 409 E-10520 and overwrites nothing', async () => {
      const s = await state(ACME);
      const res = expectError(
        await save({ company_id: ACME, doc: pageNamed('Lost update'), base_revision: s.latest_revision - 1 }),
        409,
        'E-10520',
      );
      expect(res.data).toMatchObject({ latest_revision: s.latest_revision });
      expect((await state(ACME)).latest_revision).toBe(s.latest_revision);
    });

    it('publishing over someone else’s publish is refused with 409 E-10521', async () => {
      const s = await state(ACME);
      const stale = s.published_revision === 1 ? 2 : 1;
      expectError(
        await patch({
          company_id: ACME,
          action: 'publish',
          revision: s.latest_revision,
          base_published_revision: stale,
        }),
        409,
        'E-10521',
      );
      expect((await state(ACME)).published_revision).toBe(s.published_revision);
    });

    it('publishing or reading a revision that does not exist is 404 E-10529', async () => {
      const s = await state(ACME);
      expectError(
        await patch({
          company_id: ACME,
          action: 'publish',
          revision: 999,
          base_published_revision: s.published_revision,
        }),
        404,
        'E-10529',
      );
      expectError(
        await app.inject({
          method: 'GET',
          url: `/api/v1/landing-page/client-landing-page/${ACME}/revisions/999`,
          headers: bearer(admin),
        }),
        404,
        'E-10529',
      );
    });

    it('rollback copies an old revision into a new published one (history stays linear)', async () => {
      const s = await state(ACME);
      const firstAcme = s.revisions[s.revisions.length - 1].revision;
      const res = expectSuccess<{ published_revision: number }>(
        await patch({
          company_id: ACME,
          action: 'rollback',
          revision: firstAcme,
          base_published_revision: s.published_revision,
        }),
        'S-10009',
      );
      const after = await state(ACME);
      expect(after.latest_revision).toBe(s.latest_revision + 1);
      expect(after.published_revision).toBe(res.published_revision);
      expect(after.revisions[0].note).toBe(`Rollback to revision ${firstAcme}`);
      const old = expectSuccess<{ doc: PageDocument }>(
        await app.inject({
          method: 'GET',
          url: `/api/v1/landing-page/client-landing-page/${ACME}/revisions/${firstAcme}`,
          headers: bearer(admin),
        }),
      );
      expect(after.draft?.widgets).toEqual(old.doc.widgets);
      expect(headingOf(expectSuccess<Resolved>(await home(acme)))).toBe('Acme draft');
    });

    it('keeps at least 20 revisions in the history', async () => {
      for (let i = 0; i < 20; i++) await saveOk(GLOBEX, { ...pageNamed(`Globex ${i}`), companyId: GLOBEX });
      const s = await state(GLOBEX);
      expect(s.revisions.length).toBeGreaterThanOrEqual(20);
      expect(s.revisions[0].revision).toBe(s.latest_revision);
    });

    it('publishing the default page (company 0) reaches every company without its own page', async () => {
      const rev = await saveOk(0, { ...pageNamed('New default'), companyId: null });
      await publish(0, rev);
      expect(headingOf(expectSuccess<Resolved>(await home(globex)))).toBe('New default');
      expect(headingOf(expectSuccess<Resolved>(await home(acme)))).toBe('Acme draft');
    });
  });

  describe('validation of a saved page (422)', () => {
    const base = async () => (await state(ACME)).latest_revision;
    it.each([
      [
        'E-10522',
        'two widgets overlap',
        pageNamed('x', [w('cta2', 'cta', [2, 3, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
      [
        'E-10523',
        'a widget leaves the grid',
        pageNamed('x', [w('cta2', 'cta', [9, 10, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
      [
        'E-10523',
        'a widget is smaller than its type allows',
        pageNamed('x', [w('cta2', 'cta', [0, 6, 1, 1], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
      ['E-10524', 'an unknown type', pageNamed('x', [w('odd', 'carousel', [0, 6, 4, 2], {})])],
      [
        'E-10525',
        'invalid props',
        pageNamed('x', [
          w('cta2', 'cta', [0, 6, 4, 2], { title: '', button_label: 'B', route: 'https://evil.example' }),
        ]),
      ],
      [
        'E-10532',
        'an old widget version',
        pageNamed('x', [w('h2', 'hero', [0, 6, 12, 2], { section: 'home', title: 'Old' }, 1)]),
      ],
      ['E-10526', 'an unknown document property', { ...pageNamed('x'), theme: 'dark' }],
      [
        'E-10526',
        'a widget id used twice',
        pageNamed('x', [w('cta', 'cta', [0, 6, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' })]),
      ],
    ])('%s: %s', async (code, _name, doc) => {
      const res = expectError(await save({ company_id: ACME, doc, base_revision: await base() }), 422, code);
      expect(fieldErrors(res).some((f) => f.code === code)).toBe(true);
    });

    it('names the failing prop field by field', async () => {
      const doc = pageNamed('x', [w('cta2', 'cta', [0, 6, 4, 2], { title: '', button_label: 'B', route: 'nope' })]);
      const fields = fieldErrors(
        expectError(await save({ company_id: ACME, doc, base_revision: await base() }), 422, 'E-10525'),
      ).map((f) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['widgets.3.props.title', 'widgets.3.props.route']));
    });

    it('rejects a body without a document or with unknown keys', async () => {
      expectError(await save({ company_id: ACME, base_revision: 0 }), 422, 'E-10502');
      expectError(await save({ company_id: ACME, doc: pageNamed('x'), base_revision: 0, extra: 1 }), 422, 'E-10502');
    });
  });

  describe('POST landing-page/layout (preview as a package)', () => {
    const preview = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/v1/landing-page/layout', headers: bearer(admin), payload: body });

    it('resolves an unsaved document for the chosen package, gating modules', async () => {
      const packages = expectSuccess<{ packages: Array<{ id: number; name: string }> }>(
        await app.inject({ method: 'GET', url: '/api/v1/package', headers: bearer(admin) }),
      ).packages;
      const globexPkg = packages.find((p) => p.name === 'Globex Essentials')!;
      const fullPkg = packages.find((p) => p.name === 'Acme Complete')!;
      const doc = pageNamed('Preview');
      const limited = expectSuccess<{
        widgets_List: PageWidget[];
        package_info: { modules: Array<{ module_id: number }> };
      }>(await preview({ doc, company_id: ACME, package_id: globexPkg.id }));
      expect(limited.widgets_List.map((x) => x.id)).toEqual(['hero', 'cta']);
      expect(limited.package_info.modules.map((m) => m.module_id)).toEqual([2, 4, 5]);
      const full = expectSuccess<{ widgets_List: PageWidget[] }>(await preview({ doc, package_id: fullPkg.id }));
      expect(full.widgets_List.map((x) => x.id)).toEqual(['hero', 'cta', 'counsellors']);
    });

    it('shows a bad widget as invalid in the preview instead of failing', async () => {
      const doc = pageNamed('Preview', [w('bad', 'cta', [0, 6, 4, 2], { title: '' })]);
      const r = expectSuccess<{ widgets_List: Resolved['widgets_List'] }>(await preview({ doc }));
      expect(r.widgets_List.find((x) => x.id === 'bad')?.invalid?.reason).toBe('invalid_props');
      expect(r.widgets_List.find((x) => x.id === 'hero')?.invalid).toBeUndefined();
    });

    it('an unknown package is 404 E-10507, an unknown company 404 E-10533', async () => {
      expectError(await preview({ doc: pageNamed('x'), package_id: 9999 }), 404, 'E-10507');
      expectError(await preview({ doc: pageNamed('x'), company_id: 9999 }), 404, 'E-10533');
    });
  });

  describe('a stored widget that is now invalid', () => {
    it('is sent as a placeholder while its neighbours resolve normally', async () => {
      // Publish a good page (which also clears the cached pages), then make its stored document
      // what older code could have written: a prop today's schema rejects.
      const rev = await saveOk(
        ACME,
        pageNamed('With a broken widget', [
          w('broken', 'cta', [0, 6, 4, 2], { title: 'T', button_label: 'B', route: '/client/home' }),
        ]),
      );
      await publish(ACME, rev);
      const bad = pageNamed('With a broken widget', [
        w('broken', 'cta', [0, 6, 4, 2], { title: 'T', button_label: 'B', route: 'javascript:alert(1)' }),
      ]);
      await app.ctx.db
        .updateTable('landing_page_revisions')
        .set({ doc: JSON.stringify(bad) })
        .where('company_key', '=', ACME)
        .where('revision', '=', rev)
        .execute();

      const r = expectSuccess<Resolved>(await home(acme));
      expect(r.page.revision).toBe(rev);
      const broken = r.widgets_List.find((x) => x.id === 'broken');
      expect(broken?.invalid?.reason).toBe('invalid_props');
      expect(broken?.data).toBeUndefined();
      expect(r.widgets_List.filter((x) => x.id !== 'broken').every((x) => !x.invalid)).toBe(true);
      expect(headingOf(r)).toBe('With a broken widget');
      // Publishing such a revision again is refused: today's rules apply to what goes live.
      expectError(
        await patch({ company_id: ACME, action: 'publish', revision: rev, base_published_revision: rev }),
        422,
        'E-10525',
      );
    });
  });
});
