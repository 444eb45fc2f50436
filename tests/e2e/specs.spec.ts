import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test } from './fixtures.js';
import type { E2EContext } from './harness.js';

/**
 * Every tests/e2e/<name>.e2e.ts (the spec format: `export async function run(ctx)` with createSpec steps) as one
 * Playwright test named <name>, so a new spec file is picked up without registering it. Its steps are test.steps.
 * Specs run in parallel across workers (fullyParallel), each worker on its own server (fixtures.ts).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const specFiles = readdirSync(here)
  .filter((f) => f.endsWith('.e2e.ts'))
  .sort();

type SpecModule = { run: (ctx: E2EContext) => Promise<void> };

for (const file of specFiles) {
  test(file.replace(/\.e2e\.ts$/, ''), async ({ browser, server }) => {
    const mod = (await import(pathToFileURL(path.join(here, file)).href)) as SpecModule;
    await mod.run({ browser, baseUrl: server.baseUrl, app: server.app });
  });
}
