import type { MailMessage } from '../../plugins/mailer.js';
import { escapeHtml } from '../../html.js';
import { translator } from '../../i18n.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';

/**
 * The welcome e-mail of a new employee (docs/employees.md): the portal's address and how to sign in
 * (one-time password by e-mail or mobile number; the company's single sign-on for login type 3), in
 * the employee's language (their account's choice, else the one the roster or the sign-up gave).
 */
export function welcomeEmail(opts: {
  to: string;
  name: string | null;
  company: string;
  typeOfLogin: number;
  publicUrl: string;
  locale?: Locale | null;
}): MailMessage {
  const t = translator(opts.locale ?? DEFAULT_LOCALE);
  const link = new URL('/login', opts.publicUrl).toString();
  const hello = opts.name ? t('mail.common.hello', { name: opts.name }) : t('mail.common.helloAnon');
  const how = opts.typeOfLogin === 3 ? t('mail.welcome.howSso') : t('mail.welcome.howOtp', { email: opts.to });
  const paragraphs = [
    hello,
    t('mail.welcome.intro', { company: opts.company }),
    t('mail.welcome.portal', { link }),
    how,
    t('mail.welcome.closing'),
  ];
  const text = `${paragraphs.join('\n\n')}\n\nFinWell`;
  const html =
    paragraphs
      .map((p) =>
        p === paragraphs[2]
          ? `<p>${escapeHtml(p).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`
          : `<p>${escapeHtml(p)}</p>`,
      )
      .join('') + '<p>FinWell</p>';
  return { to: opts.to, subject: t('mail.welcome.subject', { company: opts.company }), text, html };
}
