/**
 * The compiled production server (issue 38, docs/deploy.md "Production start"): `npm run build` writes
 * dist/server/main.js with scripts/build-server.mjs, and `npm start` / `npm run serve` run it with plain node.
 * Built here, started without tsx on a fresh data folder (or PostgreSQL database when the suite runs on one), then
 * restarted on the same data: it answers, validates and serialises through the lazily compiled schemas, and the
 * second start finds the migrations done and the demo data not doubled.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir, testDbKind } from '../support/app.js';
import { COMPILED_SERVER, killHard, startServerProcess, type ServerProcess } from '../support/server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The child inherits VITEST, which turns eager schema compilation on: this server compiles them lazily, as in production. */
const LAZY = { EAGER_SCHEMAS: '0' };

type Envelope<T> = { status: string; status_code: string; data: T };

describe('the compiled server', () => {
  const tmp = makeTempDir('finwell-prod-build-');
  let databaseUrl: string | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'pipe' });
    if (testDbKind() === 'postgres') databaseUrl = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    if (server) await killHard(server);
    tmp.remove();
  });

  it('is one bundle that needs neither tsx nor the TypeScript sources', () => {
    const bundle = readFileSync(COMPILED_SERVER, 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx/);
    // The project's own modules are inside; packages stay in node_modules.
    expect(bundle).not.toMatch(/from ["']\.{1,2}\/[^"']*\.ts["']/);
    expect(bundle).toMatch(/from ["']fastify["']/);
    expect(bundle).toContain('E-10820');
  });

  /** The compiled server on this test's data folder (or database). */
  const startCompiled = () =>
    startServerProcess({ dataDir: tmp.dir, databaseUrl, compiled: true, startTimeoutMs: 180_000, env: LAZY });

  async function counsellorCount(base: string): Promise<number> {
    const res = await fetch(`${base}/api/v1/public/counselors`);
    expect(res.status).toBe(200);
    return ((await res.json()) as Envelope<{ counselors: unknown[] }>).data.counselors.length;
  }

  it('starts with plain node, answers, validates and serialises; a restart on the same data keeps it whole', async () => {
    server = await startCompiled();
    const pid = server.child.pid!;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(cmdline).toContain(COMPILED_SERVER);
    expect(cmdline.join(' ')).not.toMatch(/tsx/);
    expect(server.output()).toMatch(/started in \d+ ms: modules \d+ ms, database \d+ ms, migrations \d+ ms/);

    const health = (await (await fetch(`${server.base}/api/v1/health`)).json()) as Envelope<{ database: string }>;
    expect(health.data.database).toBe(databaseUrl ? 'postgres' : 'pglite');
    const before = await counsellorCount(server.base);
    expect(before).toBeGreaterThan(0);

    // A body with an unknown field: the route's validator, compiled on this first request, refuses it.
    const bad = await fetch(`${server.base}/api/v1/request_login_otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employee@acme.example', bogus: 1 }),
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Envelope<unknown>).status_code).toBe('E-10502');

    await killHard(server);
    server = await startCompiled();
    expect(await counsellorCount(server.base)).toBe(before);
  }, 400_000);
});
