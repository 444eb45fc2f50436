import { customizeValidator } from '@rjsf/validator-ajv8';
import type Ajv from 'ajv';

type FormRecord = Record<string, unknown>;

/** Keywords the product's schemas carry besides JSON Schema's (same list as src/shared/ajv.ts). */
export const PRODUCT_KEYWORDS: Array<{ keyword: string; schemaType: 'object' | 'string' }> = [
  { keyword: 'x-error-codes', schemaType: 'object' },
  { keyword: 'x-error-code', schemaType: 'string' },
  { keyword: 'x-ui', schemaType: 'object' },
  { keyword: 'tsType', schemaType: 'string' },
];

function addProductKeywords(ajv: Ajv): Ajv {
  for (const k of PRODUCT_KEYWORDS) if (!ajv.getKeyword(k.keyword)) ajv.addKeyword(k);
  return ajv;
}

/**
 * @rjsf/validator-ajv8 configured like the server's ajv: formats, no coercion, union types, strict
 * schemas with the product's keywords (x-error-codes) registered. ajv generates code with
 * `new Function`, so it needs a CSP with 'unsafe-eval' (schema-validator.ts falls back otherwise).
 */
export const ajvSchemaValidator = customizeValidator<FormRecord>({
  ajvOptionsOverrides: {
    allowUnionTypes: true,
    coerceTypes: false,
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  },
  extenderFn: addProductKeywords,
});
