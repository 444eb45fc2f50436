import { apiGet } from '../../api/api-client';

/**
 * The unread count shared by the header's bell (use-unread-count.ts, in the employee entry) and the notifications page
 * (which publishes its changes at once). Its own module, so the entry does not carry the rest of engagement-api.ts
 * (docs/performance.md).
 */
type Listener = (n: number) => void;
const listeners = new Set<Listener>();
let lastCount: number | null = null;

export function subscribeUnread(l: Listener): () => void {
  listeners.add(l);
  if (lastCount !== null) l(lastCount);
  return () => listeners.delete(l);
}
export function publishUnread(n: number): void {
  lastCount = n;
  for (const l of listeners) l(n);
}
export async function refreshUnread(signal?: AbortSignal): Promise<void> {
  const r = await apiGet<{ unread_count: number }>('/users/notifications/unread-count', { signal });
  publishUnread(r.unread_count);
}
