import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const NotificationsPage = lazyPage(() => import('./NotificationsPage'), 'NotificationsPage');
const MailUnsubscribePage = lazyPage(() => import('./MailUnsubscribePage'), 'MailUnsubscribePage');
const ManageNotificationsPage = lazyPage(() => import('./ManageNotificationsPage'), 'ManageNotificationsPage');
const NotificationFormPage = lazyPage(() => import('./NotificationFormPage'), 'NotificationFormPage');
const ManageRemindersPage = lazyPage(() => import('./ManageRemindersPage'), 'ManageRemindersPage');
const ReminderFormPage = lazyPage(() => import('./ReminderFormPage'), 'ReminderFormPage');

/** The employee's notifications, relative to /client (always allowed by the route guard). */
export const clientEngagementRoutes: RouteObject[] = [{ path: 'notifications', element: <NotificationsPage /> }];

/** The one-click unsubscribe page a notification mail links to (public, no login). */
export const publicEngagementRoutes: RouteObject[] = [{ path: '/mail-unsubscribe', element: <MailUnsubscribePage /> }];

/** Admin notification pages and the super admin's reminder pages, relative to /admin. */
export const adminEngagementRoutes: RouteObject[] = [
  { path: 'manage-notification', element: <ManageNotificationsPage /> },
  { path: 'add-notification', element: <NotificationFormPage /> },
  { path: 'edit-notification/:id', element: <NotificationFormPage /> },
  { path: 'manage-reminders', element: <ManageRemindersPage /> },
  { path: 'add-reminder', element: <ReminderFormPage /> },
  { path: 'edit-reminder/:id', element: <ReminderFormPage /> },
];
