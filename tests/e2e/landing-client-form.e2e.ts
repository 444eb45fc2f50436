import { createSpec, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, newPage } from './helpers.js';
import { api, tokenOf } from './landing-support.js';

/**
 * Server-driven forms in Chromium: a super admin adds a field to the client form, and the admin form and server
 * validation follow without a restart; restoring version 1 takes the field away again.
 */
export async function run({ browser, baseUrl }: E2EContext): Promise<void> {
  const step = createSpec('landing-client-form');
  const admin = await newPage(browser, DESKTOP);
  const a = admin.page;
  try {
    await logIn(a, baseUrl, 'admin@finwell.example');
    const adminToken = await tokenOf(a);
    const sa = await newPage(browser, DESKTOP);
    try {
      await step('a super admin adds a field to the client form: checked, previewed, saved and published', async () => {
        await logIn(sa.page, baseUrl, 'superadmin@finwell.example');
        await sa.page.goto(`${baseUrl}/admin/manage-forms?form=client`);
        const overlay = sa.page.getByLabel('Overlay (JSON Schema)');
        await overlay.waitFor();
        await overlay.fill(
          '{ "type": "object", "properties": { "employee_count": { "type": "integer", "minimum": 1, "title": "Employees" }',
        );
        await sa.page.getByText('Not valid JSON').waitFor();
        await overlay.fill(
          '{ "type": "object", "properties": { "employee_count": { "type": "integer", "minimum": 1, "title": "Employees" } } }',
        );
        await sa.page.locator('[data-check="ok"]').waitFor();
        await sa.page.getByLabel('Employees').waitFor();
        await sa.page.getByLabel('Note for this version').fill('Add employee count');
        await sa.page.getByRole('button', { name: 'Save as version 2' }).click();
        await sa.page.getByText('Saved as version 2').first().waitFor();
        await sa.page.locator('[data-form-version="2"]').getByRole('button', { name: 'Publish' }).click();
        await sa.page.getByText('Version 2 is published').first().waitFor();
        await screenshot(sa.page, 'manage-forms');
      });

      await step(
        'the admin form shows the new field and validates it; the server enforces it without a restart',
        async () => {
          await a.goto(`${baseUrl}/admin/add-client`);
          const field = a.getByLabel('Employees');
          await field.waitFor();
          await field.fill('0');
          await a.getByRole('button', { name: 'Save', exact: true }).click();
          await a.getByText('Must be 1 or more.').first().waitFor();
          const base = {
            user_type: 3,
            company_name: '',
            email_domains: ['@e2e.example'],
            client_configuration: [
              { start_date: '2026-01-01', end_date: '2027-01-01', session_time_out_duration: 30, type_of_login: 1 },
            ],
          };
          const refused = await api<{ errors: Array<{ field: string; code: string }> }>(
            baseUrl,
            adminToken,
            'POST',
            '/company/add_client',
            { ...base, employee_count: 0 },
          );
          expect(
            refused.status === 422 && refused.data.errors.some((e) => e.field === 'employee_count'),
            'the server refuses employee_count 0',
          );
          const accepted = await api<{ errors: Array<{ field: string }> }>(
            baseUrl,
            adminToken,
            'POST',
            '/company/add_client',
            { ...base, employee_count: 40 },
          );
          expect(
            accepted.status === 422 && accepted.data.errors.every((e) => e.field !== 'employee_count'),
            'a valid employee count is accepted (only the empty name is refused)',
          );
          await screenshot(a, 'add-client');
        },
      );

      await step('restoring version 1 takes the field away again', async () => {
        await sa.page.locator('[data-form-version="1"]').getByRole('button', { name: 'Restore' }).click();
        await sa.page.getByText('Version 1 is published').first().waitFor();
        await a.reload();
        await a.getByLabel('Company name').waitFor();
        expect((await a.getByLabel('Employees').count()) === 0, 'the add-client form no longer has the field');
      });
    } finally {
      await sa.context.close();
    }
  } finally {
    await admin.context.close();
  }
}
