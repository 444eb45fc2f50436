/**
 * Performance marks the renderer sets as widgets paint, read by tests/bench/landing-paint.ts:
 * `finwell:widget-painted:<id>` per widget (a view, or the placeholder that replaced it) and
 * `finwell:landing-painted` once every widget of the page has painted. Mark times are measured
 * from navigation start (performance.timeOrigin).
 */
export const WIDGET_PAINTED_MARK = 'finwell:widget-painted:';
export const LANDING_PAINTED_MARK = 'finwell:landing-painted';

/** Runs after the frame that shows the current commit has been painted. */
export function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback, 0));
}

export function markOnce(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(name, 'mark').length > 0) return;
  performance.mark(name);
}
