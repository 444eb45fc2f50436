import { describe, expect, it } from 'vitest';
import { readSignedPayload, signPayload } from '../../src/server/crypto/signed-payload.js';

describe('signed payloads (src/server/crypto/signed-payload.ts)', () => {
  it('reads back what it signed, for that purpose and key only', () => {
    const token = signPayload('key', 'mail-unsubscribe', '5.alert');
    expect(token).toMatch(/^5\.alert\.[A-Za-z0-9_-]{43}$/);
    expect(readSignedPayload('key', 'mail-unsubscribe', token)).toBe('5.alert');
    expect(readSignedPayload('key', 'planner-handoff', token)).toBeUndefined();
    expect(readSignedPayload('other', 'mail-unsubscribe', token)).toBeUndefined();
  });

  it('refuses an altered payload or MAC, a malformed or an over-long token', () => {
    const token = signPayload('key', 'login-url', '7.1900000000');
    expect(readSignedPayload('key', 'login-url', token.replace(/^7/, '8'))).toBeUndefined();
    expect(readSignedPayload('key', 'login-url', `${token.slice(0, -1)}A`)).toBeUndefined();
    expect(readSignedPayload('key', 'login-url', 'no-dot')).toBeUndefined();
    expect(readSignedPayload('key', 'login-url', 42)).toBeUndefined();
    expect(readSignedPayload('key', 'login-url', token, token.length - 1)).toBeUndefined();
  });
});
