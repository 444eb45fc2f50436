import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import type { App } from '../../src/server/app.js';
import { eventually, expect, screenshot } from './harness.js';
import { MOBILE } from './helpers.js';

/** What a person reads in the report table: header labels and the cell texts of each row. */
export async function readTable(page: Page): Promise<{ head: string[]; rows: string[][] }> {
  const table = page.getByTestId('report-table');
  await table.waitFor();
  const head = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
  const rows: string[][] = [];
  for (const tr of await table.locator('tbody tr').all())
    rows.push((await tr.locator('td').allTextContents()).map((t) => t.trim()));
  return { head, rows };
}

/**
 * The reports' company filter (a type-ahead picker over get_all_client): with 120 extra clients (more than one page of
 * 100), an admin types part of a name, picks it with the keyboard, the URL and the table follow; a reload and a company
 * outside the first page keep their names; the clear button removes the filter; the open picker fits a phone.
 */
export async function checkCompanyPicker(page: Page, baseUrl: string, app: App): Promise<void> {
  const db = app.ctx.db;
  const acme = await db
    .selectFrom('companies')
    .select('id')
    .where('company_name', '=', 'Acme Corp')
    .executeTakeFirstOrThrow();
  // 120 more clients: more than one page of get_all_client (100), so the picker has to search the server.
  await sql`INSERT INTO companies (company_name, user_type)
      SELECT 'Picker Co ' || lpad(g::text, 3, '0'), 3 FROM generate_series(1, 120) g`.execute(db);
  try {
    const last = await db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Picker Co 120')
      .executeTakeFirstOrThrow();
    // Oldest first: the seeded accounts of several companies (earlier specs add many Acme accounts, which the newest
    // first would show alone).
    await page.goto(`${baseUrl}/admin/manage-reports/master-report?range=all&sort=oldest`);
    const before = await readTable(page);
    const col = before.head.indexOf('Company');
    expect(col >= 0, `the table has a Company column (${before.head})`);
    expect(
      before.rows.some((r) => r[col] !== 'Acme Corp'),
      'unfiltered, the table lists more than Acme Corp',
    );
    const picker = page.getByTestId('f-company');
    const box = picker.getByRole('combobox', { name: 'Company' });
    expect((await box.inputValue()) === 'All companies', `no filter: "All companies" (${await box.inputValue()})`);
    // No text: the "All" choice, the first 20 names and how many there are.
    await box.click();
    await picker.getByText(/^20 of \d+ shown: type to narrow$/).waitFor();
    await screenshot(page, 'reports-company-picker-desktop-first20', { fullPage: false });
    const options = picker.getByRole('option');
    expect((await options.count()) === 21, `All + 20 names (${await options.count()})`);
    const searched = page.waitForResponse((r) => {
      const u = new URL(r.url());
      return (
        u.pathname.endsWith('/company/get_all_client') &&
        u.searchParams.get('search') === 'acme' &&
        u.searchParams.get('user_type') === '3' &&
        u.searchParams.get('limit') === '20'
      );
    });
    await box.pressSequentially('acme', { delay: 40 });
    await searched;
    await eventually(
      () => options.allTextContents(),
      (names) => names.length === 1 && names[0] === 'Acme Corp',
    );
    await screenshot(page, 'reports-company-picker-desktop', { fullPage: false });
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect((await page.locator(`[id="${active}"]`).textContent()) === 'Acme Corp', 'Acme Corp is the active option');
    await box.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('company_id') === String(acme.id));
    const after = await eventually(
      () => readTable(page),
      (t) => t.rows.length > 0 && t.rows.every((r) => r[col] === 'Acme Corp'),
    );
    expect(
      after.rows.length > 0 && after.rows.every((r) => r[col] === 'Acme Corp'),
      'only Acme Corp people are listed',
    );
    expect((await box.inputValue()) === 'Acme Corp', `the picker shows Acme Corp (${await box.inputValue()})`);

    await page.reload();
    await page.getByTestId('report-table').waitFor();
    const reloaded = await eventually(
      () => box.inputValue(),
      (v) => v === 'Acme Corp',
    );
    expect(reloaded === 'Acme Corp', `after a reload the picker shows Acme Corp (${reloaded})`);

    // A company outside the first page: its name comes from get_client_by_id.
    const byId = page.waitForRequest((r) => r.url().includes(`/company/get_client_by_id/${last.id}`));
    await page.goto(`${baseUrl}/admin/manage-reports/master-report?range=all&company_id=${last.id}`);
    await byId;
    const far = await eventually(
      () => box.inputValue(),
      (v) => v === 'Picker Co 120',
    );
    expect(far === 'Picker Co 120', `the 120th extra client is named in the picker (${far})`);

    await picker.getByRole('button', { name: 'Clear Company' }).click();
    await page.waitForURL((u) => !u.searchParams.has('company_id'));
    const cleared = await eventually(
      () => box.inputValue(),
      (v) => v === 'All companies',
    );
    expect(cleared === 'All companies', `cleared: "All companies" (${cleared})`);

    // At phone width the open picker fits.
    const desktop = page.viewportSize();
    await page.setViewportSize(MOBILE);
    try {
      await box.click();
      await picker.getByText(/^20 of \d+ shown: type to narrow$/).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 0, `the open picker causes no horizontal scroll (${overflow}px)`);
      await screenshot(page, 'reports-company-picker-phone', { fullPage: false });
      await box.press('Escape');
    } finally {
      if (desktop) await page.setViewportSize(desktop);
    }
  } finally {
    await sql`DELETE FROM companies WHERE company_name LIKE 'Picker Co %'`.execute(db);
  }
}
