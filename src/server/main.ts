import { build } from './app.js';

/** Starts the portal: `PORT` (default 3000), embedded PGlite in `DATA_DIR` unless `DATABASE_URL`. */
const loaded = performance.now();
const app = await build({ fundDataAfterListen: true });
const { port, host } = app.ctx.config;
await app.listen({ port, host });
console.log(
  `FinWell portal on http://localhost:${port} (database: ${app.ctx.dbHandle.kind}, mail: ${app.ctx.mailer.transport})`,
);
console.log(
  `started in ${Math.round(performance.now())} ms: modules ${Math.round(loaded)} ms, ` +
    app.startup.map(([name, ms]) => `${name} ${ms} ms`).join(', '),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
