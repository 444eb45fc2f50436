/**
 * The shape of a report definition (docs/reports.md) and the values of its filters, shared by the
 * server and the admin pages.
 */

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
