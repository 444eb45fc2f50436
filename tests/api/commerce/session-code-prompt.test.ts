import { describe, expect, it } from 'vitest';
import { createSession } from '../../../src/server/modules/auth/session.js';
import { bearer, codeOf, json, retailUser, useCommerce } from './helpers.js';

const c = useCommerce();

const prompt = async (token: string) =>
  json<{ ask: boolean; session_code: string | null }>(
    await c.app.inject({ method: 'GET', url: '/api/v1/session-code/prompt', headers: bearer(token) }),
  );
const verify = (token: string, session_code: string) =>
  c.app.inject({
    method: 'POST',
    url: '/api/v1/verify-session-code',
    headers: bearer(token),
    payload: { session_code },
  });

describe('the session-code prompt after login (docs/commerce.md "Session code")', () => {
  it('asks until the code is verified once; a wrong code (E-10784) or an empty one (E-10227) changes nothing', async () => {
    const u = await retailUser(c.app, 'prompt-verify', 6);
    const first = await prompt(u.token);
    expect(first.ask).toBe(true);
    expect(first.session_code).toMatch(/^[A-Z2-9]{8}$/);
    // The prompt and the header's code are the same code.
    const code = json<{ session_code: string; ask: boolean }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/session-code', headers: bearer(u.token) }),
    );
    expect(code).toMatchObject({ session_code: first.session_code, ask: true, verified: false });

    const wrong = await verify(u.token, first.session_code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');
    expect(wrong.statusCode).toBe(422);
    expect(codeOf(wrong)).toBe('E-10784');
    expect(codeOf(await verify(u.token, ''))).toBe('E-10227');
    expect((await prompt(u.token)).ask).toBe(true);

    const right = await verify(u.token, first.session_code!.toLowerCase());
    expect(right.statusCode).toBe(200);
    expect(json(right)).toMatchObject({ verified: true, ask: false });
    expect((await prompt(u.token)).ask).toBe(false);
  });

  it('"Don\'t ask again" is stored for the account, so another session (device) is not asked either', async () => {
    const u = await retailUser(c.app, 'prompt-dismiss', 6);
    const other = await retailUser(c.app, 'prompt-other', 6);
    const res = await c.app.inject({ method: 'POST', url: '/api/v1/session-code/dismiss', headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ask: false });
    const secondDevice = await createSession(c.app.ctx.db, { userId: u.id, idleMinutes: 60 });
    expect((await prompt(secondDevice)).ask).toBe(false);
    const row = await c.app.ctx.db
      .selectFrom('session_codes')
      .select(['prompt_dismissed_at', 'verified_at'])
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.prompt_dismissed_at).not.toBeNull();
    expect(row.verified_at).toBeNull();
    // Someone else is still asked.
    expect((await prompt(other.token)).ask).toBe(true);
  });

  it('never asks an admin', async () => {
    expect(await prompt(c.admin)).toEqual({ ask: false, session_code: null });
  });

  it('needs a session', async () => {
    const res = await c.app.inject({ method: 'GET', url: '/api/v1/session-code/prompt' });
    expect(res.statusCode).toBe(401);
  });
});
