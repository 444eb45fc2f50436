import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const WebinarsPage = lazyPage(() => import('./WebinarsPage'), 'WebinarsPage');
const SpeakerWebinarsPage = lazyPage(() => import('./SpeakerWebinarsPage'), 'SpeakerWebinarsPage');
const ManageWebinarsPage = lazyPage(() => import('../admin/webinars/ManageWebinarsPage'), 'ManageWebinarsPage');
const WebinarFormPage = lazyPage(() => import('../admin/webinars/WebinarFormPage'), 'WebinarFormPage');
const SpeakersListPage = lazyPage(() => import('../admin/webinars/SpeakersListPage'), 'SpeakersListPage');

/** The employee's webinars page, relative to /client (the route guard checks module 4). */
export const clientWebinarRoutes: RouteObject[] = [{ path: 'webinars', element: <WebinarsPage /> }];

/** The speaker's own webinars (absolute, public layout; the page checks role 8). */
export const publicWebinarRoutes: RouteObject[] = [{ path: '/speaker-webinars', element: <SpeakerWebinarsPage /> }];

/** Admin webinar pages, relative to /admin. add-webinar, edit-webinar/:id and view-webinar/:id share one form. */
export const adminWebinarRoutes: RouteObject[] = [
  { path: 'manage-webinars', element: <ManageWebinarsPage /> },
  { path: 'add-webinar', element: <WebinarFormPage /> },
  { path: 'edit-webinar/:id', element: <WebinarFormPage /> },
  { path: 'view-webinar/:id', element: <WebinarFormPage /> },
  { path: 'speakers-list', element: <SpeakersListPage /> },
];
