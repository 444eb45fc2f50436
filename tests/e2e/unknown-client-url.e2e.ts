import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { logIn, MOBILE, newPage, skipFirstLoginPopups } from './helpers.js';

/**
 * Issue 20: an unknown /client URL shows the not-found page in the shell, not home with a refusal. Issue 34: a visitor's
 * unknown address shows the page's sentences, never the catalogue's keys, in English and in Hindi; /robots.txt is the
 * crawler rules as plain text, not the app's page.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('unknown-client-url');
  const { context, page } = await newPage(browser);
  try {
    await step(
      'a visitor’s unknown address shows the not-found sentences, not their keys, in English and Hindi',
      async () => {
        const visitor = await newPage(browser, MOBILE);
        try {
          await visitor.page.goto(`${baseUrl}/no-such-page`);
          await visitor.page.getByRole('heading', { name: 'We couldn’t find that page' }).waitFor();
          await visitor.page.getByRole('link', { name: 'Go to FinWell' }).waitFor();
          expect(!(await visitor.page.content()).includes('notFound.'), 'no raw catalogue key on the page');
          await visitor.page.evaluate(() => localStorage.setItem('finwell_locale', 'hi-IN'));
          await visitor.page.reload();
          await visitor.page.getByRole('heading', { name: 'हमें वह पेज नहीं मिला' }).waitFor();
          expect(!(await visitor.page.content()).includes('notFound.'), 'no raw catalogue key in Hindi either');
          await screenshot(visitor.page, 'not-found-hindi-phone');
        } finally {
          await visitor.context.close();
        }
      },
    );

    await step('/robots.txt is the crawler rules as plain text, not the app’s page', async () => {
      const res = await fetch(`${baseUrl}/robots.txt`);
      expect(res.status === 200, `robots.txt answers ${res.status}`);
      expect(/^text\/plain/.test(res.headers.get('content-type') ?? ''), `type ${res.headers.get('content-type')}`);
      const text = await res.text();
      expect(
        /^User-agent: \*$/m.test(text) && /^Disallow: \/client\/$/m.test(text),
        'it keeps crawlers out of /client/',
      );
      expect(!text.includes('<html'), 'not the HTML page');
    });

    await step('/client/e-learning (no such section) shows "page not found", no refusal', async () => {
      await logIn(page, baseUrl, 'employee@acme.example');
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/e-learning`);
      await page
        .getByRole('heading', { name: 'We couldn’t find that page' })
        .or(page.getByRole('heading', { name: "We couldn't find that page" }))
        .waitFor();
      expect(new URL(page.url()).pathname === '/client/e-learning', `the URL stays (now ${page.url()})`);
      expect((await page.getByTestId('refusal-notice').count()) === 0, 'no refusal banner');
    });
  } finally {
    await context.close();
  }
}
