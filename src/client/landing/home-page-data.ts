import { apiGet } from '../api/api-client';
import { readToken } from '../session/session-keys';
import { preloadWidgetViews } from '../../../widgets/views';
import type { HomePageResponse } from '../../../widgets/ui/landing-types';

let early: Promise<HomePageResponse> | null = null;

/**
 * Loads the home page and the views of its widgets; resolves when both are ready, so the page
 * paints in one go. The response is cached by the browser and revalidated with its ETag.
 */
export async function loadHomePage(signal?: AbortSignal): Promise<HomePageResponse> {
  const pending = early;
  early = null;
  const data = await (pending ?? apiGet<HomePageResponse>('/landing-page/home-page', { signal }));
  await preloadWidgetViews(data.widgets_List.map((w) => w.type));
  return data;
}

/**
 * Starts the home-page request, and then its widgets' views, while the app restores the session,
 * when the tab opens straight on the home page with a token (both would otherwise wait for the
 * profile round trip).
 * Only for that case, so no other page pays for it.
 */
export function prefetchHomePage(): void {
  if (early || typeof window === 'undefined') return;
  const path = window.location.pathname.replace(/\/+$/, '');
  if ((path !== '/client' && path !== '/client/home') || !readToken()) return;
  early = apiGet<HomePageResponse>('/landing-page/home-page').then(async (data) => {
    // The views download while the session is still being restored.
    await preloadWidgetViews(data.widgets_List.map((w) => w.type));
    return data;
  });
  // A failure is reported by the page's own request; never leave this rejection unhandled.
  early.catch(() => undefined);
}
