/** Milliseconds since the epoch of a timestamp column, whichever driver read it (Date or string). */
export function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' || typeof value === 'number') return new Date(value).getTime();
  throw new Error(`not a timestamp: ${String(value)}`);
}
