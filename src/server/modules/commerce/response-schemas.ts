import { envelopeOf } from '../../plugins/api-schemas.js';

/**
 * Response schemas of the commerce routes (docs/commerce.md): the shared envelope around objects
 * that name the fields the pages read. Rows of lists are open (`additionalProperties: true`): they
 * carry the columns of their query, all sent.
 */
type Schema = Record<string, unknown>;

export const open = (properties: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  additionalProperties: true,
  properties,
});
export const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
export const int = { type: 'integer' };
export const num = { type: 'number' };
export const str = { type: 'string' };
export const bool = { type: 'boolean' };
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

export function answer(data: Schema, status = 200): Record<number, Schema> {
  return { [status]: envelopeOf(data) };
}

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
