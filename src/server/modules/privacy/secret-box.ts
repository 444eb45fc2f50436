import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the database holds (payment provider keys, SSO client secrets) are stored encrypted with
 * AES-256-GCM under a key from the environment, `FINWELL_SECRETS_KEY` (32 bytes as 64 hex
 * characters or base64), never in the database (docs/privacy.md "Secrets in the database").
 * Stored form: `v1:<iv base64>:<tag base64>:<ciphertext base64>`; a 96-bit random IV per value.
 * `aad` binds a value to where it is stored (e.g. "payments:razorpay:key_secret"), so a ciphertext
 * copied into another column does not decrypt.
 */
const PREFIX = 'v1';

export function parseSecretsKey(raw: string | undefined): Buffer | null {
  if (!raw) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('FINWELL_SECRETS_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function encryptSecret(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ct.toString('base64')].join(':');
}

/** Throws when the value was changed, encrypted under another key or for another place. */
export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  const [prefix, iv, tag, ct] = stored.split(':');
  if (prefix !== PREFIX || !iv || !tag || ct === undefined) throw new Error('not an encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
}

export function isEncryptedSecret(value: string): boolean {
  return value.startsWith(`${PREFIX}:`);
}
