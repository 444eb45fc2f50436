/**
 * Files every server can serve (issue 31, docs/deploy.md "Files"): two API servers on one database with
 * STORAGE=s3 against a real S3-protocol server (s3rver, started here), each with its own empty DATA_DIR as two
 * machines would have. A file written through one is served by the other (whole and by byte range), an upload
 * resumes on the other server, and a store that cannot be reached answers E-10850 with nothing acknowledged.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLinks } from '../../src/server/modules/learning/file-links.js';
import { SEED_VIDEO } from '../../src/server/modules/webinars/seed.js';
import { bearer, buildTestApp, createTestDatabase, sessionFor, testDbKind, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import { startS3Server } from '../support/s3-server.js';

type S3 = Awaited<ReturnType<typeof startS3Server>>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function pictureUpload(app: App, token: string, content: Buffer) {
  const boundary = '----fwstorage';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/profile-image',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

function chunk(app: App, token: string, uploadId: string, offset: number, data: Buffer) {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/learning/uploads/${uploadId}?offset=${offset}`,
    headers: { ...bearer(token), 'content-type': 'application/offset+octet-stream' },
    payload: data,
  });
}

/** Starts a resumable learning upload (201). */
async function startUpload(app: App, token: string, file: { kind: string; filename: string; size: number }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/learning/uploads',
    headers: bearer(token),
    payload: file,
  });
  return expectSuccess<{ upload_id: string }>(res, undefined, 201);
}

describe('files in S3-compatible object storage, shared by two servers', () => {
  let s3: S3;
  let a: App;
  let b: App;
  const prefix = `run-${randomBytes(4).toString('hex')}/`;

  beforeAll(async () => {
    s3 = await startS3Server();
    const config = {
      storage: s3.storage(prefix),
      secretsKey: randomBytes(32).toString('hex'),
      otpSecret: randomBytes(32).toString('hex'),
    };
    if (testDbKind() === 'postgres') {
      const databaseUrl = await createTestDatabase();
      a = await buildTestApp({ config, databaseUrl });
      b = await buildTestApp({ config, databaseUrl });
    } else {
      a = await buildTestApp({ config });
      b = await buildTestApp({ config, dbHandle: a.ctx.dbHandle });
    }
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('a profile picture uploaded through one server is served by the other, from the store and not a local folder', async () => {
    expect(a.ctx.storage.kind).toBe('s3');
    expect(a.ctx.config.dataDir).not.toBe(b.ctx.config.dataDir);
    const token = await sessionFor(a, 'employee@acme.example');
    const saved = expectSuccess<{ profile_image: string }>(await pictureUpload(a, token, PNG));
    expect(saved.profile_image).toMatch(/^\/files\/uploads\/profile\/[0-9a-f]{24}\.png$/);
    const fromB = await b.inject({ method: 'GET', url: saved.profile_image });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.headers['x-content-type-options']).toBe('nosniff');
    const fromA = await a.inject({ method: 'GET', url: saved.profile_image });
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Neither server wrote it to its own disk: the bucket holds it.
    for (const app of [a, b])
      expect(existsSync(path.join(app.ctx.config.dataDir, saved.profile_image.slice(7)))).toBe(false);
    expect(await a.ctx.storage.size(saved.profile_image.slice('/files/'.length))).toBe(fromA.rawPayload.length);
    // A folder no stored file can have (the path pattern allows a leading "-") is not found, not an error.
    expectError(await b.inject({ method: 'GET', url: `/files/uploads/-a/${'0'.repeat(24)}.png` }), 404, 'E-10507');
    // Unknown names stay 404 on both.
    expectError(
      await b.inject({ method: 'GET', url: '/files/uploads/profile/' + '0'.repeat(24) + '.png' }),
      404,
      'E-10507',
    );
  });

  it('a video upload started on one server resumes on the other; the file streams by byte range from either', async () => {
    const admin = await sessionFor(a, 'admin@finwell.example');
    const video = readFileSync(SEED_VIDEO);
    const started = await startUpload(a, admin, { kind: 'video', filename: 'clip.webm', size: video.length });
    const half = Math.floor(video.length / 2);
    expect(
      expectSuccess<{ offset: number }>(await chunk(a, admin, started.upload_id, 0, video.subarray(0, half))).offset,
    ).toBe(half);
    // The connection moves to server B: a stale offset is answered with the real one, which B knows.
    const stale = expectError(await chunk(b, admin, started.upload_id, 0, video.subarray(0, 100)), 409, 'E-10710');
    expect(stale.data).toEqual({ offset: half });
    const done = expectSuccess<{ file_id: number; complete: boolean }>(
      await chunk(b, admin, started.upload_id, half, video.subarray(half)),
    );
    expect(done.complete).toBe(true);
    // The chunks are gone from the store once the file is whole.
    expect(await a.ctx.storage.list(`uploads/learning-partial/${started.upload_id}/`)).toEqual([]);

    const adminId = (
      await a.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@finwell.example')
        .executeTakeFirstOrThrow()
    ).id;
    const link = fileLinks(a.ctx.config.secretsKey, adminId)(done.file_id)!;
    const whole = await a.inject({ method: 'GET', url: link });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await b.inject({ method: 'GET', url: link, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await b.inject({ method: 'GET', url: link, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    expect(
      (await b.inject({ method: 'GET', url: link, headers: { range: `bytes=${video.length}-` } })).statusCode,
    ).toBe(416);
  });

  it('a report export written by one server downloads through the other', async () => {
    const admin = await sessionFor(a, 'admin@finwell.example');
    const query = 'from=2025-03-01&to=2025-03-31';
    const job = expectSuccess<{ id: string }>(
      await a.inject({
        method: 'POST',
        url: `/api/v1/report/portal-page-visits/export-jobs?${query}&format=pdf`,
        headers: bearer(admin),
      }),
      undefined,
      202,
    );
    let status = '';
    for (let i = 0; i < 400 && status !== 'done' && status !== 'failed'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 25));
      status = expectSuccess<{ status: string }>(
        await b.inject({ method: 'GET', url: `/api/v1/report/exports/${job.id}`, headers: bearer(admin) }),
      ).status;
    }
    expect(status).toBe('done');
    const file = await b.inject({
      method: 'GET',
      url: `/api/v1/report/exports/${job.id}/file`,
      headers: bearer(admin),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(existsSync(path.join(a.ctx.config.dataDir, 'exports', `${job.id}.pdf`))).toBe(false);
  });
});

describe('an object store that cannot be reached', () => {
  let app: App;
  beforeAll(async () => {
    // A store that was there and is gone: its address refuses connections.
    const gone = await startS3Server();
    const storage = gone.storage('gone/');
    await gone.close();
    app = await buildTestApp({ config: { storage } });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('an upload answers 503 E-10850 and changes nothing; a resumable chunk is not acknowledged', async () => {
    const token = await sessionFor(app, 'employee@acme.example');
    const before = expectSuccess<{ profile_image: string | null }>(
      await app.inject({ method: 'GET', url: '/api/v1/profile-image', headers: bearer(token) }),
    );
    expectError(await pictureUpload(app, token, PNG), 503, 'E-10850');
    expect(
      expectSuccess<{ profile_image: string | null }>(
        await app.inject({ method: 'GET', url: '/api/v1/profile-image', headers: bearer(token) }),
      ),
    ).toEqual(before);

    const admin = await sessionFor(app, 'admin@finwell.example');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 32)]);
    const started = await startUpload(app, admin, { kind: 'pdf', filename: 'guide.pdf', size: pdf.length });
    expectError(await chunk(app, admin, started.upload_id, 0, pdf.subarray(0, 4096)), 503, 'E-10850');
    expect(
      expectSuccess<{ offset: number }>(
        await app.inject({
          method: 'GET',
          url: `/api/v1/learning/uploads/${started.upload_id}`,
          headers: bearer(admin),
        }),
      ).offset,
    ).toBe(0);
  });
});
