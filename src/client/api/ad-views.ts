import { setAdViewSender, type AdRef } from '../../../widgets/ui/ad-views';
import { csrfToken } from '../session/session-keys';
import { API_BASE } from './api-client';

/**
 * Ad views (docs/reports.md "Ads"): the ads shown on a page view, each at most once per page view (a page
 * view is one route shown: a new path starts a new view id), sent in a batch a second after the first one
 * is seen, or at once when the page is hidden, by `navigator.sendBeacon` with the CSRF token in the body beside the
 * session cookie (a beacon sets no header). Without a session nothing is sent.
 */
let viewId = '';
let viewPath = '';
const seen = new Set<string>();
const queue: AdRef[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const ads = queue.splice(0, 20);
  // A beacon sets no header: the CSRF token goes in the body, beside the session cookie the beacon carries.
  const csrf = csrfToken();
  if (!ads.length || !csrf || typeof navigator.sendBeacon !== 'function') return;
  const body = JSON.stringify({ view_id: viewId, ads, csrf });
  navigator.sendBeacon(`${API_BASE}/ad-views`, new Blob([body], { type: 'application/json' }));
  if (queue.length) flush();
}

export function sendAdView(ad: AdRef): void {
  const path = window.location.pathname;
  if (path !== viewPath || !viewId) {
    flush(); // the previous page view's ads go with its id
    viewPath = path;
    viewId = crypto.randomUUID();
    seen.clear();
  }
  const key = 'item_id' in ad ? `w${ad.item_id}` : `m${ad.module_id}`;
  if (seen.has(key)) return;
  seen.add(key);
  queue.push(ad);
  timer ??= setTimeout(flush, 1000);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

setAdViewSender(sendAdView);
