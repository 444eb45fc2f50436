import { settlePastSessions } from '../../src/server/modules/counselling/scheduled-tasks.js';
import { seedCounselling } from '../../src/server/modules/counselling/seed.js';
import { loadUserSessions, pickSlot, waitForMail } from './counselling-support.js';
import { createSpec, eventually, expect, screenshot, type E2EContext } from './harness.js';
import { DESKTOP, logIn, newPage, skipFirstLoginPopups, outbox } from './helpers.js';
import { scaled } from './timing.js';

const EMPLOYEE = 'employee@acme.example';
const PHONE = '9876543210';

/**
 * Counselling in Chromium: an Acme employee books a free and a paid session (sandbox checkout),
 * gets both invites, reschedules, cancels and gives feedback; a visitor books and pays; an admin
 * adds a counsellor and uploads bookings; and 50 parallel requests for one slot give one winner.
 */
export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('counselling');
  if (!app) throw new Error('the counselling spec needs the app to seed counsellors');
  await seedCounselling(app.ctx.db);
  const db = app.ctx.db;
  const anand = (
    await db
      .selectFrom('counsellors')
      .select('id')
      .where('email', '=', 'counsellor@finwell.example')
      .executeTakeFirstOrThrow()
  ).id;
  const mailsBefore = (await outbox(baseUrl, EMPLOYEE)).length;

  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await step('the employee sees the 12 services with what each covers, excludes and its disclaimer', async () => {
      await logIn(page, baseUrl, EMPLOYEE);
      await skipFirstLoginPopups(page);
      await page.goto(`${baseUrl}/client/counselling`);
      await page.getByRole('heading', { name: 'Counselling', level: 1 }).waitFor();
      await page.locator('[data-service]').nth(11).waitFor();
      expect((await page.locator('[data-service]').count()) === 12, 'twelve services are listed');
      await page.locator('[data-service="tax-counselling"]').click();
      const dialog = page.getByRole('dialog', { name: 'Tax Counselling' });
      await dialog.getByText('What is not covered').waitFor();
      expect(await dialog.getByText('Disclaimer').isVisible(), 'the disclaimer shows');
      await page.keyboard.press('Escape');
      await screenshot(page, 'counselling-client');
    });

    await step('filters narrow the counsellors (specialization, language)', async () => {
      await page.getByLabel('Specialization').selectOption({ label: 'Tax Counselling' });
      await page.getByRole('heading', { name: 'Rohit Bansal' }).waitFor();
      const shown = await eventually(
        () => page.locator('[data-counsellor-id]').count(),
        (n) => n === 1,
      );
      expect(shown === 1, `one tax counsellor (got ${shown})`);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByLabel('Language').selectOption('Tamil');
      await page.getByRole('heading', { name: 'Lakshmi Narayanan' }).waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
    });

    await step('the first session is free and confirmed at once', async () => {
      await page.goto(`${baseUrl}/client/counselling/counsellor-details?id=${anand}`);
      await page.getByRole('heading', { name: 'Anand Kulkarni' }).waitFor();
      expect((await page.locator('[data-price]').textContent()) === 'Free', 'the price shows Free');
      await pickSlot(page, 0);
      await page.getByLabel('Mobile number').fill(PHONE);
      await page.getByRole('button', { name: 'Book free session' }).click();
      await page.getByRole('heading', { name: 'Your session is confirmed' }).waitFor();
      // What happens next: the counsellor calls the number given (issue 34: no bare "Online").
      const meet = (await page.getByTestId('booking-how-to-meet').textContent()) ?? '';
      expect(meet.includes('Anand Kulkarni will call you on +91'), `how the session is held (got "${meet}")`);
    });

    await step('the second session goes to the sandbox checkout and is confirmed when paid', async () => {
      await page.goto(`${baseUrl}/client/counselling/counsellor-details?id=${anand}`);
      await page.getByRole('heading', { name: 'Anand Kulkarni' }).waitFor();
      expect((await page.locator('[data-price]').textContent())?.includes('1,500'), 'the price shows ₹1,500');
      await pickSlot(page, 1);
      await page.getByLabel('Mobile number').fill(PHONE);
      await page.getByRole('button', { name: 'Book and pay' }).click();
      await page.waitForURL('**/payments/sandbox/checkout/**');
      await screenshot(page, 'sandbox-checkout');
      await page.getByRole('button', { name: /^Pay ₹1,500/ }).click();
      await page.waitForURL('**/client/counselling?**payment=success');
      await page.getByText('Payment received').waitFor();
      await page.locator('[data-booking-status="3"]').waitFor();
    });

    await step('both confirmations arrive with a calendar invite (METHOD:REQUEST)', async () => {
      const mails = await waitForMail(baseUrl, EMPLOYEE, 'Your counselling session is confirmed', 2);
      expect(
        mails.slice(0, 2).every((m) => m.ics?.includes('METHOD:REQUEST') && m.text.includes('IST')),
        'each carries an invite and an IST time',
      );
      expect((await outbox(baseUrl, EMPLOYEE)).length >= mailsBefore + 2, 'two new e-mails');
    });

    await step('the employee reschedules the free session', async () => {
      await page.goto(`${baseUrl}/client/counselling`);
      const free = page.locator('[data-booking-status="1"]').first();
      await free.getByRole('button', { name: 'Reschedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reschedule your session' });
      await dialog.locator('[data-date]').nth(3).click();
      await dialog.locator('[data-slot]').first().click();
      await dialog.getByRole('button', { name: 'Move session' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const moved = await waitForMail(baseUrl, EMPLOYEE, 'Your counselling session has moved');
      expect(moved[0].ics?.includes('SEQUENCE:1'), 'the updated invite has SEQUENCE:1');
    });

    await step('the employee cancels the paid session and gets a CANCEL invite and a refund', async () => {
      const paid = page.locator('[data-booking-status="3"]').first();
      await paid.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
      await dialog.getByRole('button', { name: 'Cancel session' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const cancelled = await waitForMail(baseUrl, EMPLOYEE, 'Your counselling session is cancelled');
      expect(cancelled[0].ics?.includes('METHOD:CANCEL'), 'the cancellation carries METHOD:CANCEL');
      expect(cancelled[0].text.includes('refund'), 'the e-mail mentions the refund');
    });

    await step('after an attended session the employee leaves feedback (4.5 stars and words)', async () => {
      const free = await db
        .selectFrom('counselling_bookings as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['b.id', 'b.ends_at'])
        .where('u.email', '=', EMPLOYEE)
        .where('b.status', '=', 1)
        .executeTakeFirstOrThrow();
      // The session takes place: the scheduled job settles it as attended after its end.
      await settlePastSessions({ ctx: app.ctx }, new Date(new Date(free.ends_at!).getTime() + 3 * 3600_000));
      await page.reload();
      await page.getByRole('tab', { name: 'Past' }).click();
      const attended = page.locator(`[data-booking-id="${free.id}"]`);
      await attended.getByRole('button', { name: 'Feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'How was your session?' });
      await dialog.getByText('★ 4.5').click();
      await dialog.getByLabel('Your words').fill('Clear and practical advice on my budget.');
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const fb = await db
        .selectFrom('counselling_feedback')
        .select('rating')
        .where('booking_id', '=', free.id)
        .executeTakeFirstOrThrow();
      expect(Number(fb.rating) === 4.5, 'the rating 4.5 is stored');
    });
  } finally {
    await context.close();
  }

  const visitor = await newPage(browser, DESKTOP);
  try {
    await step('a visitor books and pays through /public-counselling', async () => {
      const p = visitor.page;
      await p.goto(`${baseUrl}/public-counselling`);
      await p
        .locator('[data-counsellor-id]')
        .first()
        .waitFor({ timeout: scaled(20_000) });
      await p.getByRole('heading', { name: 'Lakshmi Narayanan' }).waitFor();
      await p.getByRole('link', { name: 'View & book Lakshmi Narayanan' }).click();
      await p.waitForURL('**/public-counselling/counsellor-details?id=*');
      await p.getByRole('heading', { name: 'Lakshmi Narayanan' }).waitFor();
      await pickSlot(p, 0);
      await p.getByLabel('First name').fill('Asha');
      await p.getByLabel('Last name').fill('Rao');
      await p.getByLabel('E-mail').fill('asha.visitor@example.com');
      await p.getByLabel('Mobile number').fill('9123456780');
      await p.getByRole('button', { name: 'Book and pay' }).click();
      await p.waitForURL('**/payments/sandbox/checkout/**');
      await p.getByRole('button', { name: /^Pay ₹2,000/ }).click();
      await p.waitForURL('**/public-counselling?booking=*');
      await p.getByText('Your session is confirmed').waitFor();
      const meet = (await p.getByTestId('booking-how-to-meet').textContent()) ?? '';
      expect(
        meet.includes('Lakshmi Narayanan will call you on the mobile number you gave'),
        `the visitor is told how the session is held (got "${meet}")`,
      );
      const [mail] = await waitForMail(baseUrl, 'asha.visitor@example.com', 'Your counselling session is confirmed');
      expect(mail.text.includes('will call you on +91 91234 56780'), 'the e-mail says which number is called');
      expect(!!mail.ics && !mail.ics.includes('LOCATION:Online'), 'the invite names the phone call, not "Online"');
      await screenshot(p, 'public-counselling-paid');
    });
  } finally {
    await visitor.context.close();
  }

  const admin = await newPage(browser, DESKTOP);
  try {
    await step('an admin adds a counsellor through the schema form', async () => {
      const p = admin.page;
      await logIn(p, baseUrl, 'admin@finwell.example');
      await p.goto(`${baseUrl}/admin/add-counsellor`);
      await p.getByRole('heading', { name: 'Add counsellor' }).waitFor();
      await p.getByLabel('First name').fill('Nisha');
      await p.getByLabel('Last name').fill('Gupta');
      await p.getByLabel('E-mail').fill('nisha.e2e@finwell.example');
      await p.getByLabel('Category').selectOption({ label: 'Financial' });
      await p.getByLabel('Debt Counselling').check();
      await p.getByLabel('Experience (years)').fill('6');
      await p.getByLabel('Location').fill('Jaipur');
      await p.getByLabel('Brief profile').fill('Helps families get out of debt.');
      await p.getByRole('button', { name: 'Save' }).click();
      // Days and times are required for Debt Counselling: the spec's codes show on the fields
      await p.getByText('Please select the available days.').first().waitFor();
      await p.getByLabel('Monday').check();
      await p.locator('#counsellor_available_times__add').click();
      await p.getByLabel('Start').fill('10:00');
      await p.getByLabel('End').fill('12:00');
      await p.getByRole('button', { name: 'Save' }).click();
      await p.waitForURL('**/admin/manage-counsellors');
      await p.getByText('nisha.e2e@finwell.example').waitFor();
      await screenshot(p, 'admin-counsellors');
    });

    await step('an admin uploads bookings from a spreadsheet and confirms them', async () => {
      const p = admin.page;
      await p.goto(`${baseUrl}/admin/upload-user-booking`);
      await p.getByRole('heading', { name: 'Upload bookings' }).waitFor();
      const dates = (await (
        await fetch(`${baseUrl}/api/v1/public/counselors-slot?counsellor_id=${anand}&days=30`)
      ).json()) as { data: { available_dates: Array<{ date: string }> } };
      const date = dates.data.available_dates[5].date;
      const csv = `email,first_name,last_name,phone_number,counsellor_id,service_id,booking_date,slot_time\nhr@acme.example,Harini,Iyer,,${anand},1,${date},14:00\nnobody@acme.example,,,,${anand},1,${date},15:00\n`;
      await p
        .locator('input[type=file]')
        .setInputFiles({ name: 'bookings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await p.getByRole('heading', { name: /bookings.csv: 1 ready, 1 with problems/ }).waitFor();
      await p.getByRole('button', { name: 'Confirm and book' }).click();
      await p.locator('[data-upload-status="confirmed"]').waitFor();
      const booked = await db.selectFrom('counselling_bookings').select('id').where('source', '=', 'upload').execute();
      expect(booked.length === 1, 'one uploaded booking was made');
    });
  } finally {
    await admin.context.close();
  }

  await step('50 parallel requests for one slot: one booking, 49 × E-10056', async () => {
    const dates = (await (
      await fetch(`${baseUrl}/api/v1/public/counselors-slot?counsellor_id=${anand}&days=30`)
    ).json()) as { data: { available_dates: Array<{ date: string }> } };
    const date = dates.data.available_dates[8].date;
    const acme = await app.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Acme Corp')
      .executeTakeFirstOrThrow();
    const tokens = await loadUserSessions(app.ctx.db, acme.id, 50);
    const answers = await Promise.all(
      tokens.map(async (t) => {
        const res = await fetch(`${baseUrl}/api/v1/book-counselor`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
          body: JSON.stringify({ counsellor_id: anand, booking_date: date, slot_time: '10:00', phone_number: PHONE }),
        });
        return ((await res.json()) as { status_code: string }).status_code;
      }),
    );
    const winners = answers.filter((c) => c === 'S-10011').length;
    const refused = answers.filter((c) => c === 'E-10056').length;
    console.log(`    concurrency: 50 requests for one slot -> ${winners} booking, ${refused} x E-10056`);
    expect(winners === 1 && refused === 49, `one winner and 49 E-10056 (got ${winners} / ${refused})`);
  });
}
