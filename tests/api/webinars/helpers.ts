import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { SEED_VIDEO } from '../../../src/server/modules/webinars/seed.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

export { bearer };

export type Ctx = {
  app: App;
  acme: string;
  globex: string;
  paid: string;
  admin: string;
  speaker: string;
  acmeId: number;
  globexId: number;
  farah: number;
};

/** The app with the demo seed (webinars included) and sessions for the demo accounts. */
export function useWebinars(): Ctx {
  const c = {} as Ctx;
  beforeAll(async () => {
    const app = await buildTestApp();
    const ids = await app.ctx.db.selectFrom('companies').select(['id', 'company_name']).execute();
    const farah = await app.ctx.db
      .selectFrom('webinar_speakers')
      .select('id')
      .where('email', '=', 'speaker@finwell.example')
      .executeTakeFirstOrThrow();
    Object.assign(c, {
      app,
      acme: await sessionFor(app, 'employee@acme.example'),
      globex: await sessionFor(app, 'employee@globex.example'),
      paid: await sessionFor(app, 'paid@example.com'),
      admin: await sessionFor(app, 'admin@finwell.example'),
      speaker: await sessionFor(app, 'speaker@finwell.example'),
      acmeId: ids.find((x) => x.company_name === 'Acme Corp')!.id,
      globexId: ids.find((x) => x.company_name === 'Globex')!.id,
      farah: farah.id,
    });
  });
  afterAll(async () => {
    await c.app?.close();
  });
  return c;
}

/** A multipart body: the record as `data`, optional files. */
export function multipart(
  data: unknown,
  files: Array<{ field: string; name: string; type: string; content: Buffer }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----finwell${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const VIDEO = (): Buffer => readFileSync(SEED_VIDEO);
/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An IST date n days from today. */
export function istDay(n: number): string {
  const d = new Date(Date.now() + 330 * 60_000);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
