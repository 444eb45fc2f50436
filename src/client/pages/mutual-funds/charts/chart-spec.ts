/** What a mutual-fund chart shows; the recharts component draws it (loaded only when needed). */
export type ChartSeries = { key: string; label: string; color: string; dashed?: boolean };

export type ChartRow = Record<string, number | string | null>;

export type MfChartSpec =
  | {
      kind: 'line';
      title: string;
      rows: ChartRow[];
      /** Row field with an ISO date or a 'YYYY-MM' month. */
      x: string;
      yFormat: 'percent' | 'money';
      series: ChartSeries[];
      /** A rule at y = 0 (returns can be negative). */
      zeroLine?: boolean;
    }
  | {
      kind: 'bar';
      title: string;
      rows: ChartRow[];
      /** Row field with the bar's label (a stock name). */
      category: string;
      /** Values already in percent (portfolio weights). */
      series: ChartSeries[];
    };

/** Series colours: distinct for the colour-blind, on white. */
export const SERIES_COLORS = ['#1b7a70', '#d97706', '#4f46e5', '#db2777'] as const;
export const OTHER_COLOR = '#475569';
