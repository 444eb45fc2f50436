import type { RouteObject } from 'react-router';
import { adminFeatureRoutes, clientFeatureRoutes, publicFeatureRoutes } from './feature-routes';
import { shellRoutes } from './router';

/**
 * The whole route table in one tree (the shells with every area's feature routes), for the route checks
 * (tests/e2e/route-check.e2e.ts). The browser renders the same routes with the feature tables as a lazy chunk
 * (router.tsx).
 */
export const appRoutes: RouteObject[] = shellRoutes(publicFeatureRoutes, clientFeatureRoutes, adminFeatureRoutes);
