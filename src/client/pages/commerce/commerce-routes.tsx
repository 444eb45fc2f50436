import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const StockCoursePage = lazyPage(() => import('./StockCoursePage'), 'StockCoursePage');
const HelpPage = lazyPage(() => import('./HelpPage'), 'HelpPage');
const ApplyCouponPage = lazyPage(() => import('./ApplyCouponPage'), 'ApplyCouponPage');
const ManagePackagesPage = lazyPage(() => import('../admin/commerce/ManagePackagesPage'), 'ManagePackagesPage');
const PackageFormPage = lazyPage(() => import('../admin/commerce/PackageFormPage'), 'PackageFormPage');
const CouponCodeDetailsPage = lazyPage(
  () => import('../admin/commerce/CouponCodeDetailsPage'),
  'CouponCodeDetailsPage',
);
const ManageUsersPage = lazyPage(() => import('../admin/commerce/ManageUsersPage'), 'ManageUsersPage');
const EmployeesPage = lazyPage(() => import('../admin/commerce/EmployeesPage'), 'EmployeesPage');

/** Public commerce pages (absolute paths, public layout; signed-in users see their own state there). */
export const publicCommerceRoutes: RouteObject[] = [
  { path: '/stock-market-course', element: <StockCoursePage /> },
  { path: '/apply-coupon', element: <ApplyCouponPage /> },
];

/** Client pages, relative to /client (help is always allowed by the route guard). */
export const clientCommerceRoutes: RouteObject[] = [{ path: 'help', element: <HelpPage /> }];

/** Admin commerce pages, relative to /admin. */
export const adminCommerceRoutes: RouteObject[] = [
  { path: 'manage-packages', element: <ManagePackagesPage /> },
  { path: 'add-edit-packages', element: <PackageFormPage /> },
  { path: 'add-edit-packages/:id', element: <PackageFormPage /> },
  { path: 'coupon-code-details/:id', element: <CouponCodeDetailsPage /> },
  { path: 'manage-user', element: <ManageUsersPage /> },
  { path: 'manage-user/employees', element: <EmployeesPage /> },
];
