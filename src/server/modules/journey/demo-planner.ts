import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { verifyHandoff } from './planner-service.js';
import { escapeHtml as esc } from '../../html.js';

/**
 * The built-in stand-in for the planner application (PLANNER_URL unset, not in production): it
 * verifies the handoff token the way the real planner would (docs/journey.md) and says who arrived.
 */
export async function demoPlannerPage(db: Db, secretsKey: string, token: string): Promise<string> {
  let body: string;
  try {
    const v = await verifyHandoff(db, secretsKey, token);
    const name = [v.user.first_name, v.user.last_name].filter(Boolean).join(' ') || v.user.email;
    body = `<h1>Financial planner (demo)</h1><p>Welcome, ${esc(name)}. The handoff token was verified.</p>`;
  } catch (err) {
    const message = err instanceof AppError ? `${err.message} (${err.code})` : 'The handoff could not be verified.';
    body = `<h1>Financial planner (demo)</h1><p role="alert">${esc(message)}</p>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Financial planner (demo)</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">${body}<p><a href="/client">Back to FinWell</a></p></body></html>`;
}
