import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A purchase's status reference: its id and an HMAC of it under the server's secrets key (192 bits,
 * base64url). Only the buyer gets it (the booking answer and the checkout's return URL), so nobody can
 * read another purchase's status by counting ids (docs/commerce.md). Stateless: every server with the
 * same SECRETS_KEY checks it.
 */
export const PURCHASE_REF_PATTERN = '^[1-9][0-9]{0,15}-[A-Za-z0-9_-]{32}$';

function purchaseMac(secretsKey: string, id: number): string {
  return createHmac('sha256', secretsKey).update(`stock-course-purchase:${id}`).digest('base64url').slice(0, 32);
}

export function purchaseRef(secretsKey: string, id: number): string {
  return `${id}-${purchaseMac(secretsKey, id)}`;
}

/** The purchase id a reference names, or null when its MAC is not this server's. */
export function purchaseIdOfRef(secretsKey: string, ref: string): number | null {
  const m = /^([1-9][0-9]{0,15})-([A-Za-z0-9_-]{32})$/.exec(ref);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id)) return null;
  const expected = Buffer.from(purchaseMac(secretsKey, id));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
