import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ScheduledTask } from '../../plugins/jobs.js';
import { formatDateIST, formatINR, withFormatLocale } from '../../../shared/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { escapeHtml } from '../../html.js';
import { translator } from '../../i18n.js';
import { clearSessionCache } from '../auth/session.js';
import type { Deps } from '../counselling/booking-common.js';
import { APPLICABLE_TO, chargeOf, getPackageRow } from './packages.js';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/app-error.js';
import { getPayments } from '../payments/registry.js';
import { onAutoChargeSettled, renewPaidSubscription, settleCommercePayment, startPayment } from './payments.js';

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
 */
const BATCH = 100;

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
  /** The person's language for the renewal mails (users.locale; en-IN when not chosen). */
  locale: Locale | null;
  auto_renew: boolean;
  mandate_provider: string | null;
  mandate_customer: string | null;
  mandate_token: string | null;
};

const DUE_COLUMNS = [
  's.id',
  's.user_id',
  's.package_id',
  's.status',
  's.period_end',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.phone_number',
  'u.locale',
  's.auto_renew',
  's.mandate_provider',
  's.mandate_customer',
  's.mandate_token',
] as const;

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
      .select(DUE_COLUMNS)
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

/** The catalogue in the person's language, and dates and money formatted for it. */
const localeOf = (d: Due): Locale => d.locale ?? DEFAULT_LOCALE;
const translatorFor = (d: Due) => translator(localeOf(d));

const nameOf = (d: Due) => [d.first_name, d.last_name].filter(Boolean).join(' ') || d.email;

function renewalMail(
  d: Due,
  o: { packageName: string; rupees: string; link: string; ends: string; trial: boolean; declined?: boolean },
) {
  const t = translatorFor(d);
  const values = { name: nameOf(d), plan: o.packageName, date: o.ends, amount: o.rupees, link: o.link };
  const hello = t('mail.renewal.hello', values);
  const lead = t(o.trial ? 'mail.renewal.leadTrial' : 'mail.renewal.leadPlan', values);
  const declined = o.declined ? t('mail.autoRenew.declined', values) : null;
  const after = t('mail.renewal.after');
  return {
    to: d.email,
    subject: t(o.trial ? 'mail.renewal.subjectTrial' : 'mail.renewal.subjectPlan', values),
    text: `${hello}\n\n${declined ? `${declined}\n` : ''}${lead}\n${t('mail.renewal.ask', values)}\n\n${after}\n`,
    html:
      `<p>${escapeHtml(hello)}</p>${declined ? `<p>${escapeHtml(declined)}</p>` : ''}<p>${escapeHtml(lead)}</p>` +
      `<p>${escapeHtml(t('mail.renewal.askHtml', values))} <a href="${escapeHtml(o.link)}">${escapeHtml(t('mail.renewal.payNow'))}</a>.</p>` +
      `<p>${escapeHtml(after)}</p>`,
  };
}

/** The receipt of an automatic renewal. */
function receiptMail(d: Due, o: { packageName: string; rupees: string; until: string; helpUrl: string }) {
  const t = translatorFor(d);
  const values = { name: nameOf(d), plan: o.packageName, date: o.until, amount: o.rupees, link: o.helpUrl };
  const hello = t('mail.renewal.hello', values);
  const lead = t('mail.autoRenew.lead', values);
  return {
    to: d.email,
    subject: t('mail.autoRenew.subject', values),
    text: `${hello}\n\n${lead}\n\n${t('mail.autoRenew.manage', values)}\n`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p>` +
      `<p>${escapeHtml(t('mail.autoRenew.manageHtml', values))} <a href="${escapeHtml(o.helpUrl)}">${escapeHtml(t('mail.autoRenew.helpPage'))}</a>.</p>`,
  };
}

const customerOf = (d: Due) => ({ name: nameOf(d), email: d.email, contact: d.phone_number });
const rupeesOf = (paise: number) => formatINR(paise / 100, { paise: paise % 100 !== 0 });

/** Today's path: the payment link e-mailed (it saves the payment method when the buyer consented). */
async function sendRenewalLink(deps: Deps, d: Due, pkg: { name: string }, charge: number, now: Date, declined = false) {
  const link = await startPayment(deps, {
    kind: 'package',
    subscriptionId: d.id,
    userId: d.user_id,
    amountPaise: charge,
    description: `FinWell package renewal: ${pkg.name}`,
    customer: customerOf(d),
    returnUrl: `/signup?subscription=${d.id}`,
    saveToken: d.auto_renew,
  });
  const absolute = new URL(link, deps.ctx.config.publicUrl).toString();
  await deps.ctx.mailer.queue(
    renewalMail(d, {
      packageName: pkg.name,
      rupees: withFormatLocale(localeOf(d), () => rupeesOf(charge)),
      link: absolute,
      ends: withFormatLocale(localeOf(d), () => formatDateIST(d.period_end ?? now)),
      trial: d.status === 'trial',
      declined,
    }),
  );
}

/**
 * Charges the saved payment method of a consented subscription. Answers false when the provider refused
 * (the caller sends the link). A charge paid at once is settled here like its webhook would be (the same
 * settler, so the period follows the old end and the receipt goes out once); a pending one by its webhook.
 */
async function chargeSavedMethod(deps: Deps, d: Due, pkg: { name: string }, charge: number): Promise<boolean> {
  const provider = getPayments(deps.ctx).active;
  if (!d.mandate_token || !d.mandate_customer || d.mandate_provider !== provider.name) return false;
  let r;
  try {
    r = await provider.chargeSaved({
      reference: `pkg_${randomUUID()}`,
      amountPaise: charge,
      description: `FinWell package renewal: ${pkg.name}`,
      customer: customerOf(d),
      saved: { customer: d.mandate_customer, token: d.mandate_token },
    });
  } catch (err) {
    deps.log?.(err, 'automatic renewal charge refused');
    return false;
  }
  await deps.ctx.db
    .insertInto('commerce_payments')
    .values({
      kind: 'package',
      subscription_id: d.id,
      user_id: d.user_id,
      provider: provider.name,
      provider_ref: r.providerRef,
      amount_paise: charge,
      status: 'created',
      auto: true,
    })
    .execute();
  if (r.status === 'paid') {
    const settled = await deps.ctx.db.transaction().execute((trx) =>
      settleCommercePayment(trx, deps, provider.name, {
        eventId: `auto:${r.providerRef}`,
        eventType: 'auto_renewal.charged',
        kind: 'paid',
        providerRef: r.providerRef,
        providerPaymentId: r.providerPaymentId,
        amountPaise: charge,
      }),
    );
    await settled?.after?.();
  }
  return true;
}

async function dueOf(db: Db, subscriptionId: number): Promise<Due | undefined> {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(DUE_COLUMNS)
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
}

/** After an automatic charge settled: the receipt, or (refused by webhook) the payment link. */
onAutoChargeSettled(async (deps, subscriptionId, outcome) => {
  const d = await dueOf(deps.ctx.db, subscriptionId);
  const pkg = d && (await getPackageRow(deps.ctx.db, d.package_id));
  if (!d || !pkg) return;
  const charge = chargeOf(pkg);
  if (outcome === 'failed') {
    await sendRenewalLink(deps, d, pkg, charge, new Date(), true);
    return;
  }
  const paid = await deps.ctx.db
    .selectFrom('commerce_payments')
    .select('amount_paise')
    .where('subscription_id', '=', subscriptionId)
    .where('auto', '=', true)
    .where('status', '=', 'paid')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await deps.ctx.mailer.queue(
    receiptMail(d, {
      packageName: pkg.name,
      rupees: withFormatLocale(localeOf(d), () => rupeesOf(Number(paid?.amount_paise ?? charge))),
      until: withFormatLocale(localeOf(d), () => formatDateIST(d.period_end ?? new Date())),
      helpUrl: new URL('/client/help', deps.ctx.config.publicUrl).toString(),
    }),
  );
});

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

/**
 * package/auto-renew: the caller turns automatic renewal of a live subscription on or off (E-10790 when it
 * is not theirs or not live). Off also forgets the saved payment method; turned on again, the next renewal's
 * link saves a new one.
 */
export async function setAutoRenew(db: Db, userId: number, subscriptionId: number, on: boolean) {
  const row = await db
    .updateTable('subscriptions')
    .set({
      auto_renew: on,
      ...(on ? {} : { mandate_provider: null, mandate_customer: null, mandate_token: null }),
      updated_at: sql`now()`,
    })
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['trial', 'active'])
    .returning(['id', 'auto_renew', 'mandate_token'])
    .executeTakeFirst();
  if (!row) throw new AppError('E-10790');
  return { subscription_id: row.id, auto_renew: row.auto_renew, saved_method: row.mandate_token !== null };
}

/** The commerce module's scheduled task (pg-boss schedule through plugins/jobs.ts registerJobs). */
export function commerceTasks(deps: Deps): ScheduledTask[] {
  return [{ name: 'commerce.renewals', cron: '*/15 * * * *', run: (now) => runRenewals(deps, now) }];
}
