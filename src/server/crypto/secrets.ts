import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (an identity provider's client secret, docs/sso.md "Secrets"): AES-256-GCM
 * under a 32-byte key from the environment (SECRETS_KEY, 64 hex characters or any passphrase, which
 * is hashed to 32 bytes; generated once into DATA_DIR/.secrets-key when absent). The stored form is
 * `v1:<iv>:<tag>:<ciphertext>` in base64url; a random 12-byte IV per value, the 16-byte tag
 * authenticates it, and `aad` binds a value to its owner (e.g. the company id) so a ciphertext
 * copied to another row does not decrypt.
 */
export function secretsKeyFrom(raw: string): Buffer {
  const trimmed = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  return createHash('sha256').update(trimmed).digest();
}

export function encryptSecret(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    ':',
  );
}

/** The plaintext, or an Error when the value was not made by encryptSecret with this key and aad. */
export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
