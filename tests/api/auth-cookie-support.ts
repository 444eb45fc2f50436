import { expect } from 'vitest';
import { otpLogin, type App } from '../support/app.js';

/** Shared by the browser-session test files (auth-cookie-*.test.ts): log in as a browser or as an API client. */
export const EMPLOYEE = 'employee@acme.example';
export const HR = 'hr@acme.example';
export type Cookie = { name: string; value: string; attributes: string[] };

/** The Set-Cookie headers of an answer, parsed. */
export function setCookies(res: { headers: Record<string, unknown> }): Cookie[] {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return list.map((line) => {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes: attributes.map((a) => a.toLowerCase()) };
  });
}

/** A browser of one test: the cookies it holds and the headers its API wrapper sends. */
export type Browser = { session: string; csrf: string; names: { session: string; csrf: string } };

export const cookieHeader = (b: Browser) => ({ cookie: `${b.names.session}=${b.session}; ${b.names.csrf}=${b.csrf}` });
/** What the portal's API wrapper sends on a state-changing call: the cookie, the CSRF header, its own origin. */
export const pageHeaders = (b: Browser) => ({
  ...cookieHeader(b),
  'x-csrf-token': b.csrf,
  origin: 'http://localhost:80',
});

/** Logs in the way the browser does (the API wrapper's x-finwell-session header); the cookies it was given. */
export async function browserLogin(app: App, email: string, prefix = ''): Promise<Browser> {
  const res = await otpLogin(app, email, { 'x-finwell-session': 'cookie' });
  expect(res.statusCode).toBe(200);
  const names = { session: `${prefix}fw_session`, csrf: `${prefix}fw_csrf` };
  const cookies = setCookies(res);
  const session = cookies.find((c) => c.name === names.session)!.value;
  const csrf = cookies.find((c) => c.name === names.csrf)!.value;
  return { session, csrf, names };
}
