import { AppError } from '../../shared/app-error.js';

/** Every code the mutual-fund calculators can raise; messages and HTTP statuses live in schemas/catalogue/errors.json. */
export const MF_ERROR_CODES = [
  'E-10206',
  'E-10580',
  'E-10581',
  'E-10582',
  'E-10583',
  'E-10584',
  'E-10585',
  'E-10586',
  'E-10587',
  'E-10588',
  'E-10589',
  'E-10590',
  'E-10591',
  'E-10592',
  'E-10593',
  'E-10594',
  'E-10595',
] as const;
export type MfErrorCode = (typeof MF_ERROR_CODES)[number];

/**
 * A user-facing failure of a mutual-fund calculation: bad input or data that cannot answer the
 * question. It is the product's one error type (AppError) narrowed to the mutual-fund codes, so
 * the server's error handler needs nothing special for it; anything else thrown is a bug (500).
 */
export class MfError extends AppError {
  declare readonly code: MfErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: MfErrorCode, message?: string, details?: Record<string, unknown>) {
    super(code, { message, data: details });
    this.name = 'MfError';
    this.details = details;
  }

  /** The HTTP status that agrees with the code. */
  get http(): number {
    return this.httpStatus;
  }
}
