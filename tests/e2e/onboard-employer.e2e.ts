import { checkRoster, countOf, fillClientCompany, importRoster, pickOption } from './admin-support.js';
import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, MOBILE, newPage, outbox, skipFirstLoginPopups } from './helpers.js';

/**
 * Issue 29, checked as its text asks: one administrator onboards a new employer through the UI only, and the first
 * employee signs in to it. The admin creates a package with two modules, a client company on that package, imports a
 * five-row roster with one bad row (one employee reads Hindi), adds a widget to the company's page and publishes it.
 * An imported employee signs in by OTP and sees the published page and the two modules only; the Hindi reader's
 * welcome e-mail is in Hindi. Nothing is put in the database behind the UI; every name carries this run's stamp.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('onboard an employer');
  const stamp = Date.now().toString(36);
  const plan = `Onboard plan ${stamp}`;
  const company = `Onboard Co ${stamp}`;
  const domain = `ob${stamp}.example`;
  const news = `Welcome aboard, ${company}`;
  const admin = await newPage(browser, DESKTOP);
  const a = admin.page;
  try {
    await step('the admin creates a package with two modules, chosen by name', async () => {
      await logIn(a, baseUrl, 'admin@finwell.example');
      await a.goto(`${baseUrl}/admin/add-edit-packages`);
      await a.getByLabel('Package name').fill(plan);
      await a.getByRole('checkbox', { name: 'Calculators', exact: true }).check();
      await a.getByRole('checkbox', { name: 'Webinars', exact: true }).check();
      await pickOption(a, 'Add to Calculators', 'sip', 'Step-up SIP');
      await a.getByLabel('Price (₹ per billing period)').fill('1200');
      await a.getByLabel('Discounted price (₹)').fill('999');
      await a.getByRole('button', { name: 'Save', exact: true }).click();
      await a.waitForURL('**/admin/manage-packages');
    });

    await step('the admin creates the client company on that package: domain, OTP login, agreement', async () => {
      await fillClientCompany(a, baseUrl, { name: company, domain, timeoutMinutes: 30, packageName: plan });
      await a.getByRole('button', { name: 'Save', exact: true }).click();
      await a.waitForURL('**/admin/manage-client**');
    });

    await step('from the company’s row, the admin imports a 5-row roster: 4 written, the bad row named', async () => {
      await a.goto(`${baseUrl}/admin/manage-clients`);
      await a.getByRole('searchbox', { name: 'Search by name' }).fill(company);
      await a.getByRole('link', { name: `Employees of ${company}` }).click();
      await a.getByRole('heading', { name: 'Import a roster' }).waitFor();
      const roster = [
        'first_name,last_name,email,phone_number,status,language',
        `Asha,Iyer,asha@${domain},,1,en`,
        `Bharat,Singh,bharat@${domain},,1,hi`,
        `Chitra,Das,chitra@${domain},,1,`,
        `Dev,Patel,dev@gmail.com,,1,en`,
        `Esha,Kaur,esha@${domain},,1,en`,
      ].join('\n');
      const preview = await checkRoster(a, roster);
      expect((await countOf(preview, 'created')) === '4', 'preview: 4 new');
      const bad = await preview.locator('tr[data-row="5"]').textContent();
      expect(bad?.includes('E-10084'), `row 5 is refused for its domain: ${bad}`);
      const result = await importRoster(a);
      expect((await countOf(result, 'created')) === '4', 'result: 4 new');
      await screenshot(a, 'onboard-roster-result');
    });

    await step('the Hindi reader’s welcome e-mail is in Hindi; the others’ in English', async () => {
      const hindi = await outbox(baseUrl, `bharat@${domain}`);
      const welcomeHi = hindi.find((m) => m.subject.includes(company));
      expect(welcomeHi, 'a welcome e-mail reached the Hindi reader');
      expect(/स्वागत/.test(welcomeHi!.subject), `the subject is Hindi: ${welcomeHi!.subject}`);
      expect(/लॉग इन/.test(welcomeHi!.text), 'the body says in Hindi how to sign in');
      const english = await outbox(baseUrl, `asha@${domain}`);
      expect(
        english.some((m) => m.subject.includes('Welcome to FinWell')),
        'the English reader’s welcome is English',
      );
    });

    await step('the admin adds a widget to the company’s page in the designer and publishes it', async () => {
      await a.goto(`${baseUrl}/admin/manage-clients`);
      await a.getByRole('searchbox', { name: 'Search by name' }).fill(company);
      await a.getByRole('link', { name: `Design the landing page of ${company}` }).click();
      await a.getByText('This company has no page of its own yet').waitFor();
      await a.locator('.designer-canvas [data-widget-id]').first().waitFor();
      await a.locator('[data-palette-type="rich_text"]').click();
      await a.locator('.designer-canvas [data-widget-id="rich-text-1"]').waitFor();
      await a.getByLabel('Content (HTML)').fill(`<p><strong>${news}</strong>: your benefits start today.</p>`);
      await a.getByRole('button', { name: 'Save & publish' }).click();
      await a.getByText('Published: revision 1').waitFor();
    });

    await step(
      'an imported employee signs in by OTP and sees the published page and the two modules only',
      async () => {
        const emp = await newPage(browser, DESKTOP);
        try {
          await logIn(emp.page, baseUrl, `asha@${domain}`);
          await skipFirstLoginPopups(emp.page);
          await emp.page.goto(`${baseUrl}/client/home`);
          await emp.page.locator('[data-widget-type="rich_text"]').getByText(news).waitFor();
          const nav = emp.page.getByTestId('desktop-nav');
          await nav.getByRole('link', { name: 'Calculators' }).waitFor();
          const links = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
          for (const module of ['Calculators', 'Webinars'])
            expect(links.includes(module), `the menu offers ${module} (${links.join(' | ')})`);
          for (const module of ['Learning Center', 'Counselling', 'Knowledge Base', 'Financial Planner'])
            expect(!links.includes(module), `the menu does not offer ${module} (${links.join(' | ')})`);
          await screenshot(emp.page, 'onboard-first-employee-home');
          // A module outside the package is refused, not shown.
          await emp.page.goto(`${baseUrl}/client/learning-center`);
          await emp.page.getByText('E-10117').first().waitFor();
        } finally {
          await emp.context.close();
        }
      },
    );

    await step('the Hindi reader signs in on a phone and reads the portal in Hindi', async () => {
      const phone = await newPage(browser, MOBILE);
      try {
        // The roster's "hi" is the account's language: the portal opens in Hindi at once, so the session-code prompt
        // is in Hindi too (Escape is its "Skip").
        await logIn(phone.page, baseUrl, `bharat@${domain}`, { keepSessionCodePrompt: true });
        await phone.page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
        await phone.page.waitForFunction(
          () =>
            sessionStorage.getItem('session_code_prompt') !== 'pending' || document.querySelector('[role="dialog"]'),
        );
        const prompt = phone.page.getByRole('dialog', { name: 'क्या आपके पास सेशन कोड है?' });
        if ((await prompt.count()) > 0) {
          await phone.page.keyboard.press('Escape');
          await prompt.waitFor({ state: 'detached' });
        }
        await skipFirstLoginPopups(phone.page);
        await phone.page.goto(`${baseUrl}/client/home`);
        await phone.page.locator('[data-widget-type="rich_text"]').getByText(news).waitFor();
        const overflow = await phone.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px too wide)`);
        await screenshot(phone.page, 'onboard-hindi-employee-phone');
      } finally {
        await phone.context.close();
      }
    });
  } finally {
    await admin.context.close();
  }
}
