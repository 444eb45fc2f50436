/**
 * Shared by the landing page API tests (landing-home-page and landing-drafts-publish): the demo
 * logins, a small named page, and the calls for the home page and the designer's draft / publish.
 */
import type { PageDocument, PageWidget } from '../../src/shared/landing/page-document.js';
import type { HomePageResponse } from '../../src/shared/generated/index.js';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';

export const ACME = 1;
export const GLOBEX = 2;

/** The home page answer: the type generated from schemas/api/landing-home-page.schema.json (docs/api.md). */
export type Resolved = HomePageResponse;
export type State = {
  latest_revision: number;
  published_revision: number | null;
  draft: PageDocument | null;
  revisions: Array<{ revision: number; note: string | null; created_by_email: string | null }>;
};

export const w = (
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
export function pageNamed(heading: string, extra: PageWidget[] = []): PageDocument {
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

export type LandingApp = { app: App; admin: string; superAdmin: string; acme: string; globex: string };

/** The app, logged in (by OTP) as the admin, the super admin, an Acme and a Globex employee. */
export async function startLandingApp(): Promise<LandingApp> {
  const app = await buildTestApp();
  const [admin, superAdmin, acme, globex] = [
    await loginAs(app, 'admin@finwell.example'),
    await loginAs(app, 'superadmin@finwell.example'),
    await loginAs(app, 'employee@acme.example'),
    await loginAs(app, 'employee@globex.example'),
  ];
  return { app, admin, superAdmin, acme, globex };
}

/** The landing page calls on the test file's app; `current` answers the app and admin its beforeAll set. */
export function landingCalls(current: () => { app: App; admin: string }) {
  const home = (token: string, headers: Record<string, string> = {}) =>
    current().app.inject({
      method: 'GET',
      url: '/api/v1/landing-page/home-page',
      headers: { ...bearer(token), ...headers },
    });
  const state = async (company: number, token = current().admin) =>
    expectSuccess<State>(
      await current().app.inject({
        method: 'GET',
        url: `/api/v1/landing-page/client-landing-page/${company}`,
        headers: bearer(token),
      }),
    );
  const save = (body: Record<string, unknown>, token = current().admin) =>
    current().app.inject({
      method: 'POST',
      url: '/api/v1/landing-page/client-landing-page',
      headers: bearer(token),
      payload: body,
    });
  const patch = (body: Record<string, unknown>, token = current().admin) =>
    current().app.inject({
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
  return { home, state, save, patch, saveOk, publish };
}

export const headingOf = (r: Resolved) => r.widgets_List.find((x) => x.type === 'hero')?.props.heading;
