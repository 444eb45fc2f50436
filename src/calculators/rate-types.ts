/** The shapes of the dated constants in rates.ts (tax slabs, regime figures, NPS tables). Isomorphic. */

export type DatedConstant<T> = {
  /** What the figure is, as the page names it. */
  label: string;
  value: T;
  /** The value in words for the page, e.g. "7.1 % a year". */
  display: string;
  /** ISO date (YYYY-MM-DD) from which the figure is confirmed to apply. */
  asOf: string;
  /** Name of the public source the figure was confirmed from. */
  source: string;
  /** Set when part of the figure could not be confirmed from a public source; shown on the page. */
  unconfirmed?: string;
};

/** A slab starts above `from` and runs to the next slab's `from`. */
export type RateSlab = { from: number; ratePct: number };

/** One regime's figures for one year. */
export type RegimeFigures = {
  slabs: readonly RateSlab[];
  standardDeduction: number;
  rebateLimit: number;
  maxRebate: number;
  /** Tax above the rebate limit may not exceed the income above it (new regime only). */
  rebateMarginalRelief: boolean;
};

export type OldRegimeFigures = Omit<RegimeFigures, 'slabs'> & {
  slabs: { below60: readonly RateSlab[]; '60to80': readonly RateSlab[]; '80plus': readonly RateSlab[] };
};

/** NPS normal exit: minimum annuity shares (PFRDA). */
export type NpsExitFigures = {
  govtMinAnnuityPct: number;
  /** Non-government subscriber: corpus above this buys at least `nonGovtMinAnnuityPctAbove` % annuity. */
  nonGovtFullRuleAbove: number;
  nonGovtMinAnnuityPctAbove: number;
  /** Corpus up to this may be taken wholly as a lump sum. */
  nonGovtAllLumpSumUpTo: number;
  /** Between the two thresholds, at most this much as a lump sum. */
  nonGovtBandMaxLumpSum: number;
};

/** Auto-choice equity / corporate-bond shares for ages 35…55 (index 0 = age ≤ 35); G is the rest. */
export type NpsLifecycleTables = Record<'LC75' | 'LC50' | 'LC25', readonly (readonly [number, number])[]>;
