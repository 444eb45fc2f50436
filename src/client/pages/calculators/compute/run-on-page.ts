import { calculators, runCalculator, type CalculatorKey, type FieldError } from '../../../../calculators/index';
import { fallbackValidate } from './fallback-validate';
import { t } from '../../../../i18n/browser';

export type PageRun =
  | { ok: true; input: Record<string, unknown>; output: unknown }
  | { ok: false; errors: FieldError[]; crashed?: false }
  | { ok: false; errors: FieldError[]; crashed: true };

/** Set once ajv has been refused by the Content-Security-Policy; later runs skip straight to the walker. */
let ajvBlocked = false;

function isEvalBlocked(error: unknown): boolean {
  if (error instanceof EvalError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /unsafe-eval|Content Security Policy|Refused to evaluate/i.test(message);
}

function computeWith(key: CalculatorKey, input: Record<string, unknown>): PageRun {
  const checked = fallbackValidate(key, input);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const compute = calculators[key].compute as (input: Record<string, unknown>) => unknown;
  return { ok: true, input: checked.value, output: compute(checked.value) };
}

/**
 * Validate and compute in the browser with the registry (the same code the server runs). Never
 * throws: a failure inside a calculator becomes a page-level error instead of a blank page.
 */
export function runOnPage(key: CalculatorKey, input: Record<string, unknown>): PageRun {
  try {
    if (!ajvBlocked) {
      try {
        const result = runCalculator(key, input);
        return result.ok
          ? { ok: true, input: result.input as Record<string, unknown>, output: result.output }
          : { ok: false, errors: result.errors };
      } catch (error) {
        if (!isEvalBlocked(error)) throw error;
        ajvBlocked = true;
      }
    }
    return computeWith(key, input);
  } catch (error) {
    const message = error instanceof Error ? error.message : t('calculators.calculationFailed');
    return { ok: false, crashed: true, errors: [{ field: '', code: 'E-10546', message }] };
  }
}
