/**
 * Landing pages: the employee's resolved home page, who may see and design what, and previews of
 * an unsaved page as a package. Drafts, publishing, rollback and validation: landing-drafts-publish.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE } from '../../widgets/default-page.js';
import type { PageWidget } from '../../src/shared/landing/page-document.js';
import { bearer, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import { ACME, landingCalls, pageNamed, startLandingApp, w, type Resolved } from './landing-fixtures.js';

describe('landing pages API', () => {
  let app: App;
  let admin: string;
  let superAdmin: string;
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    ({ app, admin, superAdmin, acme, globex } = await startLandingApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const { home, state, save } = landingCalls(() => ({ app, admin }));

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
});
