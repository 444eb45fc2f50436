import { t, type MessageKey } from '../../i18n/browser';

/**
 * The admin menu (docs/product-rules.md "Admin area"): after the dashboard, 16 management entries; the super
 * admin also manages admins and reminders. Paths are relative to /admin.
 */
export type AdminNavItem = { path: string; label: MessageKey; superAdminOnly?: boolean };

export const ADMIN_MANAGEMENT: AdminNavItem[] = [
  { path: 'manage-clients', label: 'adminShell.items.clients' },
  { path: 'manage-packages', label: 'adminShell.items.packages' },
  { path: 'manage-widgets', label: 'adminShell.items.widgets' },
  { path: 'manage-webinars', label: 'adminShell.items.webinars' },
  { path: 'manage-courses', label: 'adminShell.items.courses' },
  { path: 'manage-e-learning-videos', label: 'adminShell.items.videos' },
  { path: 'manage-knowledge-base', label: 'adminShell.items.knowledgeBase' },
  { path: 'manage-counsellors', label: 'adminShell.items.counsellors' },
  { path: 'manage-bookings', label: 'adminShell.items.bookings' },
  { path: 'manage-user', label: 'adminShell.items.users' },
  { path: 'manage-notification', label: 'adminShell.items.notifications' },
  { path: 'manage-assessments', label: 'adminShell.items.assessments' },
  { path: 'manage-journey', label: 'adminShell.items.journey' },
  { path: 'manage-cta', label: 'adminShell.items.cta' },
  { path: 'manage-discount-code', label: 'adminShell.items.discountCodes' },
  { path: 'manage-monthly-spotlights', label: 'adminShell.items.spotlights' },
  { path: 'manage-reports', label: 'adminShell.items.reports' },
];

export const SUPER_ADMIN_MANAGEMENT: AdminNavItem[] = [
  { path: 'manage-admin', label: 'adminShell.items.admins', superAdminOnly: true },
  { path: 'manage-reminders', label: 'adminShell.items.reminders', superAdminOnly: true },
  { path: 'manage-forms', label: 'adminShell.items.forms', superAdminOnly: true },
  { path: 'audit-log', label: 'adminShell.items.auditLog', superAdminOnly: true },
];

/** The label of an admin path's first segment (translated), for "being prepared" pages and titles. */
export function adminLabelFor(segment: string): string | undefined {
  const label = [...ADMIN_MANAGEMENT, ...SUPER_ADMIN_MANAGEMENT].find((i) => i.path === segment)?.label;
  return label && t(label);
}
