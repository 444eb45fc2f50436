import { describe, expect, it } from 'vitest';
import {
  hmacHex,
  signatureMatches,
  verifyRazorpayPayment,
  verifyRazorpayPaymentLink,
  verifyRazorpayWebhook,
} from '../../../src/server/modules/payments/signature.js';

/** Golden vectors from notes/booking-security-payments.md section 4.5 (razorpay-node's own test fixtures). */
describe('payment signatures', () => {
  it('verifies the webhook body fixture and rejects a re-serialised body', () => {
    const body = '{"a":1,"b":2,"c":{"d":3}}';
    const sig = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';
    expect(hmacHex('123456', body)).toBe(sig);
    expect(verifyRazorpayWebhook(body, sig, '123456')).toBe(true);
    expect(verifyRazorpayWebhook('{"a": 1, "b": 2, "c": {"d": 3}}', sig, '123456')).toBe(false);
    expect(verifyRazorpayWebhook(body, sig, 'wrong')).toBe(false);
    expect(verifyRazorpayWebhook(body, sig.toUpperCase(), '123456')).toBe(true);
  });

  it('verifies the order payment fixture', () => {
    expect(
      verifyRazorpayPayment({
        orderId: 'order_IEIaMR65cu6nz3',
        paymentId: 'pay_IH4NVgf4Dreq1l',
        signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
        keySecret: 'EnLs21M47BllR3X8PSFtjtbd',
      }),
    ).toBe(true);
    expect(
      verifyRazorpayPayment({
        orderId: 'order_IEIaMR65cu6nz3',
        paymentId: 'pay_other',
        signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
        keySecret: 'EnLs21M47BllR3X8PSFtjtbd',
      }),
    ).toBe(false);
  });

  it('verifies the payment-link fixture (plink|reference|status|payment order)', () => {
    const base = {
      linkId: 'plink_IH3cNucfVEgV68',
      referenceId: 'TSsd1989',
      status: 'paid',
      paymentId: 'pay_IH3d0ara9bSsjQ',
      keySecret: 'EnLs21M47BllR3X8PSFtjtbd',
    };
    expect(
      verifyRazorpayPaymentLink({
        ...base,
        signature: '07ae18789e35093e51d0a491eb9922646f3f82773547e5b0f67ee3f2d3bf7d5b',
      }),
    ).toBe(true);
    expect(
      verifyRazorpayPaymentLink({
        ...base,
        status: 'created',
        signature: '07ae18789e35093e51d0a491eb9922646f3f82773547e5b0f67ee3f2d3bf7d5b',
      }),
    ).toBe(false);
  });

  it('verifies the subscription fixture', () => {
    expect(hmacHex('EnLs21M47BllR3X8PSFtjtbd', 'pay_IDZNwZZFtnjyym|sub_ID6MOhgkcoHj9I')).toBe(
      '601f383334975c714c91a7d97dd723eb56520318355863dcf3821c0d07a17693',
    );
  });

  it('compares safely: wrong length, non-hex and missing signatures are false, not errors', () => {
    expect(signatureMatches('abcd', 'abc')).toBe(false);
    expect(signatureMatches('abcd', 'zz')).toBe(false);
    expect(signatureMatches('abcd', null)).toBe(false);
    expect(signatureMatches('abcd', '')).toBe(false);
  });
});
