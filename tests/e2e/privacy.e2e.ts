import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { addAcmeEmployee, DESKTOP, logIn, newPage, skipFirstLoginPopups } from './helpers.js';

const EMAIL = 'e2e.leaver@acme.example';

/**
 * Privacy self-service (docs/privacy.md): an employee downloads their data, asks for deletion, and
 * after the grace period cannot log in; the admin's booking list no longer shows their name while
 * the number of bookings stays the same.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('privacy');
  if (!app) throw new Error('the privacy spec needs the app (run.ts passes it)');
  const db = app.ctx.db;
  let bookingId = 0;
  const totalBookings = async () => {
    const r = await sql<{ n: string }>`SELECT count(*) AS n FROM counselling_bookings`.execute(db);
    return Number(r.rows[0].n);
  };

  await step('an employee with a booking exists', async () => {
    const { id: userId, companyId: acmeId } = await addAcmeEmployee(db, {
      email: EMAIL,
      uniqueUserNo: 'FWE2ELEAVE',
      firstName: 'Zoravar',
      lastName: 'Leaving',
      phone: '9123400001',
    });
    const counsellor = await sql<{
      id: number;
    }>`SELECT id FROM counsellors WHERE status = 1 ORDER BY id LIMIT 1`.execute(db);
    const b = await sql<{ id: number }>`INSERT INTO counselling_bookings
      (uid, user_id, company_id, phone_number, counsellor_id, service_id, booking_date, slot_time, starts_at, ends_at,
       status, session_type, price_paise, amount_paise, source)
      VALUES (gen_random_uuid(), ${userId}, ${acmeId}, '9123400001', ${counsellor.rows[0].id}, 1, '2035-01-02',
       '10:00', '2035-01-02T10:00:00+05:30', '2035-01-02T10:45:00+05:30', 1, 1, 0, 0, 'user') RETURNING id`.execute(db);
    bookingId = b.rows[0].id;
  });

  const employee = await newPage(browser, DESKTOP);
  const admin = await newPage(browser, DESKTOP);
  try {
    await step('the admin booking list shows the employee by name', async () => {
      await logIn(admin.page, baseUrl, 'admin@finwell.example');
      await admin.page.goto(`${baseUrl}/admin/manage-bookings`);
      const row = admin.page.locator(`tr[data-booking-id="${bookingId}"]`);
      await row.waitFor();
      expect((await row.textContent())?.includes('Zoravar Leaving'), 'the row names the employee');
    });

    await step('the employee downloads their data as JSON and as PDF on My profile', async () => {
      await logIn(employee.page, baseUrl, EMAIL);
      await skipFirstLoginPopups(employee.page);
      await employee.page.goto(`${baseUrl}/client/my-profile`);
      await employee.page.getByTestId('privacy-section').waitFor();
      const [json] = await Promise.all([
        employee.page.waitForEvent('download'),
        employee.page.getByTestId('download-json').click(),
      ]);
      expect(json.suggestedFilename() === 'my-finwell-data.json', 'the JSON file name');
      const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as {
        profile: { email: string };
        bookings: Array<{ id: number }>;
      };
      expect(data.profile.email === EMAIL, 'the JSON holds the profile');
      expect(
        data.bookings.some((b) => b.id === bookingId),
        'the JSON holds the booking',
      );
      const [pdf] = await Promise.all([
        employee.page.waitForEvent('download'),
        employee.page.getByTestId('download-pdf').click(),
      ]);
      const bytes = readFileSync((await pdf.path())!);
      expect(bytes.subarray(0, 5).toString('latin1') === '%PDF-', 'the PDF is a PDF');
      await screenshot(employee.page, 'privacy-section', { fullPage: true });
    });

    await step('the employee asks for deletion and sees the date', async () => {
      await employee.page.getByTestId('request-deletion').click();
      await employee.page.getByTestId('confirm-deletion').click();
      const scheduled = employee.page.getByTestId('deletion-scheduled');
      await scheduled.waitFor();
      expect((await scheduled.textContent())?.includes('will be deleted on'), 'the scheduled date shows');
      const mails = (await (await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as {
        data: Array<{ subject: string }>;
      };
      expect(
        mails.data.some((m) => /deleted/i.test(m.subject)),
        'a confirmation e-mail was sent',
      );
    });

    const before = await totalBookings();
    await step('after the grace period the privacy job anonymises the account', async () => {
      const res = await fetch(`${baseUrl}/api/dev/privacy/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: new Date(Date.now() + 15 * 86_400_000).toISOString() }),
      });
      const body = (await res.json()) as { data: { deleted_accounts: number } };
      expect(body.data.deleted_accounts === 1, `one account deleted (${JSON.stringify(body.data)})`);
    });

    await step('the employee can no longer log in', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      try {
        await page.goto(`${baseUrl}/login`);
        await page.locator('#login-email').fill(EMAIL);
        await page.getByRole('button', { name: 'Send OTP' }).click();
        const error = page.getByTestId('login-error');
        await error.waitFor();
        expect((await error.textContent())?.includes('E-10004'), 'the login names E-10004 (no such account)');
        await employee.page.reload();
        // The session restore is refused and the app replaces the URL with /login (a same-document navigation that
        // page.waitForURL missed once the reload had settled): read the URL until it gets there.
        const landed = await eventually(
          async () => new URL(employee.page.url()).pathname,
          (path) => path.startsWith('/login'),
          30_000,
        );
        expect(landed.startsWith('/login'), `the deleted account lands on /login (at ${landed})`);
      } finally {
        await context.close();
      }
    });

    await step("the admin's booking list no longer shows the name; the booking count is unchanged", async () => {
      expect((await totalBookings()) === before, 'no booking was removed');
      await admin.page.reload();
      const row = admin.page.locator(`tr[data-booking-id="${bookingId}"]`);
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(!text.includes('Zoravar') && !text.includes('Leaving'), `the name is gone (row: ${text.slice(0, 120)})`);
      expect(!text.includes(EMAIL), 'the e-mail is gone');
      await screenshot(admin.page, 'privacy-admin-bookings');
    });
  } finally {
    await employee.context.close();
    await admin.context.close();
  }
}
