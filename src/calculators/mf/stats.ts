/** Small statistics helpers. Sample (n - 1) estimators throughout, as fund factsheets use. */

/** Arithmetic mean; NaN for an empty list. */
export function getMean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/** Sample standard deviation sqrt(sum((x - mean)^2) / (n - 1)); NaN below two values. */
export function getSampleStdDev(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const m = getMean(values);
  let ss = 0;
  for (const v of values) ss += (v - m) * (v - m);
  return Math.sqrt(ss / (values.length - 1));
}

/** Median: the middle value, or the mean of the two middle values for an even count. */
export function getMedian(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Pearson correlation of two equal-length lists; NaN when either has no variance. */
export function getCorrelation(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return Number.NaN;
  const ma = getMean(a.slice(0, n));
  const mb = getMean(b.slice(0, n));
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return saa === 0 || sbb === 0 ? Number.NaN : sab / Math.sqrt(saa * sbb);
}
