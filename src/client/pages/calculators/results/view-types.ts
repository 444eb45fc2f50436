import type { CalculatorInput, CalculatorKey, CalculatorOutput } from '../../../../calculators/index';

export type ValueFormat = 'money' | 'percent' | 'number' | 'months' | 'years' | 'duration' | 'text';
export type Cell = number | string | null;
export type Row = Record<string, Cell>;

export type ChartSeries = {
  key: string;
  label: string;
  color: string;
  kind: 'area' | 'bar' | 'line';
  stack?: string;
  /** Plot against a second axis on the right (a balance beside yearly flows). */
  rightAxis?: boolean;
};

export type ChartSpec =
  | {
      kind: 'xy';
      title: string;
      x: string;
      xLabel: string;
      rows: Row[];
      series: ChartSeries[];
      yFormat: 'money' | 'percent';
    }
  | { kind: 'pie'; title: string; slices: Array<{ label: string; value: number; color: string }> };

export type TableColumn = { key: string; label: string; format: ValueFormat };
export type TableSpec = {
  title: string;
  columns: TableColumn[];
  rows: Row[];
  highlight?: (row: Row) => boolean;
  note?: string;
};

export type Notice = { tone: 'info' | 'warning' | 'success'; text: string };
/** `nullText` says what a null answer means ("Not within 100 years") instead of a dash. */
export type HeadlineItem<K extends CalculatorKey> = {
  field: keyof CalculatorOutput<K> & string;
  label?: string;
  format?: ValueFormat;
  nullText?: string;
};

/** Specialised parts a few calculators add below the generic result (the spec's step-by-step views). */
export type SpecialView = 'tax' | 'loan' | 'prepayment' | 'nps';

/**
 * How one calculator's answer is shown: the headline numbers, a plain-language sentence, the
 * chart, the year-by-year table and the assumptions. Typed against the registry's output, so a
 * renamed output field fails to compile here rather than showing a blank.
 */
export type ResultView<K extends CalculatorKey> = {
  /** The first item is the answer shown large; a function when the mode changes what the answer is. */
  headline: HeadlineItem<K>[] | ((i: CalculatorInput<K>) => HeadlineItem<K>[]);
  summary: (o: CalculatorOutput<K>, i: CalculatorInput<K>) => string;
  notice?: (o: CalculatorOutput<K>, i: CalculatorInput<K>) => Notice | null;
  chart?: (o: CalculatorOutput<K>, i: CalculatorInput<K>) => ChartSpec | null;
  table?: (o: CalculatorOutput<K>, i: CalculatorInput<K>) => TableSpec | null;
  explanation: (i: CalculatorInput<K>) => string[];
  special?: SpecialView;
};

export type LooseHeadline = { field: string; label?: string; format?: ValueFormat; nullText?: string };

/** The same view with its key erased, for the one generic page. */
export type LooseView = {
  headline: LooseHeadline[] | ((i: unknown) => LooseHeadline[]);
  summary: (o: unknown, i: unknown) => string;
  notice?: (o: unknown, i: unknown) => Notice | null;
  chart?: (o: unknown, i: unknown) => ChartSpec | null;
  table?: (o: unknown, i: unknown) => TableSpec | null;
  explanation: (i: unknown) => string[];
  special?: SpecialView;
};

/** Erases the key; safe because the page only ever pairs a view with its own calculator's output. */
export function defineView<K extends CalculatorKey>(view: ResultView<K>): LooseView {
  return view as unknown as LooseView;
}

export const COLORS = {
  invested: '#94a3b8',
  value: '#1b7a70',
  interest: '#f59e0b',
  principal: '#0ea5e9',
  balance: '#6366f1',
  alt: '#e11d48',
  gst: '#a855f7',
} as const;
