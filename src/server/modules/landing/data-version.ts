/**
 * A per-process counter that is part of the cached home page's key (routes.ts): a module whose
 * writes change what a widget shows (a new webinar, a registration) bumps it, so the next home page
 * is resolved afresh instead of waiting for the cache's TTL. Other API nodes still refresh within
 * the TTL (docs/landing-pages.md).
 */
let version = 0;

export function landingDataChanged(): void {
  version += 1;
}

export function landingDataVersion(): number {
  return version;
}
