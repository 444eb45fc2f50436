import type { Page } from 'playwright-core';
import { createSession } from '../../src/server/modules/auth/session.js';
import type { Db } from '../../src/server/db/index.js';
import { outbox, type OutboxMail } from './helpers.js';
import { TIMEOUTS } from './timing.js';

/** What the counselling spec (counselling.e2e.ts) uses: the mail wait, the slot picker and the load users. */

export async function waitForMail(baseUrl: string, to: string, subject: string, count = 1): Promise<OutboxMail[]> {
  const until = Date.now() + TIMEOUTS.mail;
  while (Date.now() < until) {
    const found = (await outbox(baseUrl, to)).filter((m) => m.subject === subject);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no "${subject}" e-mail (x${count}) for ${to}`);
}

/** Picks the n-th offered date and its first free slot in the slot picker. */
export async function pickSlot(page: Page, dateIndex: number): Promise<void> {
  const scope = page.getByRole('dialog').or(page.locator('main')).last();
  await scope.locator('[data-date]').nth(dateIndex).click();
  await scope.locator('[data-slot]').first().click();
}

/** `count` employees of the company (E2E00000…, e2e-load<i>@acme.example), each with a session token. */
export async function loadUserSessions(db: Db, companyId: number, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const u = await db
      .insertInto('users')
      .values({
        unique_user_no: `E2E${String(i).padStart(5, '0')}`,
        email: `e2e-load${i}@acme.example`,
        user_type: 4,
        company_id: companyId,
        package_id: null,
        first_name: 'Load',
        last_name: String(i),
        phone_number: null,
        gender: null,
        age_range: null,
        address: null,
        pin_code: null,
        city_name: null,
        state: null,
        country: 'India',
        billing_address: null,
        consent_at: null,
        coupon_code: null,
        status: 1,
        last_login_at: null,
        extra: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push(await createSession(db, { userId: u.id, idleMinutes: 60 }));
  }
  return tokens;
}
