import type { Page } from 'playwright-core';
import { fillClientCompany } from './admin-support.js';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, MOBILE, logIn, newPage } from './helpers.js';
import { TIMEOUTS } from './timing.js';

/** Picks `option` in the picker named `label` by typing `text` and using the keyboard (Arrow keys, Enter). */
async function pickByKeyboard(page: Page, label: string, text: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  const listbox = page.getByRole('listbox', { name: label, exact: true });
  await listbox
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .waitFor();
  // The first option is active after a search; move to the wanted one with ArrowDown.
  const names = await listbox.getByRole('option').allInnerTexts();
  const index = names.findIndex((n) => n.startsWith(option));
  expect(index >= 0, `${label} offers ${option} for "${text}" (got ${names.join(' | ')})`);
  for (let i = 0; i < index; i++) await box.press('ArrowDown');
  await box.press('Enter');
}

/**
 * Issue 29, the admin forms: an admin creates a package through the UI only, with two modules ticked from their
 * names, calculators and a client company chosen with the searchable pickers (never a typed id); a package without
 * modules is refused with its sentence first. The picker is seen at desktop and phone width.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('admin-pickers');
  const name = `Pickers plan ${Date.now().toString(36)}`;
  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await step('the package form shows the modules as named checkboxes and refuses a package without one', async () => {
      await logIn(page, baseUrl, 'admin@finwell.example');
      await page.goto(`${baseUrl}/admin/add-edit-packages`);
      await page.getByLabel('Package name').fill(name);
      await page.getByRole('group', { name: 'Modules' }).waitFor();
      for (const module of ['E-Learning', 'Calculators', 'Webinars', 'Financial Planner'])
        await page.getByRole('checkbox', { name: module, exact: true }).waitFor();
      await page.getByLabel('Price (₹ per billing period)').fill('1200');
      await page.getByLabel('Discounted price (₹)').fill('999');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Please select at least one module.').first().waitFor();
      expect(page.url().endsWith('/admin/add-edit-packages'), 'nothing saved without modules');
    });

    await step('two modules, two calculators and a client company are chosen by name, with the keyboard', async () => {
      await page.getByRole('checkbox', { name: 'Calculators', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Webinars', exact: true }).check();
      await pickByKeyboard(page, 'Add to Calculators', 'sip', 'Step-up SIP');
      await pickByKeyboard(page, 'Add to Calculators', 'epf', 'EPF');
      const chosen = page.locator('[data-picker="calculators"] [data-picked]');
      expect((await chosen.allInnerTexts()).join('|') === 'Step-up SIP|EPF', 'the two calculators show as names');
      // A chosen calculator is not offered again.
      await page.getByRole('combobox', { name: 'Add to Calculators' }).fill('EPF');
      await page
        .getByRole('listbox', { name: 'Add to Calculators' })
        .getByText('No name contains that text.')
        .waitFor();
      await page.getByRole('combobox', { name: 'Add to Calculators' }).press('Escape');
      await page.getByLabel('Applicable to').selectOption({ label: 'Specific Client/Partners' });
      await pickByKeyboard(page, "Add to Clients and partners (for 'Specific Client/Partners')", 'acme', 'Acme Corp');
      await page.locator('[data-picker="companies"] [data-picked]').getByText('Acme Corp').waitFor();
      await screenshot(page, 'admin-pickers-package-desktop');
      await page.setViewportSize(MOBILE);
      // The page lays itself out again after the resize (a re-render on a busy machine can take a moment): wait for
      // it to fit, and report the width it kept if it never does.
      const fits = await page
        .waitForFunction((w) => document.documentElement.scrollWidth <= w, MOBILE.width, { timeout: TIMEOUTS.action })
        .then(
          () => true,
          () => false,
        );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(fits, `the form fits the phone width (${width} px)`);
      await screenshot(page, 'admin-pickers-package-phone');
      await page.setViewportSize(DESKTOP);
    });

    await step('save: the package holds the chosen ids, and its edit form shows their names', async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL('**/admin/manage-packages');
      const row = await app!.ctx.db
        .selectFrom('packages as p')
        .innerJoin('package_terms as t', 't.package_id', 'p.id')
        .select(['p.id', 'p.modules', 'p.calculator_ids', 't.company_ids'])
        .where('p.name', '=', name)
        .executeTakeFirstOrThrow();
      const modules = (row.modules as Array<{ module_id: number }>).map((m) => m.module_id);
      expect(JSON.stringify(modules) === '[2,4]', `modules 2 and 4 stored (${JSON.stringify(modules)})`);
      expect(
        JSON.stringify(row.calculator_ids) === '[24,3]',
        `calculators stored (${JSON.stringify(row.calculator_ids)})`,
      );
      const acme = await app!.ctx.db
        .selectFrom('companies')
        .select('id')
        .where('company_name', '=', 'Acme Corp')
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row.company_ids) === `[${acme.id}]`, 'Acme is the package’s company');
      await page.goto(`${baseUrl}/admin/add-edit-packages/${row.id}`);
      await page.locator('[data-picker="companies"] [data-picked]').getByText('Acme Corp').waitFor();
      await page.locator('[data-picker="calculators"] [data-picked]').getByText('Step-up SIP').waitFor();
      expect(await page.getByRole('checkbox', { name: 'Webinars', exact: true }).isChecked(), 'Webinars stays ticked');
    });

    await step(
      'a client company is created in one sitting with that package, domains, login and time-out',
      async () => {
        const company = `Pickers Co ${Date.now().toString(36)}`;
        const domain = `pk${Date.now().toString(36)}.example`;
        // The package made a moment ago is offered by name.
        await fillClientCompany(page, baseUrl, { name: company, domain, timeoutMinutes: 45, packageName: name });
        await screenshot(page, 'admin-pickers-company-desktop');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.waitForURL('**/admin/manage-client**');
        const row = await app!.ctx.db
          .selectFrom('companies as c')
          .innerJoin('packages as p', 'p.id', 'c.package_id')
          .select(['c.email_domains', 'c.type_of_login', 'c.session_time_out_duration', 'p.name'])
          .where('c.company_name', '=', company)
          .executeTakeFirstOrThrow();
        expect(row.name === name, `the company has the new package (${row.name})`);
        expect(JSON.stringify(row.email_domains) === JSON.stringify([domain]), 'its e-mail domain is stored');
        expect(row.type_of_login === 1 && row.session_time_out_duration === 45, 'OTP login, 45-minute time-out');
      },
    );
  } finally {
    await context.close();
  }
}
