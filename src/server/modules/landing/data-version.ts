import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminRole } from '../../../shared/roles.js';
import { onInvalidate } from '../../invalidation-bus.js';
import { invalidate } from '../../invalidation.js';

/**
 * Versions that are part of the cached home page's key (routes.ts): a module whose writes change what a widget
 * shows bumps one, so the next home page is resolved afresh instead of waiting for the cache's TTL. An admin's
 * write (content: a webinar, a notification, a course) bumps the version of every home page; anyone else's write
 * (an enrolment, a read notification, a journey step) changes only their own page, so it bumps only theirs and the
 * other people's cached pages stay. Every server bumps the same version through the invalidation bus before
 * the write is acknowledged (src/server/invalidation.ts, topic 'landing-data'; docs/landing-pages.md).
 */
let version = 0;
const userVersions = new Map<number, number>();

onInvalidate('landing-data', (key) => {
  if (key === '*') version += 1;
  else {
    const userId = Number(key);
    if (userVersions.size > 100_000) {
      userVersions.clear();
      version += 1;
    }
    userVersions.set(userId, (userVersions.get(userId) ?? 0) + 1);
  }
});

/** Everyone's home page changed, or, with a user id, only that person's: on every server. */
export function landingDataChanged(userId?: number): void {
  invalidate('landing-data', userId ?? '*');
}

/** The data version of one person's home page: everyone's version and their own. */
export function landingDataVersion(userId: number): string {
  return `${version}.${userVersions.get(userId) ?? 0}`;
}

/**
 * After each successful request of these routes that `changes` (by default: any write), the home pages it can
 * change are resolved afresh: everyone's for an admin, the caller's own for anyone else.
 */
export function refreshHomePagesAfter(
  app: FastifyInstance,
  changes: (req: FastifyRequest) => boolean = (req) => req.method !== 'GET',
): void {
  // A callback hook: no promise per answer (docs/performance.md). onSend, not onResponse: the other servers
  // are told before the answer leaves (the request's last onSend hook publishes; src/server/invalidation.ts).
  app.addHook('onSend', (req, reply, payload, done) => {
    const user = req.auth?.user;
    if (reply.statusCode < 300 && user && changes(req))
      landingDataChanged(isAdminRole(user.role) ? undefined : user.id);
    done(null, payload);
  });
}
