/**
 * The assistant's figures (docs/assistant.md "Figures"): over the held-out question set
 * (tests/assistant/questions.json, 60 calculator and 50 content questions, 10 of them for courses and videos) through the whole route
 * POST /api/v1/client-emp/ask-question as the Acme employee: intent+inputs accuracy, right source
 * in the top 3, and latency p50/p95/p99 over BENCH_ASSISTANT_ROUNDS rounds of the set (default 3),
 * on PGlite and on a throwaway PostgreSQL (BENCH_TARGETS). Aims: >= 95 %, >= 85 %, p95 < 150 ms.
 * Run alone: `npx tsx tests/bench/assistant.bench.ts`; also part of `npm run bench`.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../../src/server/config.js';
import type { AssistantAnswer } from '../../src/shared/generated/api/assistant/assistant-answer.js';
import { calculatorCases, calculatorRight, contentCases, sourceRight } from '../assistant/question-set.js';
import { benchSession, buildBenchApp, onEachTarget } from './bench-app.js';

const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 3);
const AIM = { intent: 0.95, source: 0.85, p95Ms: 150 } as const;

export type AssistantBenchRow = { target: string; measure: string; value: string; aim: string; verdict: string };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function benchTarget(target: string, config: Partial<AppConfig>): Promise<AssistantBenchRow[]> {
  const app = await buildBenchApp(config);
  try {
    const token = await benchSession(app, 'employee@acme.example');
    const ask = async (question: string) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/client-emp/ask-question',
        headers: { authorization: `Bearer ${token}` },
        payload: { question },
      });
      const ms = performance.now() - t0;
      return { ms, answer: (res.json() as { data: AssistantAnswer }).data };
    };
    const times: number[] = [];
    let intentOk = 0;
    let sourceOk = 0;
    const misses: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of calculatorCases) {
        const { ms, answer } = await ask(c.q);
        times.push(ms);
        if (round > 0) continue;
        const r = calculatorRight(c, answer);
        if (r.ok) intentOk++;
        else misses.push(`  calculator miss: ${c.q} -> ${r.why}`);
      }
      for (const c of contentCases) {
        const { ms, answer } = await ask(c.q);
        times.push(ms);
        if (round > 0) continue;
        const r = sourceRight(c, answer);
        if (r.ok) sourceOk++;
        else misses.push(`  content miss: ${c.q} -> ${r.why}`);
      }
    }
    if (misses.length) console.log(`${target}:\n${misses.join('\n')}`);
    // The first round warms the caches (knowledge-base word corrections, statement plans): the
    // timing figures are taken over every round, so the cold first requests count too.
    const sorted = [...times].sort((a, b) => a - b);
    const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} % (${n}/${d})`;
    const p95 = percentile(sorted, 0.95);
    return [
      {
        target,
        measure: 'calculator intent + inputs right',
        value: pct(intentOk, calculatorCases.length),
        aim: '>= 95 %',
        verdict: intentOk / calculatorCases.length >= AIM.intent ? 'met' : 'NOT met',
      },
      {
        target,
        measure: 'content: expected source in top 3',
        value: pct(sourceOk, contentCases.length),
        aim: '>= 85 %',
        verdict: sourceOk / contentCases.length >= AIM.source ? 'met' : 'NOT met',
      },
      {
        target,
        measure: `latency over ${times.length} requests (load ${loadavg()[0].toFixed(1)})`,
        value: `p50 ${percentile(sorted, 0.5).toFixed(1)} / p95 ${p95.toFixed(1)} / p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
        aim: 'p95 < 150 ms',
        verdict: p95 < AIM.p95Ms ? 'met' : 'NOT met',
      },
    ];
  } finally {
    await app.close();
  }
}

export async function benchAssistant(): Promise<AssistantBenchRow[]> {
  return onEachTarget('assistant', benchTarget);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchAssistant();
  console.table(rows);
}
