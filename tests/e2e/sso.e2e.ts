import { secretsKeyFrom } from '../../src/server/crypto/secrets.js';
import { redirectUriOf } from '../../src/server/modules/auth/sso.js';
import { saveIdpSettings } from '../../src/server/modules/companies/idp-settings.js';
import { startTestIdp } from '../support/test-idp.js';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, sessionTokenOf } from './helpers.js';

/**
 * Enterprise login in Chromium (docs/sso.md) against a real OpenID provider (oidc-provider) the
 * spec starts on loopback: Umbrella's company URL shows its logo; an Umbrella employee signs in
 * with "Sign in with Google" and lands in the Umbrella portal; a user of another Workspace tenant
 * on the same provider is refused; a sign-in link works once.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('enterprise login');
  if (!app) throw new Error('the SSO spec needs the app (tests/e2e/run.ts)');
  const db = app.ctx.db;
  // The server was started on port 0: links and the redirect URI use the address it got.
  app.ctx.config.publicUrl = baseUrl;
  const idp = await startTestIdp({
    redirectUris: [redirectUriOf(baseUrl)],
    accounts: {
      vikram: { email: 'employee@umbrella.example', email_verified: true, hd: 'umbrella.example' },
      stranger: { email: 'employee@other-tenant.example', email_verified: true, hd: 'other-tenant.example' },
    },
  });
  const umbrella = await db
    .selectFrom('companies')
    .select('id')
    .where('company_name', '=', 'Umbrella')
    .executeTakeFirstOrThrow();
  await db.updateTable('companies').set({ company_logo: '/favicon.svg' }).where('id', '=', umbrella.id).execute();
  await saveIdpSettings(db, {
    companyId: umbrella.id,
    input: {
      provider: 1,
      issuer: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      google_hd: 'umbrella.example',
    },
    secretsKey: secretsKeyFrom(app.ctx.config.secretsKey),
    publicUrl: baseUrl,
  });

  const adminPage = await newPage(browser, DESKTOP);
  try {
    await step('an admin sees Umbrella’s identity provider settings without the secret', async () => {
      const p = adminPage.page;
      await logIn(p, baseUrl, 'admin@finwell.example');
      await p.goto(`${baseUrl}/admin/edit-client/${umbrella.id}`);
      await p.getByRole('heading', { name: 'Single sign-on (identity provider)' }).waitFor();
      await p.getByText('(stored; leave empty to keep it)').waitFor();
      const secretField = p.locator('input[type="password"]');
      expect((await secretField.inputValue()) === '', 'the secret field is empty');
      expect(!(await p.content()).includes(idp.clientSecret), 'the page does not contain the secret');
      await screenshot(p, 'sso-admin-settings', { fullPage: true });
    });
  } finally {
    await adminPage.context.close();
  }

  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await step('the company URL shows Umbrella’s logo and its Google sign-in', async () => {
      await page.goto(`${baseUrl}/login/c/umbrella`);
      await page.getByRole('heading', { name: 'Log in to Umbrella' }).waitFor();
      const logo = page.getByTestId('company-logo');
      await logo.waitFor();
      expect(
        await logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        'the logo image loaded',
      );
      expect(await page.getByRole('button', { name: 'Sign in with Google' }).isVisible(), 'the Google button shows');
      // client-emp/counselors: the counsellors Umbrella's package opens (Financial only), before signing in.
      const counsellors = page.getByTestId('company-counsellors');
      await counsellors.waitFor();
      await page.getByRole('heading', { name: 'Counsellors for Umbrella employees' }).waitFor();
      expect((await counsellors.getByRole('listitem').count()) > 0, 'some counsellors are listed');
      expect(
        (await page.evaluate(() => sessionStorage.getItem('logout_redirect'))) === '/login/c/umbrella',
        'the post-logout path is kept',
      );
      await screenshot(page, 'sso-company-url');
    });

    await step('an Umbrella employee signs in through the identity provider and sees the Umbrella portal', async () => {
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
      await page.getByRole('button', { name: 'employee@umbrella.example' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/client'));
      const profile = await page.evaluate(async () => {
        // The session cookie goes with the page's own call.
        const res = await fetch('/api/v1/user-profile');
        return (await res.json()) as { data: { email: string; company: { company_name: string } | null } };
      });
      expect(profile.data.email === 'employee@umbrella.example', 'signed in as the Umbrella employee');
      expect(profile.data.company?.company_name === 'Umbrella', 'in the Umbrella portal');
      expect(!page.url().includes('code='), 'the hand-off code is not left in the address bar');
    });
  } finally {
    await context.close();
  }

  const other = await newPage(browser, MOBILE);
  try {
    await step('a user of another tenant on the same provider is refused with E-10663', async () => {
      const p = other.page;
      await p.goto(`${baseUrl}/login/c/umbrella`);
      await p.getByRole('button', { name: 'Sign in with Google' }).click();
      await p.getByRole('button', { name: 'employee@other-tenant.example' }).click();
      await p.waitForURL((url) => url.pathname === '/login' && url.search.includes('sso_error'));
      const alert = p.getByRole('alert').filter({ hasText: 'E-10663' });
      await alert.first().waitFor();
      expect(!(await sessionTokenOf(p.context())), 'no session was started');
      await screenshot(p, 'sso-refused-mobile');
    });
  } finally {
    await other.context.close();
  }

  await db.updateTable('companies').set({ type_of_login: 5 }).where('id', '=', umbrella.id).execute();
  const first = await newPage(browser, DESKTOP);
  const second = await newPage(browser, DESKTOP);
  try {
    let link = '';
    await step('a sign-in link is e-mailed from the company URL page', async () => {
      const p = first.page;
      await p.goto(`${baseUrl}/login/c/umbrella`);
      await p.locator('#link-email').fill('employee@umbrella.example');
      await p.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await p.getByRole('status').filter({ hasText: 'employee@umbrella.example' }).waitFor();
      const res = await fetch(`${baseUrl}/api/dev/outbox?to=employee%40umbrella.example&limit=1`);
      const mail = ((await res.json()) as { data: Array<{ text: string }> }).data[0];
      link = /(https?:\/\/\S+#token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(link.startsWith(baseUrl), `the mail carries a link to FinWell (${link.slice(0, 40)})`);
    });

    await step('opening the link only shows Continue; pressing it signs in', async () => {
      const p = first.page;
      await p.goto(link);
      await p.getByRole('button', { name: 'Continue' }).waitFor();
      await p.reload();
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.waitForURL((url) => url.pathname.startsWith('/client'));
    });

    await step('the same link is refused the second time', async () => {
      const p = second.page;
      await p.goto(link);
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByRole('alert').filter({ hasText: 'E-10010' }).waitFor();
      expect(!(await sessionTokenOf(p.context())), 'no session was started');
    });
  } finally {
    await first.context.close();
    await second.context.close();
    await db.updateTable('companies').set({ type_of_login: 3 }).where('id', '=', umbrella.id).execute();
    await idp.close();
  }
}
