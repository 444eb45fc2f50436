import catalogue from '../../schemas/catalogue/errors.json';

export type ErrorEntry = { http: number; message: string };
const errors: Record<string, ErrorEntry> = catalogue.errors;
const successes: Record<string, string> = catalogue.successes;

/** The message of an E- or S- code; unknown codes fall back to E-10001's message. */
export function messageFor(code: string): string {
  return errors[code]?.message ?? successes[code] ?? errors['E-10001'].message;
}

/** The HTTP status that agrees with an E-code (500 for unknown codes). */
export function httpStatusFor(code: string): number {
  return errors[code]?.http ?? 500;
}

export function isKnownCode(code: string): boolean {
  return code in errors || code in successes;
}

export function allErrorCodes(): string[] {
  return Object.keys(errors);
}
