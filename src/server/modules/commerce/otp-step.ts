import { fieldError } from '../../../shared/app-error.js';
import type { AppContext } from '../../context.js';
import type { Locale } from '../../../i18n/locales.js';
import { recipientLocale } from '../../i18n.js';
import { otpEmail } from '../auth/otp-email.js';
import { createChallenge, OTP_TTL_SECONDS, verifyChallenge } from '../auth/otp.js';

/**
 * E-mail OTPs of the commerce flows (sign-up, coupon for a visitor, link e-mail) reuse the login OTP
 * challenges (src/server/modules/auth/otp.ts: HMAC-stored, 10 minutes, 5 tries, single use) and
 * the same per-address cooldown and hourly cap.
 */
export async function sendOtp(
  ctx: AppContext,
  email: string,
  ip: string,
  who: { userId?: number; locale?: Locale } = {},
) {
  const limits = ctx.config.rateLimits;
  // Cooldown and hourly cap checked atomically with the send, across servers (auth/otp.ts createChallenge).
  const code = await createChallenge(ctx.db, { secret: ctx.config.otpSecret, email, ip, limits, sentTo: email });
  // In the person's language: their account's choice (the account's id, else the address), else the page's.
  const locale = await recipientLocale(ctx.db, who.userId ? { userId: who.userId } : { email }, who.locale);
  await ctx.mailer.send(otpEmail({ to: email, code, minutes: OTP_TTL_SECONDS / 60, locale }));
  return {
    sent_to: email,
    expires_in_seconds: OTP_TTL_SECONDS,
    resend_after_seconds: limits.otpResendCooldownSeconds,
  };
}

/** Consumes the address's OTP or throws the login codes (E-10006 format, E-10007 wrong, E-10008 expired, E-10504 dead). */
export async function consumeOtp(ctx: AppContext, email: string, otp: string | undefined): Promise<void> {
  if (!otp || !/^\d{6}$/.test(otp)) throw fieldError('otp', 'E-10006');
  const result = await verifyChallenge(ctx.db, { secret: ctx.config.otpSecret, email, code: otp });
  if (result === 'wrong') throw fieldError('otp', 'E-10007');
  if (result === 'expired') throw fieldError('otp', 'E-10008');
  if (result === 'dead') throw fieldError('otp', 'E-10504');
}
