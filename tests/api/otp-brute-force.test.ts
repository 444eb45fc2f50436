import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/server/config.js';
import { OTP_MAX_ATTEMPTS } from '../../src/server/modules/auth/otp.js';
import { buildTestApp, latestOtp, type App } from '../support/app.js';
import { envelopeOf, expectError } from '../support/envelope.js';

const VICTIM = 'employee@acme.example';
/** The victim's registered mobile number (seed): the phone path must not open a second budget. */
const VICTIM_PHONE = '+91 98765 43210';
const SENDS_PER_HOUR = 5;
const GUESSES_PER_CODE = 60;
const PARALLEL = 20;

/**
 * Brute-forcing an OTP (10,000 guesses) never logs in. The per-IP limit is lifted here so that
 * the attempt budget itself is what is tested: every code dies after 5 wrong tries, a resend
 * gives a new code with a new budget, and the per-e-mail cap bounds the resends. A few hundred
 * real requests (sequential and in parallel batches) show the budget holds under concurrency;
 * the counters in the database then bound what the remaining guesses could ever achieve.
 */
describe('OTP brute force', () => {
  let app: App;
  let guessNo = 0;
  const outcomes = new Map<string, number>();

  beforeAll(async () => {
    app = await buildTestApp({
      rateLimits: {
        otpPerIpPerMinute: 1_000_000,
        otpSendsPerEmailPerHour: SENDS_PER_HOUR,
        otpResendCooldownSeconds: 0,
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The attacker's next guess: a fixed sequence that skips the live code (a hit is the test's failure, not luck). */
  function nextGuess(liveCode: string): string {
    let g: string;
    do g = String((guessNo++ * 7919) % 1_000_000).padStart(6, '0');
    while (g === liveCode);
    return g;
  }

  async function guess(otp: string, by: 'email' | 'phone' = 'email'): Promise<{ status: number; code: string }> {
    const who = by === 'email' ? { email: VICTIM } : { phone_number: VICTIM_PHONE };
    const res = await app.inject({ method: 'POST', url: '/api/v1/verify_login_otp', payload: { ...who, otp } });
    const code = envelopeOf(res).status_code;
    outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
    return { status: res.statusCode, code };
  }

  it('every code accepts at most 5 tries, sequential or parallel, and then refuses even the right code', async () => {
    for (let round = 0; round < SENDS_PER_HOUR; round++) {
      const route = round === 0 ? 'request_login_otp' : 'resend_login_otp';
      const sent = await app.inject({ method: 'POST', url: `/api/v1/${route}`, payload: { email: VICTIM } });
      expect(sent.statusCode).toBe(200);
      const live = await latestOtp(app, VICTIM);

      const results: Array<{ status: number; code: string }> = [];
      for (let i = 0; i < 3; i++) results.push(await guess(nextGuess(live)));
      for (let i = 3; i < GUESSES_PER_CODE; i += PARALLEL) {
        const batch = Array.from({ length: Math.min(PARALLEL, GUESSES_PER_CODE - i) }, () => nextGuess(live));
        results.push(...(await Promise.all(batch.map((g) => guess(g)))));
      }
      expect(results.filter((r) => r.status === 200)).toEqual([]);
      expect(results.slice(0, 3).map((r) => r.code)).toEqual(['E-10007', 'E-10007', 'E-10007']);
      const judged = results.filter((r) => r.code === 'E-10007').length;
      expect(judged).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS - 1);
      expect(results.filter((r) => r.code === 'E-10504').length).toBe(GUESSES_PER_CODE - judged);

      // The attacker now learns the right code (from the outbox): too late.
      expectError(
        await app.inject({ method: 'POST', url: '/api/v1/verify_login_otp', payload: { email: VICTIM, otp: live } }),
        429,
        'E-10504',
      );
    }
  }, 120_000);

  it('the per-e-mail cap stops further codes, so nothing is left to guess against', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/v1/resend_login_otp', payload: { email: VICTIM } }),
      429,
      'E-10503',
    );
    const last = await latestOtp(app, VICTIM);
    const batch = [last, ...Array.from({ length: 99 }, () => nextGuess(last))];
    const results = await Promise.all(batch.map((g) => guess(g)));
    expect(results.every((r) => r.status === 429 && r.code === 'E-10504')).toBe(true);
  });

  it('the mobile number reaches the same account: no new code past the cap, and the same dead code for every guess', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { phone_number: VICTIM_PHONE } }),
      429,
      'E-10503',
    );
    const last = await latestOtp(app, VICTIM);
    const batch = [last, ...Array.from({ length: 49 }, () => nextGuess(last))];
    const results = await Promise.all(batch.map((g) => guess(g, 'phone')));
    expect(results.every((r) => r.status === 429 && r.code === 'E-10504')).toBe(true);
  });

  it('the database shows the budget held: no code judged more than 5 times, none consumed, no session', async () => {
    const challenges = await app.ctx.db
      .selectFrom('otp_challenges')
      .select(['attempts', 'consumed_at'])
      .where('email', '=', VICTIM)
      .execute();
    expect(challenges).toHaveLength(SENDS_PER_HOUR);
    expect(challenges.every((c) => c.attempts <= OTP_MAX_ATTEMPTS && c.consumed_at === null)).toBe(true);
    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', VICTIM)
      .executeTakeFirstOrThrow();
    expect(await app.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);

    const sent = [...outcomes.values()].reduce((a, b) => a + b, 0);
    expect(outcomes.get('S-10004') ?? 0).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(SENDS_PER_HOUR * GUESSES_PER_CODE + 100);

    // What 10,000 guesses could achieve at most under the production limits: each hour gives
    // otpSendsPerEmailPerHour codes of OTP_MAX_ATTEMPTS tries, and the server judged no more than that.
    const judged = challenges.reduce((sum, c) => sum + c.attempts, 0);
    expect(judged).toBeLessThanOrEqual(SENDS_PER_HOUR * OTP_MAX_ATTEMPTS);
    const triesPerHour = DEFAULT_RATE_LIMITS.otpSendsPerEmailPerHour * OTP_MAX_ATTEMPTS;
    expect(10_000 / triesPerHour, 'hours an attacker needs for 10,000 judged guesses').toBeGreaterThanOrEqual(400);
  });
});
