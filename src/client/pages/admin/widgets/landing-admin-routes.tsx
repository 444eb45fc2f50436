import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lazy-page';

/*
 * Admin pages of the server-driven UI issue, each its own chunk: the designer (react-grid-layout)
 * and the schema forms (RJSF) never reach the employee bundle.
 */
const ManageWidgetsPage = lazyPage(() => import('./ManageWidgetsPage'), 'ManageWidgetsPage');
const WidgetItemFormPage = lazyPage(() => import('./WidgetItemFormPage'), 'WidgetItemFormPage');
const LandingDesignerPage = lazyPage(() => import('../designer/LandingDesignerPage'), 'LandingDesignerPage');
const ManageFormsPage = lazyPage(() => import('../forms/ManageFormsPage'), 'ManageFormsPage');
const ManageClientsPage = lazyPage(() => import('../clients/ManageClientsPage'), 'ManageClientsPage');
const ClientFormPage = lazyPage(() => import('../clients/ClientFormPage'), 'ClientFormPage');
const ManageAdminsPage = lazyPage(() => import('../admins/ManageAdminsPage'), 'ManageAdminsPage');
const AdminFormPage = lazyPage(() => import('../admins/AdminFormPage'), 'AdminFormPage');

/** Paths relative to /admin (feature-routes.tsx spreads these into adminFeatureRoutes). */
export const landingAdminRoutes: RouteObject[] = [
  { path: 'manage-widgets', element: <ManageWidgetsPage /> },
  { path: 'add-edit-widget', element: <WidgetItemFormPage /> },
  { path: 'add-edit-widget/:id', element: <WidgetItemFormPage /> },
  { path: 'create-landing-page', element: <LandingDesignerPage /> },
  { path: 'manage-forms', element: <ManageFormsPage /> },
  { path: 'manage-clients', element: <ManageClientsPage /> },
  { path: 'add-client', element: <ClientFormPage /> },
  { path: 'edit-client/:id', element: <ClientFormPage /> },
  { path: 'manage-admin', element: <ManageAdminsPage /> },
  { path: 'add-manage-admin', element: <AdminFormPage /> },
  { path: 'edit-admin/:id', element: <AdminFormPage /> },
];
