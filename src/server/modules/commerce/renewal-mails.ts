import { formatDateIST, formatINR, withFormatLocale } from '../../../shared/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { escapeHtml } from '../../html.js';
import { translator } from '../../i18n.js';
import type { Deps } from '../counselling/booking-common.js';
import { packageName } from './package-text.js';
import { startPayment } from './payments.js';
import type { Due } from './renewal-due.js';

/**
 * The renewals' mails, in the buyer's language: the e-mailed payment link and the automatic renewal's receipt; the
 * package named in it too (its Hindi name where written, docs/commerce.md "Hindi").
 */

/** The catalogue in the person's language, and dates and money formatted for it. */
export const localeOf = (d: Due): Locale => d.locale ?? DEFAULT_LOCALE;
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
export function receiptMail(d: Due, o: { packageName: string; rupees: string; until: string; helpUrl: string }) {
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

export const customerOf = (d: Due) => ({ name: nameOf(d), email: d.email, contact: d.phone_number });
export const rupeesOf = (paise: number) => formatINR(paise / 100, { paise: paise % 100 !== 0 });

/** Today's path: the payment link e-mailed (it saves the payment method when the buyer consented). */
export async function sendRenewalLink(
  deps: Deps,
  d: Due,
  pkg: { name: string; hi?: unknown },
  charge: number,
  now: Date,
  declined = false,
) {
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
      packageName: packageName(pkg, localeOf(d)),
      rupees: withFormatLocale(localeOf(d), () => rupeesOf(charge)),
      link: absolute,
      ends: withFormatLocale(localeOf(d), () => formatDateIST(d.period_end ?? now)),
      trial: d.status === 'trial',
      declined,
    }),
  );
}
