import { AppError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';

/** The field-level validation error of the learning admin forms: the code's message, naming the field. */
export function fieldError(field: string, code: string): AppError {
  return new AppError(code, { fields: [{ field, code, message: messageFor(code) }] });
}
