/**
 * The admin menu (docs/product-rules.md "Admin area"): after the dashboard, 16 management entries; the super
 * admin also manages admins and reminders. Paths are relative to /admin.
 */
export type AdminNavItem = { path: string; label: string; superAdminOnly?: boolean };

export const ADMIN_MANAGEMENT: AdminNavItem[] = [
  { path: 'manage-clients', label: 'Clients & partners' },
  { path: 'manage-packages', label: 'Packages' },
  { path: 'manage-widgets', label: 'Widgets & landing pages' },
  { path: 'manage-webinars', label: 'Webinars' },
  { path: 'manage-courses', label: 'Courses' },
  { path: 'manage-e-learning-videos', label: 'E-learning videos' },
  { path: 'manage-knowledge-base', label: 'Knowledge base' },
  { path: 'manage-counsellors', label: 'Counsellors' },
  { path: 'manage-bookings', label: 'Bookings' },
  { path: 'manage-user', label: 'Users' },
  { path: 'manage-notification', label: 'Notifications' },
  { path: 'manage-assessments', label: 'Assessments' },
  { path: 'manage-journey', label: 'Financial journey' },
  { path: 'manage-cta', label: 'Call to action' },
  { path: 'manage-discount-code', label: 'Discount codes' },
  { path: 'manage-monthly-spotlights', label: 'Monthly spotlights' },
  { path: 'manage-reports', label: 'Reports' },
];

export const SUPER_ADMIN_MANAGEMENT: AdminNavItem[] = [
  { path: 'manage-admin', label: 'Admins', superAdminOnly: true },
  { path: 'manage-reminders', label: 'Reminders', superAdminOnly: true },
  { path: 'manage-forms', label: 'Form definitions', superAdminOnly: true },
  { path: 'audit-log', label: 'Audit log', superAdminOnly: true },
];

/** The label of an admin path's first segment, for "being prepared" pages and titles. */
export function adminLabelFor(segment: string): string | undefined {
  return [...ADMIN_MANAGEMENT, ...SUPER_ADMIN_MANAGEMENT].find((i) => i.path === segment)?.label;
}
