import { int, nullable, num, openObject as open, str } from '../../plugins/api-schemas.js';

/**
 * Response schemas of the commerce routes (docs/commerce.md): the shared envelope around objects
 * that name the fields the pages read. Rows of lists are open (`additionalProperties: true`): they
 * carry the columns of their query, all sent.
 */

const otpSent = open({ sent_to: str, expires_in_seconds: int, resend_after_seconds: int });
export const packageInfo = { $ref: 'package-info.schema.json' };
/** sign-up and apply-coupon: first the OTP was sent, then the login (a session) and the package. */
export const otpOrLogin = open({
  otp_sent: nullable(otpSent),
  login: nullable({ $ref: 'login-answer.schema.json' }),
});
export const courseFields = {
  _id: int,
  cost: num,
  final_price: num,
  discount_amount: num,
  discount_percentage: num,
};
