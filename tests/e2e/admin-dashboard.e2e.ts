import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { logIn, newPage } from './helpers.js';

/** Admins reach /admin and see the dashboard counts; the menu follows the role. */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('admin dashboard');
  const { context, page } = await newPage(browser);
  try {
    await step('an admin logging in lands on the /admin dashboard', async () => {
      await logIn(page, baseUrl, 'admin@finwell.example');
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    });

    await step('the dashboard shows the 13 cards with numeric counts', async () => {
      const values = page.getByTestId('dashboard-card-value');
      await values.first().waitFor();
      expect((await page.getByTestId('dashboard-card').count()) === 13, 'there are 13 dashboard cards');
      const texts = await values.allTextContents();
      expect(texts.length === 13, `every card has a value (got ${texts.length})`);
      for (const t of texts) expect(/^\d[\d,]*$/.test(t.trim()), `"${t}" is a number`);
      const logins = Number(
        (await page.locator('[data-key="system_logins"] [data-testid="dashboard-card-value"]').textContent())?.replace(
          /,/g,
          '',
        ),
      );
      expect(logins >= 1, 'system logins count this login');
      const activeClients = Number(
        await page.locator('[data-key="active_clients"] [data-testid="dashboard-card-value"]').textContent(),
      );
      expect(activeClients >= 1, 'the seeded active client is counted');
      await screenshot(page, 'admin-dashboard-desktop');
    });

    await step('every dashboard section is named by its heading (aria-labelledby names one element)', async () => {
      const sections = page.locator('main section[aria-labelledby]');
      const names = await sections.evaluateAll((all) =>
        all.map((s) => {
          const ids = (s.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
          return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
        }),
      );
      expect(names.length >= 3, `the dashboard has its 3 card groups (got ${names.length})`);
      for (const name of names) expect(name !== '', 'a section whose aria-labelledby names no element with text');
      for (const group of ['Clients', 'Engagement', 'Counselling'])
        expect(
          (await page.getByRole('region', { name: new RegExp(group, 'i') }).count()) === 1,
          `one region named "${group}"`,
        );
    });

    await step('the admin menu has the dashboard and 17 management entries, without super-admin ones', async () => {
      const links = page.getByTestId('admin-nav').getByRole('link');
      expect((await links.count()) === 18, `18 admin menu links (got ${await links.count()})`);
      expect(
        (await page.getByTestId('admin-nav').getByRole('link', { name: 'Admins' }).count()) === 0,
        'no manage-admin entry for role 2',
      );
    });

    await step('a menu entry opens its page (or its "being prepared" state) inside the admin shell', async () => {
      await page.getByTestId('admin-nav').getByRole('link', { name: 'Webinars' }).click();
      await page.waitForURL('**/admin/manage-webinars');
      await page.locator('main h1').waitFor();
      expect(await page.getByTestId('admin-nav').isVisible(), 'the admin menu stays');
    });
  } finally {
    await context.close();
  }

  const superAdmin = await newPage(browser);
  try {
    await step('the super admin also sees manage admins and reminders', async () => {
      await logIn(superAdmin.page, baseUrl, 'superadmin@finwell.example');
      const nav = superAdmin.page.getByTestId('admin-nav');
      await nav.getByRole('link', { name: 'Admins' }).waitFor();
      await nav.getByRole('link', { name: 'Reminders' }).waitFor();
      expect(
        (await nav.getByRole('link').count()) === 22,
        'dashboard + 17 + 4 super-admin entries (admins, reminders, form definitions, audit log)',
      );
    });

    await step('the super admin opens the audit log with its filters', async () => {
      await superAdmin.page.getByTestId('admin-nav').getByRole('link', { name: 'Audit log' }).click();
      await superAdmin.page.getByRole('heading', { name: 'Audit log' }).waitFor();
      await superAdmin.page.locator('#audit-entity').waitFor();
      await superAdmin.page
        .locator('[data-testid="audit-entry"], .card:has-text("No entries match")')
        .first()
        .waitFor();
      await screenshot(superAdmin.page, 'audit-log');
    });
  } finally {
    await superAdmin.context.close();
  }
}
