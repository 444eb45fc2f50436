import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const PublicCounsellingPage = lazyPage(() => import('./PublicCounsellingPage'), 'PublicCounsellingPage');
const PublicCounsellorDetailsPage = lazyPage(
  () => import('./PublicCounsellorDetailsPage'),
  'PublicCounsellorDetailsPage',
);
const CounsellorSessionsPage = lazyPage(() => import('./CounsellorSessionsPage'), 'CounsellorSessionsPage');

/** Visitors' counselling pages (absolute paths, public layout), and the counsellor's own sessions. */
export const publicCounsellingRoutes: RouteObject[] = [
  { path: '/public-counselling', element: <PublicCounsellingPage /> },
  { path: '/public-counselling/counsellor-details', element: <PublicCounsellorDetailsPage /> },
  { path: '/counsellor-sessions', element: <CounsellorSessionsPage /> },
];
