import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, readKey } from '../../src/server/config.js';
import { buildTestApp, makeTempDir } from '../support/app.js';

/** Issue 31's trust findings about configuration: the dev outbox and where the keys come from (docs/security.md). */
describe('issue 31 trust findings', () => {
  const tmp = makeTempDir('finwell-keys-');
  afterAll(() => tmp.remove());

  describe('the dev outbox exists only with DEV_OUTBOX=1', () => {
    it('a missing NODE_ENV no longer opens it; DEV_OUTBOX=1 does; production refuses DEV_OUTBOX=1', () => {
      const base = { OTP_SECRET: 'x', SECRETS_KEY: 'y', DATA_DIR: tmp.dir };
      expect(loadConfig({ ...base }).devOutbox).toBe(false);
      expect(loadConfig({ ...base, NODE_ENV: 'development' }).devOutbox).toBe(false);
      expect(loadConfig({ ...base, DEV_OUTBOX: 'true' }).devOutbox).toBe(false);
      expect(loadConfig({ ...base, DEV_OUTBOX: '1' }).devOutbox).toBe(true);
      expect(() => loadConfig({ ...base, DEV_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(/DEV_OUTBOX/);
    });

    it('an app built without it answers 404 on every /api/dev route', async () => {
      const app = await buildTestApp({ config: { devOutbox: false, nodeEnv: 'development' } });
      try {
        expect(app.routeTable.filter((r) => r.url.startsWith('/api/dev'))).toEqual([]);
        for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=employee@acme.example']) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(404);
          expect(res.body).not.toMatch(/\b\d{6}\b/);
        }
        // The OTP login itself still works: the code goes by mail, just not to a public page.
        const sent = await app.inject({
          method: 'POST',
          url: '/api/v1/request_login_otp',
          payload: { email: 'employee@acme.example' },
        });
        expect(sent.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    }, 120_000);
  });

  describe('keys come from the environment, a file outside DATA_DIR, or (not in production) DATA_DIR', () => {
    it('takes NAME over NAME_FILE over DATA_DIR, and never writes into DATA_DIR when given', () => {
      const dataDir = path.join(tmp.dir, 'data-a');
      const secretFile = path.join(tmp.dir, 'otp.key');
      writeFileSync(secretFile, 'from-file-0123456789\n');
      expect(readKey({ OTP_SECRET: 'from-env' }, 'OTP_SECRET', dataDir, true)).toBe('from-env');
      expect(readKey({ OTP_SECRET_FILE: secretFile }, 'OTP_SECRET', dataDir, true)).toBe('from-file-0123456789');
      expect(existsSync(path.join(dataDir, '.otp-secret'))).toBe(false);
      const cfg = loadConfig({ OTP_SECRET_FILE: secretFile, SECRETS_KEY: 'k', DATA_DIR: dataDir });
      expect(cfg.otpSecret).toBe('from-file-0123456789');
      expect(existsSync(path.join(dataDir, '.otp-secret'))).toBe(false);
    });

    it('production refuses to generate a key next to the data; development generates it once', () => {
      const dataDir = path.join(tmp.dir, 'data-b');
      expect(() => readKey({}, 'SECRETS_KEY', dataDir, true)).toThrow(/SECRETS_KEY or SECRETS_KEY_FILE/);
      expect(existsSync(path.join(dataDir, '.secrets-key'))).toBe(false);
      const first = readKey({}, 'SECRETS_KEY', dataDir, false);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(readKey({}, 'SECRETS_KEY', dataDir, false)).toBe(first);
      // A key a production server already has in DATA_DIR keeps working (an upgrade does not lock it out).
      expect(readKey({}, 'SECRETS_KEY', dataDir, true)).toBe(first);
      const emptyFile = path.join(tmp.dir, 'empty.key');
      writeFileSync(emptyFile, '\n');
      expect(() => readKey({ SECRETS_KEY_FILE: emptyFile }, 'SECRETS_KEY', dataDir, false)).toThrow(/empty/);
    });
  });
});
