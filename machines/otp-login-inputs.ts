import { checkPhone } from '../src/shared/login-identifier';

/**
 * The checks and readers the OTP login machine (otp-login.machine.ts) and the login page share: the browser's own
 * checks of what a person typed, with the server's codes, and what an API refusal carries.
 */

/** The body of request/resend: exactly one identifier (schemas/api/login-otp-request.schema.json). */
export type IdentifierInput = { email: string } | { phone_number: string };
export type VerifyInput = IdentifierInput & { otp: string };

const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Client-side e-mail check with the server's codes (docs/product-rules.md "Validation rules the browser repeats"), so no
 * round trip is wasted.
 */
export function checkEmail(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return 'E-10002';
  if (email.length > 254 || !EMAIL_RE.test(email) || email.toLowerCase().includes('bp_')) return 'E-10003';
  return null;
}

export { checkPhone };

export function checkOtp(raw: string): string | null {
  return /^\d{6}$/.test(raw.trim()) ? null : 'E-10006';
}

/** Reads the E-code from whatever the API layer threw; anything unrecognised is E-10001. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E-\d{5}$/.test(code) ? code : 'E-10001';
}

/** A cooldown refusal (E-10505) carries how long to wait; the resend button honours it. */
export function retryAfterOf(error: unknown): number | null {
  const data = (error as { data?: { retry_after_seconds?: unknown } } | null)?.data;
  const n = data?.retry_after_seconds;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.ceil(n) : null;
}

/** A cooldown refusal also names where the still-valid code went. */
export function sentToOf(error: unknown): string | null {
  const to = (error as { data?: { sent_to?: unknown } } | null)?.data?.sent_to;
  return typeof to === 'string' ? to : null;
}
