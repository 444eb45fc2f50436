import type { MailMessage } from '../../plugins/mailer.js';

/** The OTP e-mail. The code is in the body only, never in a link (ASVS 14.2.1). */
export function otpEmail(opts: { to: string; code: string; minutes: number }): MailMessage {
  const text = `Your FinWell one-time password is ${opts.code}.\n\nIt is valid for ${opts.minutes} minutes and can be used once. If you did not try to log in, ignore this e-mail.`;
  const html = `<p>Your FinWell one-time password is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${opts.code}</p><p>It is valid for ${opts.minutes} minutes and can be used once. If you did not try to log in, ignore this e-mail.</p>`;
  return { to: opts.to, subject: `${opts.code} is your FinWell login code`, text, html };
}
