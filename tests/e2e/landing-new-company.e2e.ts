import { todayIST } from '../../src/shared/ist.js';
import { DEFAULT_PAGE } from '../../widgets/default-page.js';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { adoptSession, DESKTOP, MOBILE, logIn, newPage, skipFirstLoginPopups } from './helpers.js';
import { api, expectedIds, renderedIds, tokenOf, type PackageInfo, type PageState } from './landing-support.js';

/**
 * A new employer's landing page (issue 29): the admin opens the designer for a company made by this spec, which starts
 * from a copy of the default page with free rows; "Add a widget" fills the free 12×2 area; the phone preview is 390 px
 * wide; Save & publish; the company's employee then sees the added widget, and the spotlight and the ad the admin made
 * for that company, on the home page at desktop and phone width. The content forms say where their content appears.
 * The company, its employee and its content are this spec's own (a name with a stamp), so no other spec's data matters.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('landing page of a new company');
  const stamp = Date.now().toString(36);
  const company = `Designer Works ${stamp}`;
  const domain = `dw${stamp}.example`;
  const email = `first@${domain}`;
  const news = `Welcome to ${company}`;
  const spotlightTitle = `Spotlight for ${company}`;
  const adTitle = `Health camp at ${company}`;
  const admin = await newPage(browser, DESKTOP);
  const employee = await newPage(browser, DESKTOP);
  const a = admin.page;
  let adminToken = '';
  let companyId = 0;
  try {
    await step('setup: the admin has a new client company with one employee on record', async () => {
      expect(app, 'the e2e runner passes the app (to put the employee on record)');
      await logIn(a, baseUrl, 'admin@finwell.example');
      adminToken = await tokenOf(a);
      // Acme's package (its employees have it through their company).
      const acme = await app.ctx.db
        .selectFrom('companies')
        .select('package_id')
        .where('company_name', '=', 'Acme Corp')
        .executeTakeFirstOrThrow();
      expect(acme.package_id, 'Acme has a package');
      const day = (n: number) =>
        new Date(Date.parse(`${todayIST()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
      const created = await api<{ id: number }>(baseUrl, adminToken, 'POST', '/company/add_client', {
        user_type: 3,
        company_name: company,
        email_domains: [`@${domain}`],
        status: 1,
        package_id: acme.package_id,
        client_configuration: [
          { start_date: day(-1), end_date: day(365), session_time_out_duration: 30, type_of_login: 1 },
        ],
      });
      expect(created.status === 201, `the company is created (${created.code})`);
      companyId = created.data.id;
      // The company's first employee, put on record as an admin does (POST end-user, docs/employees.md).
      const added = await api<{ id: number }>(baseUrl, adminToken, 'POST', '/end-user', {
        company_id: companyId,
        first_name: 'Kavya',
        last_name: 'Menon',
        email,
      });
      expect(added.status === 201, `the employee is put on record (${added.code})`);
    });

    await step('the spotlight and ad forms say where their content appears; the admin makes one of each', async () => {
      await a.goto(`${baseUrl}/admin/add-edit-spotlight`);
      await a.getByText('in the Monthly spotlight widget', { exact: false }).waitFor();
      await a.goto(`${baseUrl}/admin/add-edit-widget`);
      await a.getByText('an Ad banner widget set to that placement', { exact: false }).waitFor();
      // Made with the forms' own calls (the company pickers are another part of issue 29).
      const spot = await api(baseUrl, adminToken, 'POST', '/monthly-spotlights', {
        month: todayIST().slice(0, 7),
        target: 'client_partner',
        is_default: false,
        company_ids: [companyId],
        title: spotlightTitle,
        message: 'Three things to do with this year’s bonus.',
        status: true,
      });
      expect(spot.status === 201, `the spotlight is saved (${spot.code})`);
      const ad = await api(baseUrl, adminToken, 'POST', '/company/widget', {
        title: adTitle,
        message: '<p>Free check-ups on Friday.</p>',
        placement: 'widget',
        start_date: todayIST(),
        end_date: new Date(Date.parse(`${todayIST()}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10),
        is_default: false,
        is_retail: false,
        company_ids: [companyId],
        status: 1,
      });
      expect(ad.status === 201, `the ad is saved (${ad.code})`);
    });

    await step('the designer starts from a copy of the default page, and Add fills its free 12×2 rows', async () => {
      await a.goto(`${baseUrl}/admin/create-landing-page?company=${companyId}`);
      await a.getByText('This company has no page of its own yet').waitFor();
      await a.locator('.designer-canvas [data-widget-id]').first().waitFor();
      expect(
        (await a.locator('.designer-canvas [data-widget-id]').count()) === DEFAULT_PAGE.widgets.length,
        'the default page’s widgets are on the canvas',
      );
      await a.locator('[data-palette-type="rich_text"]').click();
      const rich = a.locator('.designer-canvas [data-widget-id="rich-text-1"]');
      await rich.waitFor();
      const place = (await a.locator(`[id="${await rich.getAttribute('aria-describedby')}"]`).textContent()) ?? '';
      expect(place.includes('column 1, row 10, 12 wide and 2 high'), `the new widget fills the free rows (${place})`);
      await a.getByLabel('Content (HTML)').fill(`<p><strong>${news}</strong>: your benefits start today.</p>`);
      await screenshot(a, 'new-company-designer');
    });

    await step('the preview shows the page at 390 px as a phone would, and at desktop width', async () => {
      await a.getByRole('tab', { name: 'Preview' }).click();
      await a.locator('[data-landing-grid="desktop"] [data-widget-type="rich_text"]').getByText(news).waitFor();
      await a.getByRole('button', { name: 'Phone (390 px)' }).click();
      const grid = a.locator('[data-landing-grid="mobile"]');
      await grid.getByText(news).waitFor();
      const width = await grid.evaluate((el) => Math.round(el.getBoundingClientRect().width));
      expect(width === 390, `the phone preview is 390 px wide (${width})`);
      const lefts = await grid
        .locator(':scope > [data-widget-id]')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(lefts).size === 1, 'one column on the phone');
      await screenshot(a, 'new-company-preview-phone');
      await a.getByRole('tab', { name: 'Design' }).click();
    });

    await step('Save & publish: revision 1 goes live for the company', async () => {
      await a.getByRole('button', { name: 'Save & publish' }).click();
      await a.getByText('Published: revision 1').waitFor();
      const state = await api<PageState>(baseUrl, adminToken, 'GET', `/landing-page/client-landing-page/${companyId}`);
      expect(state.data.published_revision === 1, 'the server has revision 1 published');
      expect(
        state.data.draft.widgets.some((w) => w.type === 'rich_text' && w.grid.y === 9 && w.grid.w === 12),
        'the published page has the added widget in the free rows',
      );
    });

    await step('the company’s employee sees the published page with the added widget, spotlight and ad', async () => {
      await logIn(employee.page, baseUrl, email);
      await skipFirstLoginPopups(employee.page);
      await employee.page.goto(`${baseUrl}/client/home`);
      const ids = await renderedIds(employee.page);
      const state = await api<PageState>(baseUrl, adminToken, 'GET', `/landing-page/client-landing-page/${companyId}`);
      const profile = await api<{ package_info: PackageInfo }>(
        baseUrl,
        await tokenOf(employee.page),
        'GET',
        '/user-profile',
      );
      expect(
        JSON.stringify(ids) === JSON.stringify(expectedIds(state.data.draft, profile.data.package_info)),
        `rendered ${ids.join(',')}`,
      );
      expect(ids.includes('quick'), 'the package’s module-gated widgets show (quick access, module 9)');
      await employee.page.locator('[data-widget-type="rich_text"]').getByText(news).waitFor();
      await employee.page.locator('[data-widget-type="monthly_spotlight"]').getByText(spotlightTitle).waitFor();
      await employee.page.locator('[data-widget-type="ad_banner"]').getByText(adTitle).waitFor();
      await screenshot(employee.page, 'new-company-home-desktop');
    });

    await step('on a 390 px phone the same page stacks in reading order', async () => {
      const phone = await newPage(browser, MOBILE);
      try {
        const token = await tokenOf(employee.page);
        await adoptSession(phone.context, token, { baseUrl });
        await phone.page.goto(`${baseUrl}/client/home`);
        await renderedIds(phone.page);
        const tops = await phone.page
          .locator('[data-landing-grid] > [data-widget-id]')
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        expect(
          tops.every((t, i) => i === 0 || t > tops[i - 1]),
          'each widget below the one before',
        );
        await phone.page.locator('[data-widget-type="monthly_spotlight"]').getByText(spotlightTitle).waitFor();
        const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(!overflow, 'nothing is wider than the phone');
        await screenshot(phone.page, 'new-company-home-mobile');
      } finally {
        await phone.context.close();
      }
    });
  } finally {
    await admin.context.close();
    await employee.context.close();
  }
}
