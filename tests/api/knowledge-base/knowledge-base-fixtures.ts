/**
 * Shared by the knowledge base API tests (knowledge-base-*.test.ts): the app with its sessions, the
 * answer shapes, the search and GET calls, and a real PNG to upload.
 */
import sharp from 'sharp';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';

export type Hit = { kind: string; id: number; title: string; title_html: string; snippet_html: string; score: number };
export type SearchAnswer = { results: Hit[]; corrections: Array<{ from: string; to: string }>; synonyms: string[] };
export type Faq = { id: number; question: string; answer_html: string; file_url: string | null; content_kind: string };
export type Tree = {
  id: number;
  title: string;
  sub_categories: Array<{ id: number; groups: Array<{ id: number; faqs: Faq[] }> }>;
};

export type KbApp = { app: App; acme: string; globex: string; admin: string };

/** Time allowed for startKbApp. */
export const KB_APP_TIMEOUT = 120_000;

/** The app on the demo seed with sessions for an Acme employee, a Globex employee and the admin. */
export async function startKbApp(): Promise<KbApp> {
  const app = await buildTestApp();
  const acme = await sessionFor(app, 'employee@acme.example');
  const globex = await sessionFor(app, 'employee@globex.example');
  const admin = await sessionFor(app, 'admin@finwell.example');
  return { app, acme, globex, admin };
}

/** Search and GET on the test file's app, as the Acme employee unless told; `current` answers what its beforeAll set. */
export function kbCalls(current: () => { app: App; acme: string }) {
  const search = async (question: string, token = current().acme, extra: Record<string, unknown> = {}) =>
    expectSuccess<SearchAnswer>(
      await current().app.inject({
        method: 'POST',
        url: '/api/v1/questions-by-keywords',
        headers: bearer(token),
        payload: { question, ...extra },
      }),
    );
  const get = (url: string, token: string | null = current().acme) =>
    current().app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  return { search, get };
}

// A real image: uploads are decoded and re-encoded (docs/security.md "Uploads"), so a header alone is refused.
export const PNG = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#1d4ed8' } })
  .png()
  .toBuffer();
