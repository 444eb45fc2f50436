import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_PATHS } from '../../src/client/pages/public/policy-paths.js';
import { describeAccess } from '../../src/server/plugins/access.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';

/** GET /sitemap.xml and GET /robots.txt: the public pages for search engines, with absolute URLs from PUBLIC_URL. */
describe('sitemap and robots.txt', () => {
  let app: App;
  const origin = 'https://portal.finwell.example';

  beforeAll(async () => {
    // A trailing slash in the setting must not double the slash in the URLs.
    app = await buildTestApp({ config: { publicUrl: `${origin}/` } });
  });
  afterAll(async () => {
    await app.close();
  });

  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('GET /sitemap.xml answers the public pages as absolute URLs in a sitemap, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const locs = locsOf(res.body);
    for (const page of ['/login', '/signup', '/public-counselling', '/stock-market-course', ...POLICY_PATHS])
      expect(locs).toContain(`${origin}${page}`);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`) && !loc.slice(origin.length).startsWith('//'))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists no signed-in, admin, API or token page', async () => {
    const locs = locsOf((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(locs.length).toBeGreaterThan(5);
    for (const part of ['/client', '/admin', '/api/', '/files/', '/mail-unsubscribe', '/login/link', '/sso/'])
      expect(locs.filter((loc) => loc.includes(part))).toEqual([]);
  });

  it('is the same for a signed-in caller', async () => {
    const token = await sessionFor(app, 'employee@acme.example');
    const anonymous = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const signedIn = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: bearer(token) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
  });

  it('GET /robots.txt keeps the crawler rules and names the sitemap by its absolute URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const rule of ['User-agent: *', 'Disallow: /client/', 'Disallow: /admin/', 'Disallow: /api/', 'Allow: /'])
      expect(lines).toContain(rule);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('both routes are declared public in the route table', () => {
    const listed = app.routeTable.map((r) => `${r.method} ${r.url} ${describeAccess(r.access)}`);
    expect(listed).toContain('GET /sitemap.xml public');
    expect(listed).toContain('GET /robots.txt public');
  });
});
