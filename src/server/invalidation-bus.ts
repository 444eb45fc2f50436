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
export type Handler = (payload: string) => void;

/** Caches of the whole process (module-level), emptied whichever app of the process hears a change. */
export const processHandlers = new Map<Topic, Set<Handler>>();
/** The buses of this process (one per app); createInvalidationBus adds, close removes. */
export const buses = new Set<InvalidationBus>();

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

export type Transport = {
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
