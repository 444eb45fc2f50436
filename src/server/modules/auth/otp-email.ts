import type { MailMessage } from '../../plugins/mailer.js';
import { translate as t } from '../../i18n.js';
import { escapeHtml } from '../../html.js';
import type { Locale } from '../../../i18n/locales.js';

/**
 * The OTP e-mail, in the person's locale (sentences from the message catalogue, docs/i18n.md). The code is in the
 * body only, never in a link (ASVS 14.2.1). When the person asked with their mobile number, the mail says so (the
 * number masked) so the owner of the address recognises the request.
 */
export function otpEmail(opts: {
  to: string;
  code: string;
  minutes: number;
  viaPhone?: string;
  locale?: Locale;
}): MailMessage {
  const { locale } = opts;
  const via = opts.viaPhone ? t('mail.otp.viaPhone', { phone: opts.viaPhone }, locale) : '';
  const validity = t('mail.otp.validity', { minutes: opts.minutes }, locale);
  const text = `${via ? `${via}\n\n` : ''}${t('mail.otp.codeIs', { code: opts.code }, locale)}\n\n${validity}`;
  const html =
    `${via ? `<p>${escapeHtml(via)}</p>` : ''}<p>${escapeHtml(t('mail.otp.codeIsHtml', undefined, locale))}</p>` +
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(opts.code)}</p><p>${escapeHtml(validity)}</p>`;
  return { to: opts.to, subject: t('mail.otp.subject', { code: opts.code }, locale), text, html };
}
