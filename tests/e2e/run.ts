import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npx tsx tests/e2e/run.ts [name-filter ...]`: the browser suite's old entry point, kept for muscle memory. It runs
 * `playwright test` (playwright.config.ts) with the filters as a title grep, so `run.ts access mobile` runs the spec
 * files whose names contain either word (the titles are the spec file names). Build the client first
 * (`npm run build`; `npm run test:e2e` does both).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const filters = process.argv.slice(2);

if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  console.error('dist/client is missing: run `npm run build` (or `npm run test:e2e`) first.');
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const args = ['playwright', 'test', ...(filters.length ? ['--grep', filters.map(escape).join('|')] : [])];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
