import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { validateWithSchema } from './schema-interpreter';

/**
 * RJSF's ValidatorType on the interpreting validator: the same error processing as
 * @rjsf/validator-ajv8 (titles, transformErrors, customValidate), without generating code, so
 * forms validate in the browser under the portal's CSP (no 'unsafe-eval').
 */
export function createInterpretingValidator<T>(): ValidatorType<T> {
  const validator: ValidatorType<T> = {
    rawValidation<Result>(schema: RJSFSchema, formData?: T) {
      try {
        return { errors: validateWithSchema(schema, formData) as unknown as Result[] };
      } catch (err) {
        return { errors: undefined, validationError: err instanceof Error ? err : new Error(String(err)) };
      }
    },
    validateFormData(
      formData: T | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<T>,
      transformErrors?: ErrorTransformer<T>,
      uiSchema?: UiSchema<T>,
    ): ValidationData<T> {
      const raw = validator.rawValidation<ErrorObject>(schema, formData);
      return processRawValidationErrors(validator, raw, formData, schema, customValidate, transformErrors, uiSchema);
    },
    isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
      try {
        return validateWithSchema(schema, formData, rootSchema).length === 0;
      } catch {
        return false;
      }
    },
    reset: () => undefined,
  };
  return validator;
}
