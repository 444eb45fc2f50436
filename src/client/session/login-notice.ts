/**
 * Why the login page opened after a session ended without the person logging out here (navigation state
 * `notice`, beside `from`, the path to return to): a time-out, a logout in another tab, or a dead session.
 */
export type LoginNotice =
  { kind: 'idle'; minutes: number } | { kind: 'absolute' } | { kind: 'otherTab' } | { kind: 'error'; code: string };

export function isLoginNotice(value: unknown): value is LoginNotice {
  if (!value || typeof value !== 'object') return false;
  const v = value as { kind?: unknown; minutes?: unknown; code?: unknown };
  if (v.kind === 'idle') return typeof v.minutes === 'number';
  if (v.kind === 'error') return typeof v.code === 'string';
  return v.kind === 'absolute' || v.kind === 'otherTab';
}
