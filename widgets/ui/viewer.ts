import { createContext, useContext } from 'react';
import { checkClientRoute, type GuardUser } from '../../src/shared/route-guard';

/**
 * Who is looking at the page, for views that hide what the person's package refuses (a "Book now"
 * to counselling for a partner employee without it: issue 20). The client provides it from the
 * session (src/client/landing/LandingRenderer.tsx); null in an admin's preview, where everything shows.
 */
export const ViewerContext = createContext<GuardUser | null>(null);

/** Whether a link to `route` should be offered to the viewer (always, without a viewer or outside /client). */
export function useRouteOffered(route: string): boolean {
  const viewer = useContext(ViewerContext);
  if (!viewer?.package_info || !route.startsWith('/client')) return true;
  const [pathname, search = ''] = route.split('?');
  return checkClientRoute(viewer, pathname, search).allowed;
}
