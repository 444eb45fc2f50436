import { messageFor } from './catalogue.js';

/**
 * How a person names their account on the login screen: the registered e-mail or the registered
 * Indian mobile number (README "Decisions", Login). The one-time password always goes by e-mail;
 * a mobile number only finds the account. Used by the server, the otp-login machine and the page.
 */
export type LoginIdentifierKind = 'email' | 'phone';

/**
 * The phone rule (docs/product-rules.md "Validation rules the browser repeats", E-10052): optional +91 or 91, then
 * 10 digits starting 6, 7, 8 or 9 (6-series numbers have been issued since 2017; README "Decisions", Mobile numbers).
 */
const INDIAN_MOBILE_RE = /^(?:\+91|91)?([6-9]\d{9})$/;

/**
 * The 10 digits of an Indian mobile number, or null when it breaks the spec's rule. Spaces and
 * hyphens between digit groups ("+91 98765 43210") are ignored; nothing else is.
 */
export function normaliseIndianMobile(raw: string): string | null {
  const compact = raw.trim().replace(/[\s-]/g, '');
  if (compact.length > 13) return null;
  return INDIAN_MOBILE_RE.exec(compact)?.[1] ?? null;
}

/** E-10052 when the number breaks the rule (an empty field included), else null. */
export function checkPhone(raw: string): 'E-10052' | null {
  return normaliseIndianMobile(raw) === null ? 'E-10052' : null;
}

/** "employee@acme.example" -> "e•••@acme.example": enough to recognise, not enough to learn the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** "9876543210" -> "+91 98•••••210" (any accepted form of the number gives the same). */
export function maskPhone(raw: string): string {
  const digits = normaliseIndianMobile(raw);
  if (!digits) return '•••';
  return `+91 ${digits.slice(0, 2)}•••••${digits.slice(7)}`;
}

/**
 * E-10004 ("no user with this email") also answers an unregistered mobile number, so the phone
 * path reveals no more than the e-mail path; only its wording names the field that was used.
 */
export const PHONE_NOT_FOUND_MESSAGE =
  'No user was found with this mobile number. Please use your registered mobile number or email address.';

/** The message to show for a login error beside the field of this kind (the catalogue's, except E-10004 on the phone field). */
export function loginFieldMessage(code: string, kind: LoginIdentifierKind): string {
  return kind === 'phone' && code === 'E-10004' ? PHONE_NOT_FOUND_MESSAGE : messageFor(code);
}
