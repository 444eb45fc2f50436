import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for the API suite and the benchmark: initdb in a temp folder,
 * listening on a random free port on 127.0.0.1 with its unix socket in the same folder, trust
 * auth, no fsync (the folder is deleted afterwards, so durability of the cluster itself does not
 * matter). PostgreSQL refuses to run as root, so under root every command runs as an
 * unprivileged user through `runuser` (created with useradd when missing).
 */
export type PgServer = { url: string; dataDir: string; stop(): Promise<void> };

const SUPERUSER = 'finwell';
const FALLBACK_OS_USER = 'finwell-pg';

/** The folder holding initdb and pg_ctl: FINWELL_PG_BIN, Debian's /usr/lib/postgresql/<newest>/bin, or PATH. */
export function findPgBinDir(): string | null {
  const fromEnv = process.env.FINWELL_PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = which.status === 0 ? which.stdout.trim() : '';
  return found ? path.dirname(found) : null;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function userIds(name: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Under root: the `postgres` account when it exists, else a system user created for the purpose. */
function ensureOsUser(): { name: string; uid: number; gid: number } {
  for (const name of ['postgres', FALLBACK_OS_USER]) {
    const ids = userIds(name);
    if (ids) return { name, ...ids };
  }
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', FALLBACK_OS_USER], {
    stdio: 'pipe',
  });
  const ids = userIds(FALLBACK_OS_USER);
  if (!ids) throw new Error(`could not create the ${FALLBACK_OS_USER} user`);
  return { name: FALLBACK_OS_USER, ...ids };
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

type Runner = (cmd: string, args: string[]) => { status: number | null; output: string };

function makeRunner(osUser: string | null, cwd: string): Runner {
  return (cmd, args) => {
    const [file, argv] = osUser ? ['runuser', ['-u', osUser, '--', cmd, ...args]] : [cmd, args];
    const res = spawnSync(file, argv, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
    return {
      status: res.status,
      output: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? String(res.error) : ''}`,
    };
  };
}

/** Starts a fresh cluster; `url` connects as the superuser to the `postgres` database. */
export async function startPostgres(): Promise<PgServer> {
  const bin = findPgBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (install the postgresql package or set FINWELL_PG_BIN)');
  // Under root the folder must be reachable by the unprivileged user: /tmp is, a private TMPDIR may not be.
  const root = mkdtempSync(path.join(isRoot() ? '/tmp' : tmpdir(), 'finwell-pg-'));
  const dataDir = path.join(root, 'data');
  const osUser = isRoot() ? ensureOsUser() : null;
  if (osUser) {
    chownSync(root, osUser.uid, osUser.gid);
    chmodSync(root, 0o700);
  }
  const run = makeRunner(osUser?.name ?? null, root);
  const cleanup = () => rmSync(root, { recursive: true, force: true });

  const init = run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    SUPERUSER,
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
    '--no-instructions',
  ]);
  if (init.status !== 0) {
    cleanup();
    throw new Error(`initdb failed:\n${init.output}`);
  }

  const log = path.join(root, 'server.log');
  let port = 0;
  let started = false;
  for (let attempt = 0; attempt < 5 && !started; attempt++) {
    port = await findFreePort();
    const options = [
      `-p ${port}`,
      `-k ${root}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      '-c shared_buffers=128MB',
    ].join(' ');
    const res = run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
    started = res.status === 0;
    if (!started && attempt === 4) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
      cleanup();
      throw new Error(`pg_ctl start failed:\n${res.output}\n${serverLog}`);
    }
  }

  let stopped = false;
  return {
    url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      cleanup();
    },
  };
}

/** A fresh database `t_<random>` on the cluster at `adminUrl` (empty, or a copy of `template`); returns its URL. */
export async function createDatabase(adminUrl: string, prefix = 't', template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
