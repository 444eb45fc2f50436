import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const NotificationsPage = lazyPage(() => import('./NotificationsPage'), 'NotificationsPage');
const MailUnsubscribePage = lazyPage(() => import('./MailUnsubscribePage'), 'MailUnsubscribePage');
const ManageNotificationsPage = lazyPage(() => import('./ManageNotificationsPage'), 'ManageNotificationsPage');
const NotificationFormPage = lazyPage(() => import('./NotificationFormPage'), 'NotificationFormPage');
const ManageRemindersPage = lazyPage(() => import('./ManageRemindersPage'), 'ManageRemindersPage');
const ReminderFormPage = lazyPage(() => import('./ReminderFormPage'), 'ReminderFormPage');
const TaskProgressPage = lazyPage(() => import('./TaskProgressPage'), 'TaskProgressPage');
const ManageSpotlightsPage = lazyPage(() => import('./ManageSpotlightsPage'), 'ManageSpotlightsPage');
const SpotlightFormPage = lazyPage(() => import('./SpotlightFormPage'), 'SpotlightFormPage');
const ManageCtaPage = lazyPage(() => import('./ManageCtaPage'), 'ManageCtaPage');
const CtaFormPage = lazyPage(() => import('./CtaFormPage'), 'CtaFormPage');

/** The employee's notifications and tasks, relative to /client (always allowed by the route guard). */
export const clientEngagementRoutes: RouteObject[] = [
  { path: 'notifications', element: <NotificationsPage /> },
  { path: 'task-progress', element: <TaskProgressPage /> },
];

/** The one-click unsubscribe page a notification mail links to (public, no login). */
export const publicEngagementRoutes: RouteObject[] = [{ path: '/mail-unsubscribe', element: <MailUnsubscribePage /> }];

/** Admin notification, spotlight and call-to-action pages and the super admin's reminder pages, relative to /admin. */
export const adminEngagementRoutes: RouteObject[] = [
  { path: 'manage-notification', element: <ManageNotificationsPage /> },
  { path: 'add-notification', element: <NotificationFormPage /> },
  { path: 'edit-notification/:id', element: <NotificationFormPage /> },
  { path: 'manage-reminders', element: <ManageRemindersPage /> },
  { path: 'add-reminder', element: <ReminderFormPage /> },
  { path: 'edit-reminder/:id', element: <ReminderFormPage /> },
  { path: 'manage-monthly-spotlights', element: <ManageSpotlightsPage /> },
  { path: 'add-edit-spotlight', element: <SpotlightFormPage /> },
  { path: 'add-edit-spotlight/:id', element: <SpotlightFormPage /> },
  { path: 'manage-cta', element: <ManageCtaPage /> },
  { path: 'add-cta', element: <CtaFormPage /> },
  { path: 'edit-cta/:id', element: <CtaFormPage /> },
];
