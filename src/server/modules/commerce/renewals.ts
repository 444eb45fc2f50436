import type { ScheduledTask } from '../../plugins/jobs.js';
import { clearSessionCache } from '../auth/session.js';
import type { Deps } from '../counselling/booking-common.js';
import { chargeSavedMethod } from './auto-renew.js';
import { APPLICABLE_TO, chargeOf, getPackageRow } from './packages.js';
import { claimDue, expireEnded } from './renewal-due.js';
import { sendRenewalLink } from './renewal-mails.js';
import { renewPaidSubscription } from './subscription-periods.js';

/**
 * Renewals and trial ends of paid users' subscriptions (docs/commerce.md "Renewals"), run by the job
 * engine every 15 minutes (`commerce.renewals`):
 *
 * - **Bill in advance.** A subscription whose `next_charge_at` has come (RENEWAL_NOTICE_DAYS before the
 *   period ends; a trial's last day) is claimed once (FOR UPDATE SKIP LOCKED, `next_charge_at` cleared in
 *   the same statement), priced at the package's price of today (a price change applies from the next
 *   cycle), and its payment link is e-mailed. A free package renews at once.
 * - **Extend on payment.** The payment webhook extends the period from its end (`renewPaidSubscription`).
 * - **Expire.** A trial or period that ends unpaid expires; the package leaves the account at its next
 *   request (the session reads the package on each request).
 *
 * A package that is inactive or no longer open to paid users is not billed again: it runs to its end.
 *
 * **Automatic debit.** A subscription whose buyer ticked "Renew automatically" (`auto_renew`) and whose
 * first payment saved a payment method (`mandate_*`) is charged with it instead (`chargeSaved`): success
 * renews it and e-mails a receipt; a refusal (at once, or later by webhook) e-mails today's payment link.
 * Consent without a saved method (a trial, or turned on later) gets a link that saves one.
 *
 * The database side is in renewal-due.ts, the mails in renewal-mails.ts, automatic debit in auto-renew.ts.
 */

export type RenewalReport = {
  billed: number;
  renewedFree: number;
  notRenewable: number;
  expired: number;
  /** Charged with the saved payment method (paid at once or accepted by the gateway). */
  autoCharged: number;
  /** Saved payment method refused at once: a link was e-mailed instead (also counted in `billed`). */
  autoFailed: number;
};

/** One run of the renewals task (see the module comment). */
export async function runRenewals(deps: Deps, now: Date = new Date()): Promise<RenewalReport> {
  const db = deps.ctx.db;
  const report: RenewalReport = {
    billed: 0,
    renewedFree: 0,
    notRenewable: 0,
    expired: 0,
    autoCharged: 0,
    autoFailed: 0,
  };
  report.expired = await expireEnded(db, now);
  for (const d of await claimDue(db, now)) {
    const pkg = await getPackageRow(db, d.package_id);
    const renewable =
      pkg &&
      Number(pkg.status) === 1 &&
      (pkg.applicable_to === APPLICABLE_TO.PAID_USERS || pkg.applicable_to === APPLICABLE_TO.OPEN_FOR_ALL);
    if (!pkg || !renewable) {
      report.notRenewable += 1;
      continue;
    }
    const charge = chargeOf(pkg);
    if (charge === 0) {
      await db.transaction().execute((trx) => renewPaidSubscription(trx, d.id));
      report.renewedFree += 1;
      continue;
    }
    const consented = d.auto_renew && d.mandate_token !== null;
    if (consented && (await chargeSavedMethod(deps, d, pkg, charge))) {
      report.autoCharged += 1;
      continue;
    }
    try {
      await sendRenewalLink(deps, d, pkg, charge, now, consented);
      report.billed += 1;
      if (consented) report.autoFailed += 1;
    } catch (err) {
      // The link could not be made: the charge is due again at the next run.
      deps.log?.(err, 'renewal payment link failed');
      await db
        .updateTable('subscriptions')
        .set({ next_charge_at: now })
        .where('id', '=', d.id)
        .where('next_charge_at', 'is', null)
        .execute();
    }
  }
  if (report.expired > 0 || report.renewedFree > 0 || report.autoCharged > 0) clearSessionCache();
  return report;
}

/** The commerce module's scheduled task (pg-boss schedule through plugins/jobs.ts registerJobs). */
export function commerceTasks(deps: Deps): ScheduledTask[] {
  return [{ name: 'commerce.renewals', cron: '*/15 * * * *', run: (now) => runRenewals(deps, now) }];
}
