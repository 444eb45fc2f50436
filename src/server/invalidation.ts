import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db, DbHandle } from './db/index.js';

/**
 * The cross-server invalidation bus (docs/deploy.md "Changes seen everywhere"). Every in-process cache
 * (sessions, profiles, home pages and their data versions, notifications, slots, course views, SSO
 * discovery) stays as fast as before; what changes is how it is emptied: a write calls
 * `invalidate(topic, payload)`, which empties this server's cache at once and, before the request's
 * answer is sent (an onSend hook, after the handler's transactions committed), tells every other
 * server through PostgreSQL NOTIFY on one channel. Each server LISTENs on a dedicated connection; the
 * publisher waits until its own notification comes back (PostgreSQL has then delivered it to every
 * listener) before it answers. When that connection is lost a server drops every cache and caches
 * nothing until it has listened again (then it drops them once more: notifications sent in the gap
 * were missed), so it never serves what another server changed meanwhile. On embedded PGlite (one
 * process) delivery is in-process: to every app on the same open database.
 */
export type Topic =
  'session' | 'profile' | 'landing-page' | 'landing-data' | 'reader' | 'slots' | 'learning' | 'sso-config';

/** '*' means everything of the topic; otherwise a topic-specific key (a user or company id). */
type Handler = (payload: string) => void;

const CHANNEL = 'finwell_invalidate';
/** application_name of the LISTEN connections. */
const APP_NAME = 'finwell-invalidation';
/** How long a publisher waits for every server's confirmation before it answers anyway (a server that died). */
const ECHO_TIMEOUT_MS = 2000;

/** Caches of the whole process (module-level), emptied whichever app of the process hears a change. */
const processHandlers = new Map<Topic, Set<Handler>>();
const buses = new Set<InvalidationBus>();

/** A module-level cache subscribes once, at import. */
export function onInvalidate(topic: Topic, handler: Handler): void {
  let set = processHandlers.get(topic);
  if (!set) processHandlers.set(topic, (set = new Set()));
  set.add(handler);
}

/** Buses of this process whose LISTEN connection is down. */
const deaf = new Set<InvalidationBus>();

/** False while any bus of this process has lost its LISTEN connection: caches then neither keep nor serve entries. */
export function cachingAllowed(): boolean {
  return deaf.size === 0;
}

type Transport = {
  send(topic: Topic, payload: string): Promise<void>;
  close(): Promise<void>;
};

export class InvalidationBus {
  private readonly handlers = new Map<Topic, Set<Handler>>();
  private transport: Transport | null = null;
  #listening = true;

  /** False while the LISTEN connection is down (PostgreSQL only). */
  get listening(): boolean {
    return this.#listening;
  }

  set listening(value: boolean) {
    this.#listening = value;
    if (value) deaf.delete(this);
    else deaf.add(this);
  }

  /** A cache of this app only (per app: two apps in one process, as in the tests, each keep their own). */
  on(topic: Topic, handler: Handler): void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
  }

  /** Empties this app's and the process's caches of the topic. */
  apply(topic: Topic, payload: string): void {
    for (const h of this.handlers.get(topic) ?? []) h(payload);
    for (const h of processHandlers.get(topic) ?? []) h(payload);
  }

  /** Empties every cache (the LISTEN connection was lost or is back). */
  dropAll(): void {
    for (const set of [...this.handlers.values(), ...processHandlers.values()]) for (const h of set) h('*');
  }

  /** Empties here, then tells the other servers; resolves once they have been told. */
  async publish(topic: Topic, payload = '*'): Promise<void> {
    this.apply(topic, payload);
    if (this.transport) await this.transport.send(topic, payload);
  }

  setTransport(t: Transport): void {
    this.transport = t;
  }

  async close(): Promise<void> {
    buses.delete(this);
    deaf.delete(this);
    await this.transport?.close();
  }
}

// ---- in-process delivery (PGlite: every app on the same open database) --------------------------

const localGroups = new WeakMap<object, Set<InvalidationBus>>();

function localTransport(bus: InvalidationBus, key: object): Transport {
  let group = localGroups.get(key);
  if (!group) localGroups.set(key, (group = new Set()));
  group.add(bus);
  const members = group;
  return {
    send: async (topic, payload) => {
      for (const other of members) if (other !== bus) other.apply(topic, payload);
    },
    close: async () => {
      members.delete(bus);
    },
  };
}

// ---- PostgreSQL LISTEN/NOTIFY --------------------------------------------------------------------

function pgTransport(
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

/** The bus of one app: LISTEN/NOTIFY on PostgreSQL (connected before this resolves), in-process on PGlite. */
export async function createInvalidationBus(
  handle: DbHandle,
  opts: { databaseUrl?: string; log: (msg: string, err?: unknown) => void },
): Promise<InvalidationBus> {
  const bus = new InvalidationBus();
  if (handle.kind === 'postgres' && opts.databaseUrl) {
    const t = pgTransport(bus, handle.db, opts.databaseUrl, opts.log);
    bus.setTransport(t);
    await t.ready;
  } else {
    bus.setTransport(localTransport(bus, handle.pglite ?? handle.db));
  }
  buses.add(bus);
  return bus;
}

// ---- writes: invalidate(topic) from anywhere ------------------------------------------------------

type RequestScope = { bus: InvalidationBus; pending: Map<string, [Topic, string]> };
const scope = new AsyncLocalStorage<RequestScope>();

/**
 * A write changed what caches of `topic` hold (payload: a key, or '*'). In a request: this app's caches
 * are emptied now and every server's before the answer is sent (registerInvalidation). Outside one (a
 * scheduled job): every app of the process empties now and tells the other servers at once.
 */
export function invalidate(topic: Topic, payload: string | number = '*'): void {
  const key = String(payload);
  const current = scope.getStore();
  if (current) {
    current.bus.apply(topic, key);
    current.pending.set(`${topic}|${key}`, [topic, key]);
    return;
  }
  if (buses.size === 0) {
    // No app (a unit test, a script): the process's caches are all there is.
    for (const h of processHandlers.get(topic) ?? []) h(key);
    return;
  }
  for (const bus of buses) {
    bus.publish(topic, key).catch(() => bus.dropAll());
  }
}

/**
 * Per request: a scope for invalidate(), and, as each route's last onSend hook (after every handler and
 * plugin hook, so after their transactions committed), the publish of what the request changed. The
 * answer waits for it: a client that got its answer will find every server changed.
 */
export function registerInvalidation(app: FastifyInstance, bus: InvalidationBus): void {
  app.addHook('onRequest', (_req, _reply, done) => {
    scope.run({ bus, pending: new Map() }, done);
  });
  const flush: onSendHookHandler = (_req, _reply, payload, done) => {
    const current = scope.getStore();
    if (!current || current.pending.size === 0) return done(null, payload);
    const items = [...current.pending.values()];
    current.pending.clear();
    Promise.all(items.map(([topic, key]) => bus.publish(topic, key))).then(
      () => done(null, payload),
      (err: unknown) => {
        // Not told: this server at least holds nothing stale; the others expire within their TTLs.
        bus.dropAll();
        app.log.error({ err }, 'invalidation publish failed');
        done(null, payload);
      },
    );
  };
  app.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...own, flush];
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
}
