import { spawn } from 'node:child_process';
import { startPostgres } from './pg-server.js';

/**
 * `tsx tests/support/with-postgres.ts <command...>`: runs the command with a throwaway PostgreSQL
 * cluster (FINWELL_TEST_DB=postgres, FINWELL_TEST_PG_ADMIN_URL set), then stops and deletes the
 * cluster and exits with the command's code. The vitest globalSetup sees the URL and starts no
 * second cluster.
 */
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: tsx tests/support/with-postgres.ts <command> [args...]');
  process.exit(2);
}

const server = await startPostgres();
let code: number;
try {
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FINWELL_TEST_DB: 'postgres', FINWELL_TEST_PG_ADMIN_URL: server.url },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  code = await new Promise<number>((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
} finally {
  await server.stop();
}
process.exit(code);
