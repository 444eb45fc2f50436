/**
 * Learning-center figures (issue 10 "Figures", docs/learning.md):
 * - the course page's data in one request (GET /api/v1/courses/:id, an enrolled learner with one
 *   chapter done) at 50 connections: aim p99 < 20 ms;
 * - a 200 MB video (generated here: the seed WebM's header padded to 200 MB, never committed)
 *   uploaded through the resumable chunk calls, then 200 random 1 MB range reads and one full read
 *   of it through the signed link; the server's peak RSS is printed for each, to show the file is
 *   streamed, not held in memory.
 * Run alone with `npx tsx tests/bench/learning.bench.ts`, or through `npm run bench`
 * (benchLearning). Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_VIDEO_MB (200).
 */
import { createWriteStream, mkdtempSync, openSync, readFileSync, readSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from '../../src/server/app.js';
import { createSession } from '../../src/server/modules/auth/session.js';
import { SEED_VIDEO } from '../../src/server/modules/webinars/seed.js';
import { runLoad } from './load.js';

type Row = {
  target: string;
  endpoint: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};
type Ctx = { seconds: number; connections: number };

export const AIM = { coursePageP99Ms: 20 } as const;
const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB ?? 200);
const MB = 1024 * 1024;

/** Samples this process's RSS every 20 ms while `fn` runs; answers the peak in MB. */
async function peakRss<T>(fn: () => Promise<T>): Promise<{ result: T; peakMb: number; baseMb: number }> {
  const baseMb = process.memoryUsage().rss / MB;
  let peak = baseMb;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss / MB);
  }, 20);
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage().rss / MB);
    return { result, peakMb: peak, baseMb };
  } finally {
    clearInterval(timer);
  }
}

async function makeVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'bench-video.webm');
  const out = createWriteStream(file);
  const head = readFileSync(SEED_VIDEO);
  out.write(head);
  const block = Buffer.alloc(MB, 0x42);
  for (let written = head.length; written < VIDEO_MB * MB; written += block.length) {
    const n = Math.min(block.length, VIDEO_MB * MB - written);
    if (!out.write(n === block.length ? block : block.subarray(0, n)))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return file;
}

export async function benchLearning(
  ctx: Ctx = {
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  },
): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'finwell-bench-learning-'));
  const app = await build({
    logger: false,
    config: {
      dataDir,
      memoryDb: false,
      nodeEnv: 'bench',
      serveClient: false,
      seedDemo: true,
      loadFundData: false,
      logLevel: 'silent',
      otpSecret: 'bench',
      rateLimits: {
        otpPerIpPerMinute: 1e9,
        otpSendsPerEmailPerHour: 1e9,
        otpResendCooldownSeconds: 0,
        userPerWindow: 1e9,
        anonPerWindow: 1e9,
        windowSeconds: 60,
        publicWritePerMinute: 30,
        webhookPerMinute: 600,
      },
    },
  });
  const rows: Row[] = [];
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const db = app.ctx.db;
    const idOf = async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const employee = await createSession(db, { userId: await idOf('employee@acme.example'), idleMinutes: 240 });
    const admin = await createSession(db, { userId: await idOf('admin@finwell.example'), idleMinutes: 240 });
    const call = async (method: string, url: string, token: string, body?: unknown) => {
      const res = await fetch(`${base}/api/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await res.json()) as { data: Record<string, unknown> };
    };
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', 'Budgeting that sticks')
      .executeTakeFirstOrThrow();
    await call('POST', `/courses/enroll/${course.id}`, employee);
    const view = (await call('GET', `/courses/${course.id}`, employee)).data as {
      sections: Array<{ chapters: Array<{ _id: number }> }>;
    };
    const first = view.sections[0].chapters[0]._id;
    // The first chapter is a PDF: read to its end, so it may complete (docs/learning.md "Completion").
    await call('POST', `/courses/chapters/${first}/opened`, employee, { reached_end: true });
    await call('POST', '/courses/completed', employee, { course_id: course.id, chapter_id: first });

    const url = `${base}/api/v1/courses/${course.id}`;
    const headers = { authorization: `Bearer ${employee}` };
    await runLoad({ url, headers, connections: ctx.connections, seconds: 2 });
    const r = await runLoad({ url, headers, connections: ctx.connections, seconds: ctx.seconds });
    rows.push({
      target: 'pglite',
      endpoint: 'GET courses/:id (course page data)',
      requestsPerSecond: r.requests.average,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    });
    console.log(
      `course page data at ${ctx.connections} connections: p99 ${r.latency.p99} ms (aim < ${AIM.coursePageP99Ms} ms), ${Math.round(r.requests.average)} req/s, non-2xx ${r.non2xx}`,
    );

    const videoFile = await makeVideo(dataDir);
    const size = VIDEO_MB * MB;
    const up = await peakRss(async () => {
      const started = (await call('POST', '/learning/uploads', admin, {
        kind: 'video',
        filename: 'bench-video.webm',
        size,
      })) as { data: { upload_id: string; chunk_size: number } };
      const { upload_id: id, chunk_size: chunk } = started.data;
      const fd = openSync(videoFile, 'r');
      const buf = Buffer.alloc(chunk);
      let offset = 0;
      let fileId: number | null = null;
      const t0 = performance.now();
      try {
        while (fileId === null) {
          const n = readSync(fd, buf, 0, chunk, offset);
          const res = await fetch(`${base}/api/v1/learning/uploads/${id}?offset=${offset}`, {
            method: 'PATCH',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/offset+octet-stream' },
            body: buf.subarray(0, n),
          });
          const state = (await res.json()) as { data: { offset: number; file_id: number | null } };
          if (!res.ok) throw new Error(`chunk at ${offset}: ${res.status} ${JSON.stringify(state)}`);
          offset = state.data.offset;
          fileId = state.data.file_id;
        }
      } finally {
        closeSync(fd);
      }
      return { fileId: fileId, ms: performance.now() - t0 };
    });
    console.log(
      `${VIDEO_MB} MB upload in ${chunkInfo()}: ${Math.round(up.result.ms)} ms (${Math.round(size / MB / (up.result.ms / 1000))} MB/s); server process RSS ${Math.round(up.baseMb)} MB before, peak ${Math.round(up.peakMb)} MB`,
    );

    const made = (await call('POST', '/admin/e-learning-videos', admin, {
      title: 'Bench video',
      category_id: 5,
      duration: 10,
      file_id: up.result.fileId,
    })) as { data: { _id: number } };
    const details = (await call('GET', `/e-learning-videos/${made.data._id}`, employee)) as {
      data: { video: { video_url: string } };
    };
    const link = `${base}${details.data.video.video_url}`;
    const reads = await peakRss(async () => {
      const t0 = performance.now();
      let bytes = 0;
      for (let i = 0; i < 200; i++) {
        const start = Math.floor(Math.random() * (size - MB));
        const res = await fetch(link, { headers: { range: `bytes=${start}-${start + MB - 1}` } });
        if (res.status !== 206) throw new Error(`range read answered ${res.status}`);
        bytes += (await res.arrayBuffer()).byteLength;
      }
      const ranged = performance.now() - t0;
      const t1 = performance.now();
      const full = await fetch(link);
      let total = 0;
      const reader = full.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
      }
      return { ranged, bytes, full: performance.now() - t1, total };
    });
    console.log(
      `200 range reads of 1 MB: ${Math.round(reads.result.ranged)} ms (${reads.result.bytes / MB} MB); one full ${Math.round(reads.result.total / MB)} MB read: ${Math.round(reads.result.full)} ms; server process RSS peak ${Math.round(reads.peakMb)} MB (file ${VIDEO_MB} MB)`,
    );
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function chunkInfo(): string {
  return '8 MB chunks';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchLearning();
  console.table(rows);
}
