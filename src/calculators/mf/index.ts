/** Mutual-fund analytics: pure functions on plain arrays, safe in the browser and the server. */
export * from './benchmark-index.js';
export * from './compare.js';
export * from './dates.js';
export * from './errors.js';
export * from './growth.js';
export * from './nav-jump.js';
export * from './overlap.js';
export * from './returns.js';
export * from './risk.js';
export * from './rolling.js';
export * from './scheme-name.js';
export * from './series.js';
export * from './stats.js';
export * from './swp.js';
export * from './tracked-index.js';
export * from './tracking.js';
export * from './validate.js';
