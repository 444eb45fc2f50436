import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { DbHandle } from './db/index.js';
import { buses, InvalidationBus, processHandlers, type Topic, type Transport } from './invalidation-bus.js';
import { pgTransport } from './pg-transport.js';

/**
 * Wiring of the cross-server invalidation bus (docs/deploy.md "Changes seen everywhere"): creating an app's bus
 * (src/server/invalidation-bus.ts; on PostgreSQL with the LISTEN/NOTIFY transport of src/server/pg-transport.ts),
 * `invalidate(topic, payload)` from anywhere, and the per-request publish before the answer is sent.
 */

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

type RequestScope = { bus: InvalidationBus; pending: Map<string, [Topic, string]> | null };
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
    (current.pending ??= new Map()).set(`${topic}|${key}`, [topic, key]);
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
 * Per request that may write: a scope for invalidate(), and, as each route's last onSend hook (after every
 * handler and plugin hook, so after their transactions committed), the publish of what the request changed.
 * The answer waits for it: a client that got its answer will find every server changed. GET and HEAD (the
 * hot path: the cached home page) get no scope; a read that does invalidate publishes at once, as a job does.
 */
export function registerInvalidation(app: FastifyInstance, bus: InvalidationBus): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method === 'GET' || req.method === 'HEAD') return done();
    scope.run({ bus, pending: null }, done);
  });
  const flush: onSendHookHandler = (_req, _reply, payload, done) => {
    const current = scope.getStore();
    if (!current?.pending || current.pending.size === 0) return done(null, payload);
    const items = [...current.pending.values()];
    current.pending = null;
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
