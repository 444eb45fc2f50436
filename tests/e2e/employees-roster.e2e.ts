import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { checkRoster, countOf, importRoster, pickOption } from './admin-support.js';
import { DESKTOP, logIn, MOBILE, newPage, outbox } from './helpers.js';
import { api, tokenOf } from './landing-support.js';

/**
 * Employees on record through the UI (docs/employees.md): an admin opens "Add employees" from manage-user,
 * checks a 5-row roster with one bad row (the preview table names the row and its code), imports it (the
 * result), adds one more employee by hand, and an imported employee signs in by OTP. Its own company, so it
 * depends on no data other specs leave behind.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('employees-roster');
  const stamp = Date.now().toString(36);
  const domain = `roster-${stamp}.example`;
  const admin = await newPage(browser, DESKTOP);
  const a = admin.page;
  try {
    await logIn(a, baseUrl, 'admin@finwell.example');
    const token = await tokenOf(a);
    const acme = await api<{ companies: Array<{ id: number; company_name: string; package_id: number | null }> }>(
      baseUrl,
      token,
      'GET',
      '/company/get_all_client?search=Acme&limit=5',
    );
    const created = await api<{ id: number }>(baseUrl, token, 'POST', '/company/add_client', {
      user_type: 3,
      company_name: `Roster E2E ${stamp}`,
      email_domains: [`@${domain}`],
      status: 1,
      package_id: acme.data.companies.find((c) => c.company_name === 'Acme Corp')?.package_id ?? null,
      client_configuration: [
        { start_date: '2026-01-01', end_date: '2030-12-31', session_time_out_duration: 30, type_of_login: 1 },
      ],
    });
    expect(created.status === 201, `the company is created (${created.status} ${created.code})`);
    const companyId = created.data.id;
    const roster = [
      'first_name,last_name,email,phone_number,status',
      `Anil,Kumar,anil@${domain},,1`,
      `Bina,Shah,bina@${domain},,1`,
      `Chetan,Roy,chetan@gmail.com,,1`,
      `Divya,Menon,divya@${domain},,1`,
      `Eshan,Gill,eshan@${domain},12345,1`,
    ].join('\n');

    await step('manage-user leads to Add employees; the company is found by typing its name', async () => {
      await a.goto(`${baseUrl}/admin/manage-user`);
      await a.getByRole('link', { name: 'Add employees' }).click();
      await a.getByRole('heading', { name: 'Add employees', level: 1 }).waitFor();
      await pickOption(a, 'Company', `Roster E2E ${stamp}`, `Roster E2E ${stamp}`);
      await a.waitForURL(`**/admin/manage-user/employees?company=${companyId}`);
      await a.getByRole('heading', { name: 'Import a roster' }).waitFor();
    });

    await step("the clients list leads to the same page from the company's row", async () => {
      await a.goto(`${baseUrl}/admin/manage-clients`);
      await a.getByRole('searchbox', { name: 'Search by name' }).fill(`Roster E2E ${stamp}`);
      await a.getByRole('link', { name: `Employees of Roster E2E ${stamp}` }).click();
      await a.waitForURL(`**/admin/manage-user/employees?company=${companyId}`);
      await a.getByRole('heading', { name: 'Import a roster' }).waitFor();
      expect(
        (await a.getByRole('combobox', { name: 'Company', exact: true }).inputValue()) === `Roster E2E ${stamp}`,
        'the chosen company is named in the picker',
      );
    });

    await step('checking the 5-row file previews 3 new employees and 2 bad rows, and writes nothing', async () => {
      const preview = await checkRoster(a, roster);
      expect((await countOf(preview, 'created')) === '3', 'preview: 3 new');
      expect((await countOf(preview, 'errors')) === '2', 'preview: 2 errors');
      const row4 = await preview.locator('tr[data-row="4"]').textContent();
      expect(row4?.includes('E-10084'), `row 4 is refused for its domain: ${row4}`);
      const row6 = await preview.locator('tr[data-row="6"]').textContent();
      expect(row6?.includes('E-10052'), `row 6 is refused for its mobile number: ${row6}`);
      const none = await api<{ total: number }>(baseUrl, token, 'GET', `/end-user?company_id=${companyId}`);
      expect(none.data.total === 0, 'the dry run wrote nobody');
      await screenshot(a, 'employees-roster-preview');
    });

    await step('importing writes the 3 good rows and shows the result', async () => {
      const result = await importRoster(a);
      expect((await countOf(result, 'created')) === '3', 'result: 3 new');
      const users = await api<{ users: Array<{ email: string; user_type: number }>; total: number }>(
        baseUrl,
        token,
        'GET',
        `/end-user?company_id=${companyId}`,
      );
      expect(users.data.total === 3, `3 employees on record, not ${users.data.total}`);
      expect(
        users.data.users.every((u) => u.user_type === 4 && u.email.endsWith(`@${domain}`)),
        'all role 4 of the company',
      );
      const welcome = await outbox(baseUrl, `anil@${domain}`);
      expect(
        welcome.some((m) => m.subject.includes('Welcome to FinWell')),
        'the welcome e-mail reached the first employee',
      );
      await screenshot(a, 'employees-roster-result');
    });

    await step('one more employee added by hand; a bad mobile number is shown beside its field', async () => {
      await a.getByLabel('First name').fill('Farida');
      await a.getByLabel('Work e-mail').fill(`farida@${domain}`);
      await a.getByLabel('Mobile number').fill('123');
      await a.getByRole('button', { name: 'Add employee' }).click();
      await a.getByText('Please enter a valid Indian mobile number').first().waitFor();
      await a.getByLabel('Mobile number').fill('');
      await a.getByRole('button', { name: 'Add employee' }).click();
      await a.getByText(`farida@${domain} added.`).first().waitFor();
    });

    await step(
      'a file too large to write at once imports in the background; the page follows it to the result',
      async () => {
        const lines = ['first_name,last_name,email,phone_number,status'];
        for (let i = 0; i < 3000; i++) lines.push(`Bulk${i},Row,bulk${i}@${domain},,1`);
        await a.getByLabel('Roster file').setInputFiles({
          name: 'big.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(lines.join('\n')),
        });
        await a.getByRole('button', { name: 'Check file' }).click();
        const preview = a.getByTestId('roster-preview');
        await preview.locator('[data-count="created"] dd', { hasText: '3000' }).waitFor();
        const answered = a.waitForResponse(
          (r) => r.url().includes('/employees/import') && r.request().method() === 'POST',
        );
        await a.getByRole('button', { name: 'Import', exact: true }).click();
        const first = (await (await answered).json()) as { data: { status: string } };
        expect(first.data.status !== 'done', `the answer is the queued import, not its result (${first.data.status})`);
        const result = a.getByTestId('roster-result');
        await result.getByText('The roster is imported.').waitFor({ timeout: 120_000 });
        expect((await result.locator('[data-count="created"] dd').textContent()) === '3000', 'result: 3000 new');
      },
    );

    await step('the page at phone width', async () => {
      const phone = await newPage(browser, MOBILE);
      try {
        await logIn(phone.page, baseUrl, 'admin@finwell.example');
        await phone.page.goto(`${baseUrl}/admin/manage-user/employees?company=${companyId}`);
        await phone.page.getByRole('heading', { name: 'Import a roster' }).waitFor();
        await screenshot(phone.page, 'employees-roster-phone');
        const overflow = await phone.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px too wide)`);
      } finally {
        await phone.context.close();
      }
    });

    await step('an imported employee signs in by OTP', async () => {
      const emp = await newPage(browser, DESKTOP);
      try {
        await logIn(emp.page, baseUrl, `bina@${domain}`);
        expect(new URL(emp.page.url()).pathname.startsWith('/client'), `lands in the portal: ${emp.page.url()}`);
      } finally {
        await emp.context.close();
      }
    });

    await step(
      'the company form turns on sign-up by company domain; a new address of the domain signs up',
      async () => {
        await a.goto(`${baseUrl}/admin/edit-client/${companyId}`);
        const flag = a.getByLabel('Sign-up by company domain');
        await flag.waitFor();
        expect(!(await flag.isChecked()), 'off by default');
        await flag.check();
        await screenshot(a, 'employees-client-flag');
        await a.getByRole('button', { name: 'Save', exact: true }).click();
        const saved = await eventually(
          () => api<{ allow_domain_signup?: boolean }>(baseUrl, token, 'GET', `/company/get_client_by_id/${companyId}`),
          (r) => r.data.allow_domain_signup === true,
          10_000,
        );
        expect(saved.data.allow_domain_signup === true, 'the flag is saved');
        const newcomer = await newPage(browser, DESKTOP);
        try {
          await logIn(newcomer.page, baseUrl, `newcomer@${domain}`);
          expect(new URL(newcomer.page.url()).pathname.startsWith('/client'), `signed up: ${newcomer.page.url()}`);
          const users = await api<{ users: Array<{ email: string; user_type: number }> }>(
            baseUrl,
            token,
            'GET',
            `/end-user?company_id=${companyId}&search=newcomer`,
          );
          expect(users.data.users[0]?.user_type === 5, 'the sign-up is role 5 Unknown_client_employee');
        } finally {
          await newcomer.context.close();
        }
      },
    );
  } finally {
    await admin.context.close();
  }
}
