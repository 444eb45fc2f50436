import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens the server signs and later reads back without storing them (docs/security.md, "Signed links"): the
 * company login token, sign-in hand-offs to the planner, one-click unsubscribe links and learning file links.
 * A token is `<payload>.<mac>`: the MAC is HMAC-SHA256 (base64url, 43 characters) over `<purpose>:<payload>`,
 * so a token signed for one purpose is never accepted for another. Expiry, when a token has one, is a field of
 * the payload that the caller checks (each caller answers its own E-code for an expired token).
 */
function macOf(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

export function signPayload(secret: string, purpose: string, payload: string): string {
  return `${payload}.${macOf(secret, purpose, payload)}`;
}

/** The payload of a token this server signed for `purpose`, or undefined (forged, altered, malformed). */
export function readSignedPayload(
  secret: string,
  purpose: string,
  token: unknown,
  maxLength = 400,
): string | undefined {
  if (typeof token !== 'string' || token.length > maxLength) return undefined;
  const cut = token.lastIndexOf('.');
  if (cut <= 0) return undefined;
  const payload = token.slice(0, cut);
  const expected = Buffer.from(macOf(secret, purpose, payload));
  const given = Buffer.from(token.slice(cut + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : undefined;
}

/** The Unix second `seconds` from `now` (milliseconds), the expiry field of a token. */
export function expiryAfter(seconds: number, now = Date.now()): number {
  return Math.floor(now / 1000) + seconds;
}
