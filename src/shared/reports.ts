/**
 * The report catalogue (docs/reports.md), shared by the server (queries, Excel, PDF) and the admin
 * pages (tiles, filters, table, chart): one definition per report, so the preview, the Excel file and
 * the PDF show the same columns, formatted by the same `cellText`.
 */
import { formatNumber } from './format.js';

export type ColumnType = 'text' | 'int' | 'inr' | 'date' | 'datetime' | 'seconds' | 'rating' | 'percent';

export type ReportColumn = { key: string; label: string; type: ColumnType };

/** The report selections (docs/product-rules.md "Reports") plus company / partner and the client-or-partner kind. */
export type FilterKey = 'range' | 'slots' | 'weekdays' | 'ratings' | 'company' | 'partner' | 'kind' | 'sort';

export type ReportChart = {
  /** line: a trend over days; bar: a distribution over categories. */
  type: 'line' | 'bar';
  /** The row field on the x axis. */
  x: string;
  /** The row fields drawn (numbers). */
  y: string[];
};

export type ReportDefinition = {
  /** The name in the contract's `report/<api>` call. */
  api: string;
  /** The tile's route under /admin/manage-reports (docs/product-rules.md "Reports"). */
  route: string;
  title: string;
  description: string;
  /** false: the module whose data it reads has not landed; the report answers an empty list and says so. */
  available: boolean;
  /** Shown when `available` is false. */
  emptyNote?: string;
  filters: FilterKey[];
  /** The time range used when the request names none. */
  defaultRange: TimeRange;
  columns: ReportColumn[];
  /** The columns whose sum (or, for ratings and averages, the value over all rows) forms the totals line. */
  totals: string[];
  chart: ReportChart | null;
};

export const TIME_RANGES = ['1m', '1y', '2y', '3y', '5y', '7y', '10y', '15y', 'all'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  '1m': 'Last month',
  '1y': 'Last year',
  '2y': 'Last 2 years',
  '3y': 'Last 3 years',
  '5y': 'Last 5 years',
  '7y': 'Last 7 years',
  '10y': 'Last 10 years',
  '15y': 'Last 15 years',
  all: 'All time',
};
/** Time slots in IST hours, [from, to) (docs/product-rules.md "Reports": 05-12, 12-17, 17-21, 21-05). */
export const TIME_SLOTS = ['05-12', '12-17', '17-21', '21-05'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
/** Weekdays 1 (Sunday) to 7 (Saturday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const STAR_RATINGS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;
export const SORTS = ['asc', 'desc', 'latest', 'oldest'] as const;
export type ReportSort = (typeof SORTS)[number];

export const BOOKING_STATUS_LABELS: Record<number, string> = {
  1: 'Up Coming',
  2: 'Waiting for Payment',
  3: 'Payment Successful',
  4: 'Payment Failed',
  5: 'Attended',
  6: 'Cancelled',
  7: 'Not Attended',
};

const USAGE_FILTERS: FilterKey[] = ['range', 'slots', 'weekdays', 'company', 'partner', 'sort'];

export const REPORTS: ReportDefinition[] = [
  {
    api: 'course-participation',
    route: 'course-report',
    title: 'Course participation',
    description: 'Enrolments, completions, chapters completed and learning time per course.',
    available: true,
    filters: ['range', 'company', 'partner', 'sort'],
    defaultRange: '1y',
    columns: [
      { key: 'course', label: 'Course', type: 'text' },
      { key: 'status', label: 'Status', type: 'text' },
      { key: 'enrolled', label: 'Enrolled', type: 'int' },
      { key: 'completed', label: 'Completed', type: 'int' },
      { key: 'cancelled', label: 'Cancelled', type: 'int' },
      { key: 'chapters_completed', label: 'Chapters completed', type: 'int' },
      { key: 'learners', label: 'Active learners', type: 'int' },
      { key: 'seconds', label: 'Time spent', type: 'seconds' },
    ],
    totals: ['enrolled', 'completed', 'cancelled', 'chapters_completed', 'learners', 'seconds'],
    chart: { type: 'bar', x: 'course', y: ['enrolled', 'completed'] },
  },
  {
    api: 'e-learning-time-base',
    route: 'e-learning-time-base-report',
    title: 'E-learning time base',
    description: 'Time spent learning in courses (chapters and their videos) by time slot (IST).',
    available: true,
    filters: ['range', 'slots', 'weekdays', 'company', 'partner'],
    defaultRange: '1m',
    columns: [
      { key: 'slot', label: 'Time slot', type: 'text' },
      { key: 'learners', label: 'Learners', type: 'int' },
      { key: 'sessions', label: 'Sessions', type: 'int' },
      { key: 'seconds', label: 'Time spent', type: 'seconds' },
      { key: 'avg_seconds', label: 'Average per learner', type: 'seconds' },
    ],
    totals: ['learners', 'sessions', 'seconds', 'avg_seconds'],
    chart: { type: 'bar', x: 'slot', y: ['seconds'] },
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    api: 'master-report-userdata',
    route: 'master-report',
    title: 'Master: user data',
    description: 'Every account with its company, package and status.',
    available: true,
    filters: ['range', 'company', 'partner', 'kind', 'sort'],
    defaultRange: 'all',
    columns: [
      { key: 'user_no', label: 'User no.', type: 'text' },
      { key: 'name', label: 'Name', type: 'text' },
      { key: 'email', label: 'Email', type: 'text' },
      { key: 'role', label: 'Type', type: 'text' },
      { key: 'company', label: 'Company', type: 'text' },
      { key: 'package', label: 'Package', type: 'text' },
      { key: 'status', label: 'Status', type: 'text' },
      { key: 'registered_at', label: 'Registered', type: 'datetime' },
    ],
    totals: [],
    chart: null,
  },
  {
    api: 'master-report-packagedata',
    route: 'master-report',
    title: 'Master: package data',
    description: 'Every package with its price and the companies and users on it.',
    available: true,
    filters: ['sort'],
    defaultRange: 'all',
    columns: [
      { key: 'package', label: 'Package', type: 'text' },
      { key: 'price', label: 'Price', type: 'inr' },
      { key: 'companies', label: 'Companies', type: 'int' },
      { key: 'users', label: 'Users', type: 'int' },
    ],
    totals: ['companies', 'users'],
    chart: { type: 'bar', x: 'package', y: ['users'] },
  },
  {
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
  },
  {
    api: 'assessment-report',
    route: 'assessment-report',
    title: 'Assessment',
    description: 'Course assessments, journey quizzes and the risk assessment: attempts, people and scores.',
    available: true,
    filters: ['range', 'company', 'partner', 'sort'],
    defaultRange: '1y',
    columns: [
      { key: 'assessment', label: 'Assessment', type: 'text' },
      { key: 'type', label: 'Type', type: 'text' },
      { key: 'taken', label: 'Attempts', type: 'int' },
      { key: 'people', label: 'People', type: 'int' },
      { key: 'avg_score', label: 'Average score', type: 'percent' },
      { key: 'passed', label: 'Passed', type: 'int' },
    ],
    totals: ['taken', 'people', 'avg_score', 'passed'],
    chart: { type: 'bar', x: 'assessment', y: ['taken'] },
  },
  {
    api: 'discount-codes',
    route: 'discount-code-report',
    title: 'Discount code',
    description:
      'Discount codes (counselling and the stock market course) and package coupon batches: redemptions, discount given and amount charged.',
    available: true,
    filters: ['range', 'sort'],
    defaultRange: 'all',
    columns: [
      { key: 'code', label: 'Code', type: 'text' },
      { key: 'type', label: 'Type', type: 'text' },
      { key: 'discount_per', label: 'Discount %', type: 'int' },
      { key: 'valid_from', label: 'Valid from', type: 'date' },
      { key: 'valid_to', label: 'Valid to', type: 'date' },
      { key: 'issued', label: 'Coupons issued', type: 'int' },
      { key: 'redemptions', label: 'Redemptions', type: 'int' },
      { key: 'discount', label: 'Discount given', type: 'inr' },
      { key: 'charged', label: 'Amount charged', type: 'inr' },
    ],
    totals: ['issued', 'redemptions', 'discount', 'charged'],
    chart: { type: 'bar', x: 'code', y: ['redemptions'] },
  },
  {
    api: 'ads',
    route: 'ads-report',
    title: 'Ads',
    description:
      'Views and clicks of the ads (widget, webinar and spotlight placements, and the packages’ module ads), with the click-through rate.',
    available: true,
    filters: ['range', 'company', 'partner', 'sort'],
    defaultRange: '1m',
    columns: [
      { key: 'ad', label: 'Ad', type: 'text' },
      { key: 'placement', label: 'Placement', type: 'text' },
      { key: 'start_date', label: 'Shown from', type: 'date' },
      { key: 'end_date', label: 'Shown until', type: 'date' },
      { key: 'views', label: 'Views', type: 'int' },
      { key: 'clicks', label: 'Clicks', type: 'int' },
      { key: 'clickers', label: 'People who clicked', type: 'int' },
      { key: 'ctr', label: 'Click-through rate', type: 'percent' },
    ],
    totals: ['views', 'clicks', 'clickers', 'ctr'],
    chart: { type: 'bar', x: 'ad', y: ['clicks'] },
  },
  {
    api: 'time-spent-recorded-webinar',
    route: 'time-spent-recorded-webinar-report',
    title: 'Recorded webinars time spent',
    description: 'Viewers and watch time of recorded webinars.',
    available: true,
    filters: ['range', 'company', 'partner', 'sort'],
    defaultRange: '1y',
    columns: [
      { key: 'webinar', label: 'Webinar', type: 'text' },
      { key: 'viewers', label: 'Viewers', type: 'int' },
      { key: 'sessions', label: 'Watch sessions', type: 'int' },
      { key: 'seconds', label: 'Time watched', type: 'seconds' },
      { key: 'avg_seconds', label: 'Average per viewer', type: 'seconds' },
    ],
    totals: ['viewers', 'sessions', 'seconds', 'avg_seconds'],
    chart: { type: 'bar', x: 'webinar', y: ['seconds'] },
  },
];

/** The 14 tiles of /admin/manage-reports; the master tile opens both master reports. */
export const REPORT_TILES: Array<{ route: string; title: string; description: string; reports: string[] }> = [];
for (const r of REPORTS) {
  const tile = REPORT_TILES.find((t) => t.route === r.route);
  if (tile) tile.reports.push(r.api);
  else
    REPORT_TILES.push({
      route: r.route,
      title: r.api.startsWith('master-') ? 'Master' : r.title,
      description: r.api.startsWith('master-') ? 'User data and package data.' : r.description,
      reports: [r.api],
    });
}

export function reportByApi(api: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.api === api);
}

/** 3725 → "1:02:05" (hours may pass 24). */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const istDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const istTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A YYYY-MM-DD day → "05 Nov 2026"; an instant → "05 Nov 2026 14:30" in IST. */
export function formatReportDate(value: string, withTime: boolean): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
  if (Number.isNaN(d.getTime())) return value;
  return withTime ? `${istDate.format(d)} ${istTime.format(d)}` : istDate.format(d);
}

/** The text of one cell, as the table and the PDF show it (the Excel cell holds the value with a number format). */
export function cellText(type: ColumnType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (type) {
    case 'int':
      return formatNumber(Number(value));
    case 'inr':
      return inr.format(Number(value));
    case 'seconds':
      return formatSeconds(Number(value));
    case 'rating':
      return Number(value).toFixed(1);
    case 'percent':
      return `${Number(value).toFixed(1)}%`;
    case 'date':
      return formatReportDate(String(value), false);
    case 'datetime':
      return formatReportDate(String(value), true);
    default:
      return String(value);
  }
}

/** Exports with more rows than this run as a background job with progress (docs/reports.md "Background exports"). */
export const BACKGROUND_EXPORT_ROWS = 5_000;
