import catalogue from '../../schemas/catalogue/errors.json';

/** `admin`: the rule worded for an admin filling a form about someone else ("Please enter the first name."). */
export type ErrorEntry = { http: number; message: string; admin?: string };
const errors: Record<string, ErrorEntry> = catalogue.errors;
const successes: Record<string, string> = catalogue.successes;

/** The message of an E- or S- code; unknown codes fall back to E-10001's message. */
export function messageFor(code: string): string {
  return errors[code]?.message ?? successes[code] ?? errors['E-10001'].message;
}

/**
 * The message of a code as an admin form shows it: the catalogue's `admin` wording where the
 * employee's ("Please enter your first name.") would address the wrong person, else `messageFor`.
 */
export function adminMessageFor(code: string): string {
  return errors[code]?.admin ?? messageFor(code);
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
