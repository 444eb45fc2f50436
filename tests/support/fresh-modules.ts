import { vi } from 'vitest';

/**
 * Vitest setup file: the suite runs with `isolate: false` (one process per worker for all its files), so each
 * file starts by dropping the project's modules that the previous file loaded. Every file then gets its own module
 * state (caches, counters) as in a process of its own, while the transformed code, the dependencies in
 * node_modules and the process-wide compiled schema caches (src/server/plugins/*-cache.ts) are kept.
 */
vi.resetModules();
