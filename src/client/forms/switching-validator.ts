import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';

const isEvalBlocked = (err: unknown) =>
  err instanceof Error && (err.name === 'EvalError' || /unsafe-eval|Content Security Policy/i.test(err.message));

/**
 * Uses `primary` (@rjsf/validator-ajv8, which compiles schemas to code) and, the first time the
 * page's Content Security Policy refuses that code generation, switches for good to `fallback`
 * (the interpreting validator, same error shape). With the portal's current CSP the primary runs.
 */
export function createSwitchingValidator<T>(
  primary: ValidatorType<T>,
  fallback: ValidatorType<T>,
): ValidatorType<T> & { active: () => 'primary' | 'fallback' } {
  let current: ValidatorType<T> = primary;
  let probed = false;
  const probe = () => {
    if (probed) return;
    probed = true;
    const { validationError } = primary.rawValidation(
      { type: 'object', properties: { probe: { type: 'string' } } } as RJSFSchema,
      {} as T,
    );
    if (validationError && isEvalBlocked(validationError)) current = fallback;
  };
  return {
    active: () => {
      probe();
      return current === primary ? 'primary' : 'fallback';
    },
    rawValidation<Result>(schema: RJSFSchema, formData?: T) {
      probe();
      return current.rawValidation<Result>(schema, formData);
    },
    validateFormData(
      formData: T | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<T>,
      transformErrors?: ErrorTransformer<T>,
      uiSchema?: UiSchema<T>,
    ): ValidationData<T> {
      probe();
      return current.validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
    },
    isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
      probe();
      return current.isValid(schema, formData, rootSchema);
    },
    reset: () => current.reset?.(),
  };
}
