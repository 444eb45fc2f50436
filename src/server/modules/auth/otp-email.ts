import type { MailMessage } from '../../plugins/mailer.js';

/**
 * The OTP e-mail. The code is in the body only, never in a link (ASVS 14.2.1). When the person
 * asked with their mobile number, the mail says so (the number masked) so the owner of the
 * address recognises the request.
 */
export function otpEmail(opts: { to: string; code: string; minutes: number; viaPhone?: string }): MailMessage {
  const via = opts.viaPhone
    ? `You asked to log in with the mobile number ${opts.viaPhone}, registered to this account.\n\n`
    : '';
  const viaHtml = opts.viaPhone
    ? `<p>You asked to log in with the mobile number ${opts.viaPhone}, registered to this account.</p>`
    : '';
  const text = `${via}Your FinWell one-time password is ${opts.code}.\n\nIt is valid for ${opts.minutes} minutes and can be used once. If you did not try to log in, ignore this e-mail.`;
  const html = `${viaHtml}<p>Your FinWell one-time password is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${opts.code}</p><p>It is valid for ${opts.minutes} minutes and can be used once. If you did not try to log in, ignore this e-mail.</p>`;
  return { to: opts.to, subject: `${opts.code} is your FinWell login code`, text, html };
}
