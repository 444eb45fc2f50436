import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { SectionPreparingPage } from './pages/client/SectionPreparingPage';
import { landingAdminRoutes } from './pages/admin/widgets/landing-admin-routes';
import { calculatorRoutes } from './pages/calculators/calculator-routes';
import { mutualFundRoutes } from './pages/mutual-funds/mutual-fund-routes';
import { POLICY_PATHS } from './pages/public/policy-paths';
import { clientCounsellingRoutes } from './pages/counselling/counselling-routes';
import { publicCounsellingRoutes } from './pages/public-counselling/public-counselling-routes';
import { adminCounsellingRoutes } from './pages/admin/counselling/admin-counselling-routes';
import { knowledgeBaseRoutes } from './pages/knowledge-base/knowledge-base-routes';
import { adminKnowledgeBaseRoutes } from './pages/admin/knowledge-base/admin-knowledge-base-routes';
import { adminWebinarRoutes, clientWebinarRoutes, publicWebinarRoutes } from './pages/webinars/webinar-routes';
import { adminLearningRoutes, clientLearningRoutes, publicLearningRoutes } from './pages/learning/learning-routes';
import { adminCommerceRoutes, clientCommerceRoutes, publicCommerceRoutes } from './pages/commerce/commerce-routes';
import { adminJourneyRoutes, journeyRoutes } from './pages/journey/journey-routes';
import {
  adminEngagementRoutes,
  clientEngagementRoutes,
  publicEngagementRoutes,
} from './pages/engagement/engagement-routes';
import { adminReportRoutes } from './pages/admin/reports/report-routes';

/**
 * The extension point of the router. Each area adds its pages to one of these arrays; the router
 * (router.tsx) spreads them into its trees, so nobody has to edit the shells.
 *
 * Each array ends in its area's catch-all ("not found", "being prepared").
 *
 * - publicFeatureRoutes: absolute paths ('/public-counselling'), rendered in the public layout
 *   (header, footer), no login needed.
 * - clientFeatureRoutes: paths relative to /client ('calculators/sip-calc', 'webinars'), rendered
 *   in the client shell after login and after the shared route guard (checkClientRoute) allowed
 *   the URL. A /client URL without a route here shows "This section is being prepared".
 * - adminFeatureRoutes: paths relative to /admin ('manage-clients'), roles 1-2 only. Use lazyPage()
 *   so admin code stays out of the employee bundle. Admin menu entries without a route here show
 *   "This section is being prepared".
 *
 * React Router ranks routes by specificity, so the order inside an array does not matter; two
 * routes with the same path do, so claim a path once.
 */
const MyProfilePage = lazyPage(() => import('./pages/client/MyProfilePage'), 'MyProfilePage');
const AdminDashboardPage = lazyPage(() => import('./pages/admin/AdminDashboardPage'), 'AdminDashboardPage');
const SignupPage = lazyPage(() => import('./pages/public/SignupPage'), 'SignupPage');
const PolicyRoutePage = lazyPage(() => import('./pages/public/PolicyRoutePage'), 'PolicyRoutePage');
const AuditLogPage = lazyPage(() => import('./pages/admin/audit/AuditLogPage'), 'AuditLogPage');
const AdminPreparingPage = lazyPage(() => import('./pages/admin/AdminPreparingPage'), 'AdminPreparingPage');
// Lazy like every page, so its sentences (the catalogue's pages part) load with it: a direct hit of an unknown address
// showed the raw keys (notFound.title) when it was in the entry bundle.
const NotFoundPage = lazyPage(() => import('./pages/public/NotFoundPage'), 'NotFoundPage');

export const publicFeatureRoutes: RouteObject[] = [
  ...publicCounsellingRoutes,
  ...publicWebinarRoutes,
  ...publicCommerceRoutes,
  ...publicEngagementRoutes,
  ...publicLearningRoutes,
  { path: '/signup', element: <SignupPage /> },
  ...POLICY_PATHS.map((path): RouteObject => ({ path, element: <PolicyRoutePage /> })),
  { path: '*', element: <NotFoundPage /> },
];

export const clientFeatureRoutes: RouteObject[] = [
  ...clientCounsellingRoutes,
  ...clientWebinarRoutes,
  ...clientLearningRoutes,
  ...clientCommerceRoutes,
  ...clientEngagementRoutes,
  { path: 'my-profile', element: <MyProfilePage /> },
  ...calculatorRoutes,
  ...mutualFundRoutes,
  ...knowledgeBaseRoutes,
  ...journeyRoutes,
  { path: '*', element: <SectionPreparingPage /> },
];

export const adminFeatureRoutes: RouteObject[] = [
  ...adminCounsellingRoutes,
  ...adminWebinarRoutes,
  ...adminLearningRoutes,
  ...adminCommerceRoutes,
  ...adminEngagementRoutes,
  { index: true, element: <AdminDashboardPage /> },
  ...landingAdminRoutes,
  ...adminKnowledgeBaseRoutes,
  { path: 'audit-log', element: <AuditLogPage /> },
  ...adminJourneyRoutes,
  ...adminReportRoutes,
  { path: '*', element: <AdminPreparingPage /> },
];

/**
 * Each area's table as descendant routes of its shell's catch-all (router.tsx): this module is a lazy chunk, so the
 * employee entry carries none of the tables (docs/performance.md). Paths stay as written above: relative to the
 * shell, or absolute for the public pages.
 */
export function PublicFeatures() {
  return useRoutes(publicFeatureRoutes);
}

export function ClientFeatures() {
  return useRoutes(clientFeatureRoutes);
}

export function AdminFeatures() {
  return useRoutes(adminFeatureRoutes);
}
