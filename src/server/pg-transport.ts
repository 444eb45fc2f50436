import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './db/index.js';
import type { InvalidationBus, Topic, Transport } from './invalidation-bus.js';

const CHANNEL = 'finwell_invalidate';
/** application_name of the LISTEN connections. */
const APP_NAME = 'finwell-invalidation';
/** How long a publisher waits for every server's confirmation before it answers anyway (a server that died). */
const ECHO_TIMEOUT_MS = 2000;

/**
 * The PostgreSQL LISTEN/NOTIFY transport of the invalidation bus (src/server/invalidation.ts): one dedicated
 * LISTEN connection per server, notifications through the pool, and the publisher waits for its own echo plus
 * one ack from each other listening server.
 */
export function pgTransport(
  bus: InvalidationBus,
  db: Db,
  connectionString: string,
  log: (msg: string, err?: unknown) => void,
): Transport & { ready: Promise<void> } {
  const sender = randomUUID().slice(0, 8);
  let seq = 0;
  /** Per sent notification: how many confirmations (own echo + other servers' acks) are still due. */
  const waiting = new Map<number, { due: number; counted: boolean; done: () => void }>();
  const settle = (n: number) => {
    const w = waiting.get(n);
    if (w && w.counted && w.due <= 0) {
      waiting.delete(n);
      w.done();
    }
  };
  const confirm = (n: number) => {
    const w = waiting.get(n);
    if (!w) return;
    w.due -= 1;
    settle(n);
  };
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const releaseWaiting = () => {
    for (const w of waiting.values()) w.done();
    waiting.clear();
  };

  const lost = (why: unknown) => {
    if (closed || !bus.listening) return;
    bus.listening = false;
    // Drop everything now: changes made elsewhere from here on would not be heard.
    bus.dropAll();
    releaseWaiting();
    log('invalidation LISTEN connection lost; caches dropped and off until it is back', why);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect().catch((err: unknown) => {
        retryMs = Math.min(retryMs * 2, 10_000);
        log('invalidation LISTEN reconnect failed', err);
        scheduleConnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    // The application name lets a publisher count the listening servers (pg_stat_activity).
    const c = new pg.Client({ connectionString, keepAlive: true, application_name: APP_NAME });
    c.on('error', (err) => lost(err));
    c.on('end', () => {
      if (client === c) client = null;
      lost(new Error('connection ended'));
    });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const [head, topic, ...rest] = msg.payload.split('|');
      if (head === 'ack') {
        // Another server applied one of ours: `ack|<sender>:<n>`.
        const [to, n] = topic.split(':');
        if (to === sender) confirm(Number(n));
        return;
      }
      const payload = rest.join('|');
      const [from, n] = head.split(':');
      if (from === sender) {
        // Our own notification is back: PostgreSQL has handed it to every listener.
        confirm(Number(n));
        return;
      }
      bus.apply(topic as Topic, payload);
      // Applied here: tell the publisher, which holds its answer until every server has.
      void sql`SELECT pg_notify(${CHANNEL}, ${`ack|${head}`})`.execute(db).catch(() => undefined);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    retryMs = 250;
    const wasDown = !bus.listening;
    bus.listening = true;
    // Notifications sent while we were not listening are lost: start from empty caches.
    if (wasDown) bus.dropAll();
  }

  const ready = connect();

  return {
    ready,
    async send(topic, payload) {
      const n = ++seq;
      let resolveAll: () => void = () => undefined;
      const confirmed = new Promise<void>((resolve) => (resolveAll = resolve));
      const timer = setTimeout(() => {
        waiting.delete(n);
        resolveAll();
      }, ECHO_TIMEOUT_MS);
      timer.unref();
      // Due: our own echo; the other servers' acks are added once we know how many listen.
      if (bus.listening)
        waiting.set(n, {
          due: 1,
          counted: false,
          done: () => {
            clearTimeout(timer);
            resolveAll();
          },
        });
      // Through the pool, outside any transaction: delivered at once. The same statement counts the
      // listening servers (their LISTEN connections carry APP_NAME; ours is one of them).
      const res = await sql<{ listeners: number }>`
        SELECT pg_notify(${CHANNEL}, ${`${sender}:${n}|${topic}|${payload}`}),
               (SELECT count(*) FROM pg_stat_activity
                 WHERE datname = current_database() AND application_name = ${APP_NAME})::int AS listeners
      `.execute(db);
      const w = waiting.get(n);
      if (!w) {
        clearTimeout(timer);
        return;
      }
      // Confirmations may already have arrived (due went down): add the others now and settle if all are in.
      w.due += Math.max(0, Number(res.rows[0]?.listeners ?? 1) - 1);
      w.counted = true;
      settle(n);
      await confirmed;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      releaseWaiting();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
