import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const CounsellingPage = lazyPage(() => import('./CounsellingPage'), 'CounsellingPage');
const CounsellorDetailsPage = lazyPage(() => import('./CounsellorDetailsPage'), 'CounsellorDetailsPage');

/** The employee's counselling pages, relative to /client (the route guard checks module 3 and the category slug). */
export const clientCounsellingRoutes: RouteObject[] = [
  { path: 'counselling', element: <CounsellingPage /> },
  { path: 'counselling/counsellor-details', element: <CounsellorDetailsPage /> },
  { path: 'counselling/:category', element: <CounsellingPage /> },
];
