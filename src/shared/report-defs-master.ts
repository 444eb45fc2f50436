import type { ReportDefinition } from './report-types.js';

/**
 * The report catalogue's master and commerce reports (docs/reports.md): user data, package data,
 * discount codes and ads.
 */

export const MASTER_USER_DATA_REPORT: ReportDefinition = {
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
};

export const MASTER_PACKAGE_DATA_REPORT: ReportDefinition = {
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
};

export const DISCOUNT_CODES_REPORT: ReportDefinition = {
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
};

export const ADS_REPORT: ReportDefinition = {
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
};
