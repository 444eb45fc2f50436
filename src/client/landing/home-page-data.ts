import { apiGet } from '../api/api-client';
import { hasSession } from '../session/session-keys';
import { preloadWidgetViews } from '../../../widgets/views';
import { currentLocale } from '../../i18n/browser';
import type { Locale } from '../../i18n/locales';
import type { HomePageResponse } from '../../../widgets/ui/landing-types';

/** The early request and the language it asked in (a switch before the page uses it makes it stale). */
let early: { locale: Locale; answer: Promise<HomePageResponse> } | null = null;

/**
 * Loads the home page and the views of its widgets; resolves when both are ready, so the page
 * paints in one go. The response is cached by the browser and revalidated with its ETag.
 */
export async function loadHomePage(signal?: AbortSignal): Promise<HomePageResponse> {
  const pending = early?.locale === currentLocale() ? early.answer : null;
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
  if ((path !== '/client' && path !== '/client/home') || !hasSession()) return;
  const answer = apiGet<HomePageResponse>('/landing-page/home-page').then(async (data) => {
    // The views download while the session is still being restored.
    await preloadWidgetViews(data.widgets_List.map((w) => w.type));
    return data;
  });
  early = { locale: currentLocale(), answer };
  // A failure is reported by the page's own request; never leave this rejection unhandled.
  answer.catch(() => undefined);
}
