/** Value checks of the schema interpreter (schema-interpreter.ts): JSON types, equality, formats, patterns. */

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** ajv's JSON type of a value ("integer" is a number that is an integer). */
function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

export function matchesType(v: unknown, t: string): boolean {
  switch (t) {
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    default:
      return typeOf(v) === t;
  }
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return (
      ka.length === Object.keys(b).length &&
      ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]))
    );
  }
  return false;
}

/** Length in Unicode code points, as ajv counts it. */
export const codePoints = (s: string) => [...s].length;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return mo >= 1 && mo <= 12 && d >= 1 && d <= (mo === 2 && !leap ? 28 : DAYS[mo]);
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|[+-]\d\d(?::?\d\d)?)?$/i;
function isTime(s: string): boolean {
  const m = TIME.exec(s);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59 && Number(m[3]) < 61;
}

/** The formats of ajv-formats ("fast" mode) that the product's schemas use, plus common neighbours. */
export const FORMATS: Record<string, (s: string) => boolean> = {
  date: isDate,
  time: isTime,
  'date-time': (s) => {
    const [d, t] = s.split(/t|\s/i);
    return !!t && isDate(d) && isTime(t);
  },
  email: (s) =>
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(
      s,
    ),
  uri: (s) => /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i.test(s),
  'uri-reference': (s) => !/\s/.test(s),
  hostname: (s) =>
    /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i.test(s),
  ipv4: (s) => /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(s),
  uuid: (s) => /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(s),
  regex: (s) => {
    try {
      new RegExp(s, 'u');
      return true;
    } catch {
      return false;
    }
  },
};

const patternCache = new Map<string, RegExp | null>();
export function regexOf(pattern: string): RegExp | null {
  if (!patternCache.has(pattern)) {
    try {
      patternCache.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      patternCache.set(pattern, null);
    }
  }
  return patternCache.get(pattern) ?? null;
}

export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
