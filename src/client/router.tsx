import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { adminFeatureRoutes, clientFeatureRoutes, publicFeatureRoutes } from './feature-routes';
import { lazyPage } from './lazy-page';
import { AdminGate } from './layouts/AdminGate';
import { ClientLayout } from './layouts/ClientLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RootRedirect } from './layouts/RootRedirect';
import { RouteErrorBoundary } from './layouts/RouteErrorBoundary';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import { HomePage } from './pages/client/HomePage';
import { SectionPreparingPage } from './pages/client/SectionPreparingPage';
import { NotFoundPage } from './pages/public/NotFoundPage';

const AdminPreparingPage = lazyPage(() => import('./pages/admin/AdminPreparingPage'), 'AdminPreparingPage');
/** The login page carries XState; signed-in users, who open the app most, never need it. */
const LoginPage = lazyPage(() => import('./pages/public/LoginPage'), 'LoginPage');
/** Enterprise login pages (docs/sso.md). */
const CompanyLoginPage = lazyPage(() => import('./pages/public/EnterpriseLogin'), 'CompanyLoginPage');
const LinkContinuePage = lazyPage(() => import('./pages/public/EnterpriseLogin'), 'LinkContinuePage');
const SsoCompletePage = lazyPage(() => import('./pages/public/EnterpriseLogin'), 'SsoCompletePage');

/**
 * The route trees: public pages, the /client shell (login + route guard) and the /admin shell
 * (roles 1-2). Feature pages come from feature-routes.tsx; each shell ends in a catch-all "being
 * prepared" page. A pathless child with an errorElement keeps a crashing page inside its shell.
 */
export const appRoutes: RouteObject[] = [
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
            children: [...publicFeatureRoutes, { path: '*', element: <NotFoundPage /> }],
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
              ...clientFeatureRoutes,
              { path: '*', element: <SectionPreparingPage /> },
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
            children: [...adminFeatureRoutes, { path: '*', element: <AdminPreparingPage /> }],
          },
        ],
      },
    ],
  },
];

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

const routes = withErrorBoundaries(appRoutes);

/**
 * The app's routes, rendered with `useRoutes` inside a BrowserRouter (main.tsx). Declarative mode:
 * no loaders or actions are used, and the data router would add about 17 KB gzip to the employee
 * entry (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
