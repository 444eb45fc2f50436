import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { lazy } from 'react';
import { loadFeatureRoutes } from './feature-routes-loader';
import { lazyPage } from './lazy-page';
import { ClientLayout } from './layouts/ClientLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorBoundary } from './layouts/RouteErrorBoundary';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import { HomePage } from './pages/client/HomePage';

/** The public pages' header and footer (policies, sign-up): employees on the home page never need them. */
const PublicLayout = lazy(async () => ({ default: (await import('./layouts/PublicLayout')).PublicLayout }));
/** `/` sends a person to their area (an employee's links open /client directly). */
const RootRedirect = lazy(async () => ({ default: (await import('./layouts/RootRedirect')).RootRedirect }));
/** The admin area's gate (its layout and pages are lazy behind it). */
const AdminGate = lazy(async () => ({ default: (await import('./layouts/AdminGate')).AdminGate }));
/** The login page carries XState; signed-in users, who open the app most, never need it. */
const LoginPage = lazyPage(() => import('./pages/public/LoginPage'), 'LoginPage');
/** Enterprise login pages (docs/sso.md). */
const CompanyLoginPage = lazyPage(() => import('./pages/public/EnterpriseLogin'), 'CompanyLoginPage');
const LinkContinuePage = lazyPage(() => import('./pages/public/EnterpriseLogin'), 'LinkContinuePage');
const SsoCompletePage = lazyPage(() => import('./pages/public/EnterpriseLogin'), 'SsoCompletePage');

/**
 * The route trees: public pages, the /client shell (login + route guard) and the /admin shell
 * (roles 1-2), with each area's feature routes (feature-routes.tsx) spread into its shell: the
 * full table (`appRoutes` in app-routes.tsx) for tests, or one lazy catch-all per area in the
 * browser (below). A pathless child with an errorElement keeps a crashing page inside its shell.
 */
export function shellRoutes(
  publicRoutes: RouteObject[],
  clientRoutes: RouteObject[],
  adminRoutes: RouteObject[],
): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: '/login', element: <LoginPage /> },
        { path: '/login/c/:slug', element: <CompanyLoginPage /> },
        { path: '/login/link', element: <LinkContinuePage /> },
        { path: '/sso/complete', element: <SsoCompletePage /> },
        {
          element: <PublicLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: publicRoutes,
            },
          ],
        },
        {
          path: '/client',
          element: <ClientLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, element: <HomePage /> },
                { path: 'home', element: <HomePage /> },
                ...clientRoutes,
              ],
            },
          ],
        },
        {
          path: '/admin',
          element: <AdminGate />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: adminRoutes,
            },
          ],
        },
      ],
    },
  ];
}

/** Each route's errorElement becomes an error boundary around its element (declarative mode has none). */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? withErrorBoundaries(route.children) : undefined;
    if (!route.errorElement) return { ...route, children } as RouteObject;
    const { errorElement: _errorElement, ...rest } = route;
    return {
      ...rest,
      element: <RouteErrorBoundary>{route.element ?? <Outlet />}</RouteErrorBoundary>,
      children,
    } as RouteObject;
  });
}

/**
 * The feature route tables load as one lazy chunk (with the first page other than the home page; the client shell
 * also fetches it once the browser is idle), so the employee entry carries only the shells and the home page
 * (docs/performance.md). Each area's catch-all renders the area's table as descendant routes.
 */
const PublicFeatures = lazy(async () => ({ default: (await loadFeatureRoutes()).PublicFeatures }));
const ClientFeatures = lazy(async () => ({ default: (await loadFeatureRoutes()).ClientFeatures }));
const AdminFeatures = lazy(async () => ({ default: (await loadFeatureRoutes()).AdminFeatures }));

const routes = withErrorBoundaries(
  shellRoutes(
    [{ path: '*', element: <PublicFeatures /> }],
    [{ path: '*', element: <ClientFeatures /> }],
    // `*` does not match the shell's own path (/admin): its index (the dashboard) needs its own entry.
    [
      { index: true, element: <AdminFeatures /> },
      { path: '*', element: <AdminFeatures /> },
    ],
  ),
);

/**
 * The app's routes, rendered with `useRoutes` inside a BrowserRouter (main.tsx). Declarative mode:
 * no loaders or actions are used, and the data router would add about 17 KB gzip to the employee
 * entry (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
