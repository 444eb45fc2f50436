import type { AppContext } from '../../context.js';
import type { Deps } from '../counselling/booking-common.js';

/** What the commerce route groups share (routes.ts and the *-routes.ts files it calls): tags, services' deps, rate limits. */

export const tags = ['commerce'];

/** A write a visitor may make, under the public write rate limit. */
export function publicWriteOf(ctx: AppContext) {
  return {
    access: 'public' as const,
    rateLimit: { max: ctx.config.rateLimits.publicWritePerMinute, timeWindow: '1 minute' },
  };
}

/** The app context, the services' deps (with the route plugin's logger) and the public write config. */
export type RouteParts = { ctx: AppContext; deps: Deps; publicWrite: ReturnType<typeof publicWriteOf> };
