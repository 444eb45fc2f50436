import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lazy-page';

const ManageCounsellorsPage = lazyPage(() => import('./ManageCounsellorsPage'), 'ManageCounsellorsPage');
const CounsellorFormPage = lazyPage(() => import('./CounsellorFormPage'), 'CounsellorFormPage');
const CounsellorBookingsPage = lazyPage(() => import('./CounsellorBookingsPage'), 'CounsellorBookingsPage');
const ManageBookingsPage = lazyPage(() => import('./ManageBookingsPage'), 'ManageBookingsPage');
const UploadUserBookingPage = lazyPage(() => import('./UploadUserBookingPage'), 'UploadUserBookingPage');
const ManageDiscountCodesPage = lazyPage(() => import('./ManageDiscountCodesPage'), 'ManageDiscountCodesPage');
const DiscountFormPage = lazyPage(() => import('./DiscountFormPage'), 'DiscountFormPage');
const CounsellingChargePage = lazyPage(() => import('./CounsellingChargePage'), 'CounsellingChargePage');

/** Admin counselling pages, relative to /admin. */
export const adminCounsellingRoutes: RouteObject[] = [
  { path: 'manage-counsellors', element: <ManageCounsellorsPage /> },
  { path: 'add-counsellor', element: <CounsellorFormPage /> },
  { path: 'edit-counsellor/:id', element: <CounsellorFormPage /> },
  { path: 'counsellor-bookings', element: <CounsellorBookingsPage /> },
  { path: 'manage-bookings', element: <ManageBookingsPage /> },
  { path: 'upload-user-booking', element: <UploadUserBookingPage /> },
  { path: 'manage-discount-code', element: <ManageDiscountCodesPage /> },
  { path: 'add-edit-discount', element: <DiscountFormPage /> },
  { path: 'add-edit-discount/:id', element: <DiscountFormPage /> },
  { path: 'counselling-charge', element: <CounsellingChargePage /> },
];
