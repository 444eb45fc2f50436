import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readOutbox, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';

type Received = { from: string; to: string[]; raw: string };

/** E-mail: the dev outbox by default, a real SMTP server with SMTP_URL. */
describe('e-mail', () => {
  describe('GET /api/dev/outbox (default transport)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(async () => {
      await app.close();
    });

    it('keeps every e-mail, newest first, with to, subject, text, html and created_at', async () => {
      expect(app.ctx.mailer.transport).toBe('outbox');
      for (const email of ['employee@acme.example', 'hr@acme.example', 'employee@acme.example']) {
        expectSuccess(await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { email } }));
      }
      const all = await readOutbox(app);
      expect(all.map((m) => m.to)).toEqual(['employee@acme.example', 'hr@acme.example', 'employee@acme.example']);
      expect(all[0].id).toBeGreaterThan(all[1].id);
      for (const m of all) {
        expect(m.subject).toMatch(/^\d{6} is your FinWell login code$/);
        expect(m.text).toMatch(/\b\d{6}\b/);
        expect(m.html).toContain('<p');
        expect(Number.isNaN(new Date(m.created_at).getTime())).toBe(false);
      }
    });

    it('?to= filters by address (any case)', async () => {
      const mine = await readOutbox(app, 'HR@acme.example');
      expect(mine).toHaveLength(1);
      expect(mine[0].to).toBe('hr@acme.example');
      expect(await readOutbox(app, 'nobody@acme.example')).toEqual([]);
    });

    it('rejects unknown query parameters and bad limits', async () => {
      expectError(await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' }), 422, 'E-10502');
      expectError(await app.inject({ method: 'GET', url: '/api/dev/outbox?sort=asc' }), 422, 'E-10502');
      const one = expectSuccess<unknown[]>(await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=1' }));
      expect(one).toHaveLength(1);
    });
  });

  it('the outbox does not exist in production', async () => {
    const prod = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      expectError(await prod.inject({ method: 'GET', url: '/api/dev/outbox' }), 404, 'E-10500');
      expect(prod.routeTable.some((r) => r.url.startsWith('/api/dev'))).toBe(false);
    } finally {
      await prod.close();
    }
  });

  describe('SMTP_URL: through a real SMTP server', () => {
    let server: SMTPServer;
    let port: number;
    const received: Received[] = [];

    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('sends the OTP e-mail to the SMTP server with the 6-digit code', async () => {
      const app = await buildTestApp({
        config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'FinWell <no-reply@finwell.example>' },
      });
      try {
        expect(app.ctx.mailer.transport).toBe('smtp');
        expectSuccess(
          await app.inject({
            method: 'POST',
            url: '/api/v1/request_login_otp',
            payload: { email: 'employee@acme.example' },
          }),
          'S-10002',
        );
        expect(received).toHaveLength(1);
        const [mail] = received;
        expect(mail.to).toEqual(['employee@acme.example']);
        expect(mail.from).toBe('no-reply@finwell.example');
        const code = /Subject: (\d{6}) is your FinWell login code/.exec(mail.raw)?.[1];
        expect(code).toMatch(/^\d{6}$/);
        expect(mail.raw).toContain(`one-time password is ${code}`);
        // The code works: the message really is the one the server will accept.
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/verify_login_otp',
          payload: { email: 'employee@acme.example', otp: code },
        });
        expectSuccess(res, 'S-10004');
      } finally {
        await app.close();
      }
    });

    it('an unreachable SMTP server answers in the envelope without leaking the address', async () => {
      const app = await buildTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/request_login_otp',
          payload: { email: 'employee@acme.example' },
        });
        expectError(res, 500, 'E-10001');
        expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      } finally {
        await app.close();
      }
    });
  });
});
