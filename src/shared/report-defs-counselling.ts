import type { ReportDefinition } from './report-types.js';

/** The report catalogue's counselling reports (docs/reports.md): booking status and customer feedback. */

export const COUNSELLING_STATUS_REPORT: ReportDefinition = {
  api: 'counselling-fin-tracking',
  route: 'counselling-status-report',
  title: 'Counselling status',
  description: 'Every counselling booking with its status and amount.',
  available: true,
  filters: ['range', 'slots', 'weekdays', 'company', 'partner', 'sort'],
  defaultRange: '1y',
  columns: [
    { key: 'booked_at', label: 'Booked at', type: 'datetime' },
    { key: 'session_at', label: 'Session', type: 'datetime' },
    { key: 'user', label: 'User', type: 'text' },
    { key: 'company', label: 'Company', type: 'text' },
    { key: 'counsellor', label: 'Counsellor', type: 'text' },
    { key: 'service', label: 'Service', type: 'text' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'amount', label: 'Amount', type: 'inr' },
  ],
  totals: ['amount'],
  chart: { type: 'bar', x: 'status', y: ['bookings'] },
};

export const COUNSELLING_FEEDBACK_REPORT: ReportDefinition = {
  api: 'counselling-feedback',
  route: 'feedback-report',
  title: 'Counselling customer feedback',
  description: 'Feedback and star ratings after sessions, and the top counsellor.',
  available: true,
  filters: ['range', 'ratings', 'company', 'partner', 'sort'],
  defaultRange: '1y',
  columns: [
    { key: 'given_at', label: 'Given at', type: 'datetime' },
    { key: 'user', label: 'User', type: 'text' },
    { key: 'company', label: 'Company', type: 'text' },
    { key: 'counsellor', label: 'Counsellor', type: 'text' },
    { key: 'rating', label: 'Rating', type: 'rating' },
    { key: 'feedback', label: 'Feedback', type: 'text' },
  ],
  totals: ['rating'],
  chart: { type: 'bar', x: 'rating', y: ['count'] },
};
