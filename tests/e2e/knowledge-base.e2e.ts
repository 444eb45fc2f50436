import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { adoptSession, DESKTOP, MOBILE, readOtp } from './helpers.js';

/**
 * The knowledge base in Chromium (docs/knowledge-base.md): an Acme employee searches (a
 * misspelling, highlighted matches), opens an FAQ, opens and downloads a finguide, opens the
 * handbook; a Globex employee has no Finguide tab and is refused the finguides by the API; an
 * admin adds a category, sub-category, group and an FAQ carrying <script> and an onerror image,
 * and the employee's page shows the text without running anything.
 */
const ACME = 'employee@acme.example';
const GLOBEX = 'employee@globex.example';
const ADMIN = 'admin@finwell.example';

async function tokenFor(baseUrl: string, email: string): Promise<string> {
  const newest = async () => {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    return ((await res.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
  };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { status: string; status_code: string; data: T };
    if (json.status !== 'success') throw new Error(`${path}: ${json.status_code}`);
    return json.data;
  };
  const before = await newest();
  await post('request_login_otp', { email });
  const otp = await readOtp(baseUrl, email, before);
  return (await post<{ auth_token: string }>('verify_login_otp', { email, otp })).auth_token;
}

async function openSession(browser: Browser, token: string, viewport = DESKTOP) {
  const context: BrowserContext = await browser.newContext({
    viewport,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(20_000);
  await adoptSession(context, token);
  const page: Page = await context.newPage();
  return { context, page };
}

export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('knowledge-base');
  let acme = '';
  let page: Page | null = null;
  let context: BrowserContext | null = null;
  const errors: string[] = [];

  await step('an employee searches with a misspelling and sees highlighted matches', async () => {
    acme = await tokenFor(baseUrl, ACME);
    ({ context, page } = await openSession(browser, acme));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/client/knowledgebase`);
    await page.getByRole('heading', { name: 'Knowledge Base', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Finguide' }).waitFor();
    await page.getByLabel('Search the knowledge base').fill('mutal fund sip');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const first = page.getByTestId('kb-results').locator('li').first();
    await first.waitFor();
    const text = (await first.textContent()) ?? '';
    expect(text.includes('What is a SIP in a mutual fund'), `first result is the SIP FAQ, got "${text}"`);
    expect((await first.locator('mark').count()) > 0, 'the matching words are highlighted');
    expect(await page.getByText('you typed “mutal”').isVisible(), 'the correction is shown');
    await screenshot(page, 'kb-search-1366');
  });

  await step('opens the FAQ from the results', async () => {
    const p = page!;
    await p.getByTestId('kb-results').locator('li').first().getByRole('button').click();
    const answer = p.getByTestId('kb-faq-answer');
    await answer.waitFor();
    expect(((await answer.textContent()) ?? '').includes('rupee cost averaging'), 'the answer is shown');
  });

  await step('opens a finguide in the page and downloads it', async () => {
    const p = page!;
    await p.getByRole('tab', { name: 'Finguide' }).click();
    await p.getByRole('button', { name: /PPF/ }).click();
    await p.getByTestId('finguide-viewer').locator('iframe').waitFor();
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('pdf-download').click()]);
    expect(download.suggestedFilename() === 'finguide-ppf.pdf', `download name ${download.suggestedFilename()}`);
    await screenshot(p, 'kb-finguide-1366');
  });

  await step('opens the employee handbook and a handbook PDF', async () => {
    const p = page!;
    await p.goto(`${baseUrl}/client/handbook`);
    await p.getByRole('heading', { name: 'Employee Handbook', level: 1 }).waitFor();
    await p.getByRole('button', { name: /^Open PDF\W+Start guide for young professionals/i }).click();
    await p.getByTestId('guide-viewer').locator('iframe').waitFor();
    expect(p.url().includes('handbookId='), 'the URL names the open item');
    await screenshot(p, 'kb-handbook-1366');
    await p.goto(`${baseUrl}/client/schemes`);
    await p.getByRole('heading', { name: /Sukanya Samriddhi Yojana/ }).waitFor();
    await screenshot(p, 'kb-schemes-1366');
  });

  await step('the pages fit 390 px', async () => {
    const { context: c, page: p } = await openSession(browser, acme, MOBILE);
    await p.goto(`${baseUrl}/client/knowledgebase`);
    await p.getByLabel('Search the knowledge base').fill('tax saver');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    await p.getByTestId('kb-results').waitFor();
    await screenshot(p, 'kb-search-390');
    const overflow = await p.evaluate(() => {
      const wide = [...document.querySelectorAll('body *')].find(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.children.length === 0,
      );
      return { by: document.documentElement.scrollWidth - window.innerWidth, el: wide?.outerHTML.slice(0, 160) ?? '' };
    });
    expect(overflow.by <= 1, `no horizontal scroll at 390 px (overflow ${overflow.by}: ${overflow.el})`);
    await p.goto(`${baseUrl}/client/schemes`);
    await p.getByRole('heading', { name: /Public Provident Fund/ }).waitFor();
    await screenshot(p, 'kb-schemes-390');
    await c.close();
  });

  await step('a Globex employee has no Finguide tab and the API refuses the finguides', async () => {
    const token = await tokenFor(baseUrl, GLOBEX);
    const { context: c, page: p } = await openSession(browser, token);
    await p.goto(`${baseUrl}/client/knowledgebase`);
    await p.getByRole('tab', { name: 'Blogs' }).waitFor();
    expect((await p.getByRole('tab', { name: 'Finguide' }).count()) === 0, 'no Finguide tab for Globex');
    const status = await p.evaluate(async (t) => {
      const res = await fetch('/api/v1/knowledge-base/finguides', { headers: { authorization: `Bearer ${t}` } });
      return `${res.status} ${((await res.json()) as { status_code: string }).status_code}`;
    }, token);
    expect(status === '403 E-10117', `finguides refused: ${status}`);
    await p.goto(`${baseUrl}/client/knowledgebase?finguideId=1`);
    await p.getByRole('tab', { name: 'Categories' }).waitFor();
    expect((await p.getByTestId('finguide-viewer').count()) === 0, 'no finguide opens by URL');
    await c.close();
  });

  await step('an admin adds a category with an FAQ carrying <script> and an onerror image', async () => {
    const token = await tokenFor(baseUrl, ADMIN);
    const { context: c, page: p } = await openSession(browser, token);
    const dialogs: string[] = [];
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await p.goto(`${baseUrl}/admin/manage-knowledge-base`);
    await p.getByTestId('kb-admin-tree').waitFor();
    const editor = p.getByTestId('kb-admin-editor');
    await p.getByRole('button', { name: 'Add category' }).click();
    await editor.getByRole('textbox', { name: /^Title/ }).fill('Workplace perks');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByRole('button', { name: 'Add sub-category to Workplace perks' }).click();
    await editor.getByRole('textbox', { name: /^Title/ }).fill('Allowances');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByRole('button', { name: 'Add group to Allowances' }).click();
    await editor.getByRole('textbox', { name: /^Title/ }).fill('Meal cards');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByRole('button', { name: 'Add FAQ to Meal cards' }).click();
    await editor.getByRole('textbox', { name: /^Question/ }).fill('Are meal cards tax-free?');
    await editor
      .getByRole('textbox', { name: /^Answer \(HTML\)/ })
      .fill(
        '<p>Meal cards are tax-free up to a daily limit in the old regime.</p><script>window.__kbPwned = 1; alert("script")</script><img src="x" onerror="window.__kbPwned = 2; alert(\'img\')">',
      );
    await p.getByRole('button', { name: 'Preview sanitised HTML' }).click();
    const preview = p.getByTestId('kb-preview');
    await preview.waitFor();
    expect(((await preview.innerHTML()) ?? '').includes('onerror') === false, 'the preview has no onerror');
    await screenshot(p, 'kb-admin-1366');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByRole('button', { name: 'Are meal cards tax-free?', exact: true }).waitFor();
    expect(dialogs.length === 0, `no alert ran in the admin page: ${dialogs.join(', ')}`);
    await c.close();
  });

  await step("the employee's page shows the FAQ text without running anything", async () => {
    const p = page!;
    const dialogs: string[] = [];
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await p.goto(`${baseUrl}/client/knowledgebase`);
    await p.getByRole('link', { name: /Workplace perks/ }).click();
    await p.getByRole('button', { name: 'Are meal cards tax-free?', exact: true }).click();
    const answer = p.getByTestId('kb-faq-answer');
    await answer.waitFor();
    expect(((await answer.textContent()) ?? '').includes('Meal cards are tax-free'), 'the text is shown');
    const html = await answer.innerHTML();
    expect(!/<script|onerror|<img/i.test(html), `no script or image survives: ${html}`);
    const pwned = await p.evaluate(() => (window as unknown as { __kbPwned?: number }).__kbPwned ?? 0);
    expect(pwned === 0 && dialogs.length === 0, 'nothing ran');
    expect(errors.length === 0, `no page errors: ${errors.join('; ')}`);
    await context!.close();
  });
}
