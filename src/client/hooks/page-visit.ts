import { API_BASE } from '../api/api-client';
import { csrfToken } from '../session/session-keys';

/**
 * Page visits and the time spent on them (docs/reports.md, "Page visits"): one visit per page shown,
 * counting only the seconds the tab is visible. The seconds so far go to `capture-time-spent` with
 * `navigator.sendBeacon` when the tab is hidden (which also covers closing it, on mobile too) and
 * when the page is left; a later beacon of the same visit replaces the earlier count. A beacon
 * carries no header, so the CSRF token goes in the body beside the session cookie; without a session nothing is sent
 * (docs/product-rules.md "Delays and limits": "only when the user has a token"); a page left within a second is not counted.
 */
export function startPageVisit(path: string): () => void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return () => undefined;
  const visitId = crypto.randomUUID();
  let visibleMs = 0;
  let since: number | null = document.visibilityState === 'visible' ? performance.now() : null;
  const seconds = () => Math.floor((visibleMs + (since === null ? 0 : performance.now() - since)) / 1000);
  const send = () => {
    // A beacon sets no header: the CSRF token goes in the body, beside the session cookie the beacon carries.
    const csrf = csrfToken();
    // Redirects and pages left within a second are not visits.
    if (!csrf || seconds() < 1) return;
    const body = JSON.stringify({ visit_id: visitId, path, seconds: Math.min(14_400, seconds()), csrf });
    navigator.sendBeacon(`${API_BASE}/capture-time-spent`, new Blob([body], { type: 'application/json' }));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (since !== null) visibleMs += performance.now() - since;
      since = null;
      send();
    } else if (since === null) {
      since = performance.now();
    }
  };
  const onPageHide = () => send();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    send();
  };
}
