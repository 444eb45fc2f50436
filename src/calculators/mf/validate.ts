/** Input checks shared by the mutual-fund endpoints, raising the catalogue codes. */
import { MfError } from './errors.js';

/** Throws E-10206 naming the fields that are absent, null or blank. */
export function assertRequiredFields(input: Record<string, unknown>, fields: readonly string[]): void {
  const missing = fields.filter((f) => {
    const v = input[f];
    return (
      v === undefined ||
      v === null ||
      (typeof v === 'string' && v.trim() === '') ||
      (Array.isArray(v) && v.length === 0)
    );
  });
  if (missing.length > 0) throw new MfError('E-10206', `Required: ${missing.join(', ')}.`, { fields: missing });
}

/** An AMFI scheme code (positive integer, as number or digits); E-10580 for anything else. */
export function parseSchemeCode(value: unknown): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) {
    throw new MfError('E-10580', `"${String(value)}" is not a scheme code.`, { schemeCode: value });
  }
  return n;
}

/** A list of scheme codes from "a,b,c" or an array, de-duplicated check left to the caller. */
export function parseSchemeCodes(value: unknown): number[] {
  const parts = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').filter((s) => s.trim() !== '')
      : [];
  return parts.map(parseSchemeCode);
}

/** A positive finite amount (rupees) from a number or numeric string; E-10590 otherwise. */
export function parsePositiveAmount(value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0)
    throw new MfError('E-10590', `${field} must be a positive number.`, { field });
  return n;
}
