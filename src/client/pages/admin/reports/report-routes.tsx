import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lazy-page';

const ReportsIndexPage = lazyPage(() => import('./ReportsIndexPage'), 'ReportsIndexPage');
const ReportPage = lazyPage(() => import('./ReportPage'), 'ReportPage');

/** /admin/manage-reports (the 14 tiles) and /admin/manage-reports/<tile route> (docs/reports.md). */
export const adminReportRoutes: RouteObject[] = [
  { path: 'manage-reports', element: <ReportsIndexPage /> },
  { path: 'manage-reports/:tile', element: <ReportPage /> },
];
