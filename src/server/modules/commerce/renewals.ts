import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ScheduledTask } from '../../plugins/jobs.js';
import { formatDateIST, formatINR } from '../../../shared/format.js';
import { escapeHtml } from '../../html.js';
import { translate as t } from '../../i18n.js';
import { clearSessionCache } from '../auth/session.js';
import type { Deps } from '../counselling/booking-common.js';
import { APPLICABLE_TO, chargeOf, getPackageRow } from './packages.js';
import { renewPaidSubscription, startPayment } from './payments.js';

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
 */
const BATCH = 100;

export type RenewalReport = { billed: number; renewedFree: number; notRenewable: number; expired: number };

type Due = {
  id: number;
  user_id: number;
  package_id: number;
  status: string;
  period_end: Date | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
};

/** Trials and periods that ended unpaid expire; the account keeps no package from them. */
async function expireEnded(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'package_id'])
      .where('status', 'in', ['trial', 'active'])
      .where('period_end', '<=', now)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (ended.length === 0) return 0;
    await trx
      .updateTable('subscriptions')
      .set({ status: 'expired', next_charge_at: null, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        ended.map((e) => e.id),
      )
      .execute();
    for (const e of ended) {
      // Only when no other live subscription gives the account the same package.
      await trx
        .updateTable('users')
        .set({ package_id: null, updated_at: sql`now()` })
        .where('id', '=', e.user_id)
        .where('package_id', '=', e.package_id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('subscriptions as o')
                .select('o.id')
                .whereRef('o.user_id', '=', 'users.id')
                .whereRef('o.package_id', '=', 'users.package_id')
                .where('o.status', 'in', ['trial', 'active']),
            ),
          ),
        )
        .execute();
    }
    return ended.length;
  });
}

/** Claims the subscriptions whose charge is due: each once, whichever node runs the task. */
async function claimDue(db: Db, now: Date): Promise<Due[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.package_id',
        's.status',
        's.period_end',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.phone_number',
      ])
      .where('s.status', 'in', ['trial', 'active'])
      .where('s.next_charge_at', '<=', now)
      .where('s.period_end', '>', now)
      .orderBy('s.id')
      .limit(BATCH)
      .forUpdate('s')
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('subscriptions')
      .set({ next_charge_at: null, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .execute();
    return due;
  });
}

function renewalMail(d: Due, o: { packageName: string; rupees: string; link: string; ends: string; trial: boolean }) {
  const name = [d.first_name, d.last_name].filter(Boolean).join(' ') || d.email;
  const values = { name, plan: o.packageName, date: o.ends, amount: o.rupees, link: o.link };
  const hello = t('mail.renewal.hello', values);
  const lead = t(o.trial ? 'mail.renewal.leadTrial' : 'mail.renewal.leadPlan', values);
  const after = t('mail.renewal.after');
  return {
    to: d.email,
    subject: t(o.trial ? 'mail.renewal.subjectTrial' : 'mail.renewal.subjectPlan', values),
    text: `${hello}\n\n${lead}\n${t('mail.renewal.ask', values)}\n\n${after}\n`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p>` +
      `<p>${escapeHtml(t('mail.renewal.askHtml', values))} <a href="${escapeHtml(o.link)}">${escapeHtml(t('mail.renewal.payNow'))}</a>.</p>` +
      `<p>${escapeHtml(after)}</p>`,
  };
}

/** One run of the renewals task (see the module comment). */
export async function runRenewals(deps: Deps, now: Date = new Date()): Promise<RenewalReport> {
  const db = deps.ctx.db;
  const report: RenewalReport = { billed: 0, renewedFree: 0, notRenewable: 0, expired: 0 };
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
    try {
      const link = await startPayment(deps, {
        kind: 'package',
        subscriptionId: d.id,
        userId: d.user_id,
        amountPaise: charge,
        description: `FinWell package renewal: ${pkg.name}`,
        customer: {
          name: [d.first_name, d.last_name].filter(Boolean).join(' ') || d.email,
          email: d.email,
          contact: d.phone_number,
        },
        returnUrl: `/signup?subscription=${d.id}`,
      });
      const absolute = new URL(link, deps.ctx.config.publicUrl).toString();
      await deps.ctx.mailer.queue(
        renewalMail(d, {
          packageName: pkg.name,
          rupees: formatINR(charge / 100, { paise: charge % 100 !== 0 }),
          link: absolute,
          ends: formatDateIST(d.period_end ?? now),
          trial: d.status === 'trial',
        }),
      );
      report.billed += 1;
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
  if (report.expired > 0 || report.renewedFree > 0) clearSessionCache();
  return report;
}

/** The commerce module's scheduled task (pg-boss schedule through plugins/jobs.ts registerJobs). */
export function commerceTasks(deps: Deps): ScheduledTask[] {
  return [{ name: 'commerce.renewals', cron: '*/15 * * * *', run: (now) => runRenewals(deps, now) }];
}
