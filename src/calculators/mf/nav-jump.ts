/**
 * Classifies a day-on-day NAV move so the updater can keep `nav_adj` split-adjusted.
 *
 * ratio = NAV_new / NAV_prev (both on today's unit basis). Inside [0.75, 1.33] it is a market
 * move (the band the data set's own detector uses; the worst real daily fall, March 2020 bank
 * funds, is about -17 %). Outside it, a ratio within 5 % of 1/k, for k one of the factors AMCs
 * use (2, 5, 10, 50 and 100 in the data; 4, 20, 25, 200, 250, 500, 1000 allowed), is a unit split (NAV divided by k: earlier
 * NAVs must be divided by k too); within 5 % of k it is a consolidation or face-value change
 * (earlier NAVs multiplied by k). The 5 % absorbs the market move of the split day: the widest
 * of the data set's 157 detected events is 3.9 % off its factor, and none of its 35
 * unexplained jumps comes within 5 % of one. Odd factors such as 3 are left out on purpose: a
 * month-old previous NAV (schemes without daily history) plus a jump of x2.87 would otherwise
 * pass for a 1:3 consolidation. Anything else is flagged, not adjusted: flagging a real split
 * is recoverable, rescaling a whole history on a coincidence is not.
 */
export type NavJump =
  | { kind: 'normal'; ratio: number }
  | { kind: 'split'; ratio: number; factor: number }
  | { kind: 'consolidation'; ratio: number; factor: number }
  | { kind: 'unexplained'; ratio: number };

export const NAV_JUMP_BAND = { low: 0.75, high: 1.33 } as const;
const SPLIT_FACTORS = [2, 4, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000] as const;
const TOLERANCE = 0.05;

/** What a move from `prevNav` to `nav` is. */
export function classifyNavJump(prevNav: number, nav: number): NavJump {
  const ratio = nav / prevNav;
  if (!Number.isFinite(ratio) || ratio <= 0) return { kind: 'unexplained', ratio };
  if (ratio >= NAV_JUMP_BAND.low && ratio <= NAV_JUMP_BAND.high) return { kind: 'normal', ratio };
  const x = ratio < 1 ? 1 / ratio : ratio;
  const factor = SPLIT_FACTORS.find((k) => Math.abs(x - k) / k <= TOLERANCE);
  if (factor === undefined) return { kind: 'unexplained', ratio };
  return ratio < 1 ? { kind: 'split', ratio, factor } : { kind: 'consolidation', ratio, factor };
}
