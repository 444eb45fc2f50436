import { AppError, fieldError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';
import { normaliseIndianMobile } from '../../../shared/login-identifier.js';

/** The login calls' checks of what a person typed (e-mail, mobile number, OTP), with the contract's codes. */

const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Email rules of the contract: required (E-10002), standard format and no "bp_" (E-10003). */
export function normaliseEmail(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw fieldError('email', 'E-10002');
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_RE.test(email) || email.includes('bp_')) throw fieldError('email', 'E-10003');
  return email;
}

/** The phone rule of the contract (E-10052): the 10 digits of an Indian mobile number. */
export function normalisePhoneNumber(raw: unknown): string {
  const digits = typeof raw === 'string' ? normaliseIndianMobile(raw) : null;
  if (!digits) throw fieldError('phone_number', 'E-10052');
  return digits;
}

/** What the person typed to name their account, checked and normalised. */
export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/**
 * Exactly one of `email` and `phone_number`. Neither keeps the e-mail-only answer (E-10002, so
 * existing clients see no change); both is E-10514 on both fields.
 */
export function parseLoginIdentifier(body: { email?: unknown; phone_number?: unknown }): LoginIdentifier {
  const hasEmail = body.email !== undefined;
  const hasPhone = body.phone_number !== undefined;
  if (hasEmail && hasPhone) {
    const message = messageFor('E-10514');
    throw new AppError('E-10514', {
      message,
      fields: [
        { field: 'email', code: 'E-10514', message },
        { field: 'phone_number', code: 'E-10514', message },
      ],
    });
  }
  if (hasPhone) return { kind: 'phone', phone: normalisePhoneNumber(body.phone_number) };
  return { kind: 'email', email: normaliseEmail(body.email) };
}

export function checkOtpFormat(raw: unknown): string {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw fieldError('otp', 'E-10006');
  const otp = String(raw).trim();
  if (!/^\d{6}$/.test(otp)) throw fieldError('otp', 'E-10006');
  return otp;
}
