import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of a message (Razorpay's webhook, payment and payment-link signatures). */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of an expected hex signature with a received one. */
export function signatureMatches(expectedHex: string, received: string | null | undefined): boolean {
  if (!received || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** X-Razorpay-Signature: HMAC(webhook secret, raw body). */
export function verifyRazorpayWebhook(
  rawBody: Buffer | string,
  signature: string | null,
  webhookSecret: string,
): boolean {
  return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
}

/** Checkout callback of an order: HMAC(key secret, order_id|payment_id). */
export function verifyRazorpayPayment(opts: {
  orderId: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  return signatureMatches(hmacHex(opts.keySecret, `${opts.orderId}|${opts.paymentId}`), opts.signature);
}

/** Payment-link callback: HMAC(key secret, plink_id|reference_id|status|payment_id). */
export function verifyRazorpayPaymentLink(opts: {
  linkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  return signatureMatches(
    hmacHex(opts.keySecret, `${opts.linkId}|${opts.referenceId}|${opts.status}|${opts.paymentId}`),
    opts.signature,
  );
}
