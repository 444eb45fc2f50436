import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startJobs } from '../../src/server/plugins/jobs.js';
import {
  createMailer,
  MAIL_MAX_ATTEMPTS,
  MAIL_QUEUE,
  retryDelayMs,
  type MailMessage,
} from '../../src/server/plugins/mailer.js';
import { seedCounselling } from '../../src/server/modules/counselling/seed.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';
import { anandId, bookableDate, PHONE } from './counselling/helpers.js';

/**
 * The mail delivery queue against a real SMTP server on loopback that can be told to refuse
 * (451, "try again later", as a mail server does when it is overloaded or greylisting).
 */
type Received = { to: string[]; raw: string };

let server: SMTPServer;
let app: App;
let refusing = false;
let smtpUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) {
        const err = Object.assign(new Error('451 Mailbox busy, try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  smtpUrl = `smtp://127.0.0.1:${port}`;
  app = await buildTestApp({ config: { smtpUrl } });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  refusing = false;
  received.length = 0;
});

const row = async (id: string) => {
  const queued = await app.ctx.mailer.status(id);
  if (!queued) throw new Error(`no queued e-mail ${id}`);
  return queued;
};
/** Makes every pending message due now (instead of waiting out the back-off). */
const makeDue = () =>
  sql`UPDATE pgboss.job SET start_after = now() - interval '1 second'
    WHERE name = ${MAIL_QUEUE} AND state IN ('created', 'retry')`.execute(app.ctx.db);
const queuedMails = () =>
  sql<{ data: MailMessage; state: string }>`SELECT data, state FROM pgboss.job WHERE name = ${MAIL_QUEUE}`.execute(
    app.ctx.db,
  );
const message = (to: string, subject = 'Queued') => ({ to, subject, text: `Hello ${to}`, html: '<p>Hello</p>' });

describe('mail queue', () => {
  it('a message the server accepts is sent at once and marked sent', async () => {
    const { id, sent } = await app.ctx.mailer.queue(message('one@acme.example'));
    expect(sent).toBe(true);
    expect(received.map((r) => r.to)).toEqual([['one@acme.example']]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // Nothing left to deliver: a second run sends nothing twice.
    await makeDue();
    expect(await app.ctx.mailer.deliverDue()).toMatchObject({ claimed: 0 });
    expect(received).toHaveLength(1);
  });

  it('a refused message stays queued with the error, waits out the back-off, and goes when the server recovers', async () => {
    refusing = true;
    const { id, sent } = await app.ctx.mailer.queue(
      message('two@acme.example', 'Your counselling session is confirmed'),
    );
    expect(sent).toBe(false);
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toMatch(/451/);
    const waitMs = first.next_attempt_at.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(retryDelayMs(1) - 10_000);
    // Not due yet: the job leaves it alone.
    expect(await app.ctx.mailer.deliverDue()).toMatchObject({ claimed: 0 });

    refusing = false;
    await makeDue();
    expect(await app.ctx.mailer.deliverDue()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0].raw).toContain('Subject: Your counselling session is confirmed');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    // The audit copy in the outbox is written once, on the successful attempt.
    const copies = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'two@acme.example')
      .execute();
    expect(copies).toHaveLength(1);
  });

  it('after the last attempt a message is marked failed, kept, and never retried again', async () => {
    refusing = true;
    const { id } = await app.ctx.mailer.queue(message('three@acme.example'));
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i++) {
      await makeDue();
      await app.ctx.mailer.deliverDue();
    }
    const last = await row(id);
    expect(last).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(last.last_error).toMatch(/451/);
    refusing = false;
    await sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = ${MAIL_QUEUE}`.execute(
      app.ctx.db,
    );
    expect(await app.ctx.mailer.deliverDue()).toMatchObject({ claimed: 0 });
    expect(received).toHaveLength(0);
  });

  it('a message queued in a transaction is kept only if the transaction commits', async () => {
    const count = async () => (await queuedMails()).rows.length;
    const before = await count();
    await expect(
      app.ctx.db.transaction().execute(async (trx) => {
        await app.ctx.mailer.enqueue(trx, message('rolled-back@acme.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
    const id = await app.ctx.db
      .transaction()
      .execute((trx) => app.ctx.mailer.enqueue(trx, message('committed@acme.example')));
    expect(await count()).toBe(before + 1);
    await app.ctx.mailer.deliver([id]);
    expect(received.map((r) => r.to)).toEqual([['committed@acme.example']]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('two delivery runs at once send each due message exactly once', async () => {
    refusing = true;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await app.ctx.mailer.queue(message(`many${i}@acme.example`))).id);
    refusing = false;
    await makeDue();
    const [a, b] = await Promise.all([
      app.ctx.mailer.deliverDue({ limit: 4 }),
      app.ctx.mailer.deliverDue({ limit: 4 }),
    ]);
    const c = await app.ctx.mailer.deliverDue();
    expect(a.sent + b.sent + c.sent).toBe(6);
    expect(received.flatMap((r) => r.to).sort()).toEqual(ids.map((_, i) => `many${i}@acme.example`).sort());
  });

  it('two pg-boss mail workers (as on two nodes) send each due message exactly once', async () => {
    refusing = true;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await app.ctx.mailer.queue(message(`node${i}@acme.example`))).id);
    refusing = false;
    const nodes = await Promise.all(
      [0, 1].map(async () => {
        const jobs = await startJobs({ db: app.ctx.db, enabled: false });
        const mailer = createMailer({
          db: app.ctx.db,
          boss: jobs.boss,
          smtpUrl,
          from: 'FinWell <no-reply@finwell.example>',
        });
        return { jobs, mailer };
      }),
    );
    await makeDue();
    for (const node of nodes) await node.mailer.startWorker({ pollingIntervalSeconds: 0.5 });
    const allSent = async () => (await Promise.all(ids.map(row))).every((r) => r.status === 'sent');
    while (!(await allSent())) await new Promise((r) => setTimeout(r, 100));
    for (const node of nodes) await node.jobs.stop();
    expect(received.flatMap((r) => r.to).sort()).toEqual(ids.map((_, i) => `node${i}@acme.example`).sort());
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('a booking made while the mail server refuses is confirmed, and its invites arrive once the server is back', async () => {
    await seedCounselling(app.ctx.db);
    const employee = await sessionFor(app, 'employee@acme.example');
    const anand = await anandId(app.ctx.db);
    refusing = true;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(employee),
      payload: {
        counsellor_id: anand,
        booking_date: bookableDate([2, 3, 4, 5, 6], 3),
        slot_time: '11:00',
        phone_number: PHONE,
      },
    });
    const data = expectSuccess<{ booking: { uid: string; status: number } }>(res, 'S-10011', 201);
    expect(data.booking.status).toBe(1);
    const pending = (await queuedMails()).rows.filter((p) => p.state === 'retry');
    const recipients = pending.map((p) => p.data.to).sort();
    expect(recipients).toEqual(['counsellor@finwell.example', 'employee@acme.example']);

    refusing = false;
    await makeDue();
    expect(await app.ctx.mailer.deliverDue()).toMatchObject({ sent: 2 });
    const invite = received.find((r) => r.to.includes('employee@acme.example'));
    expect(invite?.raw).toContain('METHOD:REQUEST');
    expect(invite?.raw).toContain(`UID:${data.booking.uid}@finwell.example`);
  });
});
