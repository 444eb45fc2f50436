import { createSpec, expect, type E2EContext } from './harness.js';
import { MOBILE, newPage } from './helpers.js';

/**
 * The built client reaches a phone compressed and is fetched once (docs/performance.md "Compressed and cached
 * assets"): scripts and styles in brotli from the build's .br files, hashed files cached for a year, index.html
 * checked each time, and a client that asks for no encoding gets the plain file.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('compressed assets');
  const { context, page } = await newPage(browser, MOBILE);
  try {
    const assets: Array<{ url: string; encoding: string; cache: string; vary: string }> = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) {
        const h = res.headers();
        assets.push({
          url: url.pathname,
          encoding: h['content-encoding'] ?? '',
          cache: h['cache-control'] ?? '',
          vary: h.vary ?? '',
        });
      }
    });

    await step('the login page: every script and style over 1 KB comes in brotli, cached for a year', async () => {
      const doc = await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Log in to FinWell' }).waitFor();
      expect(!/immutable/.test(doc?.headers()['cache-control'] ?? ''), 'index.html is checked again on every visit');
      expect(assets.length >= 3, `the page loaded its scripts and styles (${assets.length})`);
      const sizes = await Promise.all(
        assets.map(async (a) =>
          (await page.request.get(`${baseUrl}${a.url}`, { headers: { 'accept-encoding': 'identity' } })).body(),
        ),
      );
      for (const [i, a] of assets.entries()) {
        expect(
          /max-age=31536000/.test(a.cache) && /immutable/.test(a.cache),
          `${a.url} is cached for a year (${a.cache})`,
        );
        expect(/accept-encoding/i.test(a.vary), `${a.url} says it varies by Accept-Encoding`);
        if (sizes[i]!.length >= 1024)
          expect(a.encoding === 'br', `${a.url} (${sizes[i]!.length} bytes) came as brotli (got "${a.encoding}")`);
      }
    });

    await step('a client without brotli gets gzip, and one asking for no encoding the plain file', async () => {
      const entry = assets.find((a) => a.url.endsWith('.js') && a.encoding === 'br')!;
      const plain = await page.request.get(`${baseUrl}${entry.url}`, { headers: { 'accept-encoding': 'identity' } });
      expect(!plain.headers()['content-encoding'], 'no encoding when none is accepted');
      const gz = await fetch(`${baseUrl}${entry.url}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(
        gz.headers.get('content-encoding') === 'gzip',
        `gzip when only gzip is accepted (${gz.headers.get('content-encoding')})`,
      );
      // fetch decodes what it is sent: the same bytes as the plain file.
      const decoded = Buffer.from(await gz.arrayBuffer());
      expect(decoded.equals(await plain.body()), 'the gzip file holds the same script');
    });
  } finally {
    await context.close();
  }
}
