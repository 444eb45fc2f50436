/**
 * Navigation state left by a guard that refused a route (E-10117 module, E-10506 admin area). Its own module: the
 * client shell reads it on every page, the notice's code (RefusalNotice.tsx) loads only when there is one.
 */
export type RefusalState = { refusal?: { code: string; path: string } };

export function readRefusal(state: unknown): { code: string; path: string } | null {
  const r = (state as RefusalState | null)?.refusal;
  return r && typeof r.code === 'string' && typeof r.path === 'string' ? r : null;
}
