import type { FilterKey, ReportDefinition } from './report-types.js';

/**
 * The report catalogue's usage reports (docs/reports.md): portal usage per day, per time slot and per
 * company, the page visits, and the client/partner engagement.
 */

const USAGE_FILTERS: FilterKey[] = ['range', 'slots', 'weekdays', 'company', 'partner', 'sort'];

export const PORTAL_USAGE_REPORT: ReportDefinition = {
  api: 'portal-usage-analytics',
  route: 'portal-usage',
  title: 'Portal usage',
  description: 'Logins, active users, page visits and time spent per day.',
  available: true,
  filters: USAGE_FILTERS,
  defaultRange: '1m',
  columns: [
    { key: 'day', label: 'Day', type: 'date' },
    { key: 'logins', label: 'Logins', type: 'int' },
    { key: 'active_users', label: 'Active users', type: 'int' },
    { key: 'page_visits', label: 'Page visits', type: 'int' },
    { key: 'seconds', label: 'Time spent', type: 'seconds' },
  ],
  totals: ['logins', 'active_users', 'page_visits', 'seconds'],
  chart: { type: 'line', x: 'day', y: ['logins', 'page_visits'] },
};

export const TIME_BASE_USAGE_REPORT: ReportDefinition = {
  api: 'portal-usage-time-base',
  route: 'portal-usage-time-base-report',
  title: 'Time-base portal usage',
  description: 'Logins, page visits and time spent per time slot (IST).',
  available: true,
  filters: ['range', 'slots', 'weekdays', 'company', 'partner'],
  defaultRange: '1m',
  columns: [
    { key: 'slot', label: 'Time slot', type: 'text' },
    { key: 'logins', label: 'Logins', type: 'int' },
    { key: 'active_users', label: 'Active users', type: 'int' },
    { key: 'page_visits', label: 'Page visits', type: 'int' },
    { key: 'seconds', label: 'Time spent', type: 'seconds' },
  ],
  totals: ['logins', 'active_users', 'page_visits', 'seconds'],
  chart: { type: 'bar', x: 'slot', y: ['logins', 'page_visits'] },
};

export const COMPANY_WISE_USAGE_REPORT: ReportDefinition = {
  api: 'company-wise-portal-usage',
  route: 'company-wise-report',
  title: 'Company wise usage',
  description: 'Users, logins, page visits and time spent per client and partner.',
  available: true,
  filters: ['range', 'slots', 'weekdays', 'company', 'partner', 'kind', 'sort'],
  defaultRange: '1m',
  columns: [
    { key: 'company', label: 'Company', type: 'text' },
    { key: 'kind', label: 'Type', type: 'text' },
    { key: 'users', label: 'Users', type: 'int' },
    { key: 'active_users', label: 'Active users', type: 'int' },
    { key: 'logins', label: 'Logins', type: 'int' },
    { key: 'page_visits', label: 'Page visits', type: 'int' },
    { key: 'seconds', label: 'Time spent', type: 'seconds' },
  ],
  totals: ['users', 'active_users', 'logins', 'page_visits', 'seconds'],
  chart: { type: 'bar', x: 'company', y: ['logins'] },
};

export const PAGE_VISITS_REPORT: ReportDefinition = {
  api: 'portal-page-visits',
  route: 'page-visit-report',
  title: 'Page visits',
  description: 'Visits, visitors and time spent per page.',
  available: true,
  filters: USAGE_FILTERS,
  defaultRange: '1m',
  columns: [
    { key: 'path', label: 'Page', type: 'text' },
    { key: 'visits', label: 'Visits', type: 'int' },
    { key: 'visitors', label: 'Visitors', type: 'int' },
    { key: 'seconds', label: 'Time spent', type: 'seconds' },
    { key: 'avg_seconds', label: 'Average per visit', type: 'seconds' },
  ],
  totals: ['visits', 'visitors', 'seconds', 'avg_seconds'],
  chart: { type: 'bar', x: 'path', y: ['visits'] },
};

export const VIEW_ENGAGEMENT_REPORT: ReportDefinition = {
  api: 'view-engagement',
  route: 'view-engagement-report',
  title: 'Client/partner engagement',
  description: 'Notifications sent and read, and tasks completed, per client or partner.',
  available: true,
  filters: ['range', 'company', 'partner', 'kind', 'sort'],
  defaultRange: '1m',
  columns: [
    { key: 'company', label: 'Company', type: 'text' },
    { key: 'kind', label: 'Type', type: 'text' },
    { key: 'users', label: 'Users', type: 'int' },
    { key: 'notifications', label: 'Notifications sent', type: 'int' },
    { key: 'opened', label: 'Notifications read', type: 'int' },
    { key: 'readers', label: 'Readers', type: 'int' },
    { key: 'tasks_completed', label: 'Tasks completed', type: 'int' },
  ],
  totals: ['users', 'notifications', 'opened', 'readers', 'tasks_completed'],
  chart: { type: 'bar', x: 'company', y: ['opened', 'tasks_completed'] },
};
