import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The product's ajv instances. Schemas may carry `x-error-codes` (field -> E-code) so a failing
 * field answers with the spec's code; ajv must know the keyword, or strict mode rejects it.
 * Bodies are never coerced ("12" is not a number) and unknown properties are rejected, not stripped.
 */
export function createAjv(opts: { coerceTypes?: boolean; useDefaults?: boolean } = {}): Ajv {
  const options: Options = {
    allErrors: true,
    coerceTypes: opts.coerceTypes ? 'array' : false,
    useDefaults: opts.useDefaults ?? true,
    removeAdditional: false,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  };
  const ajv = new Ajv(options);
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-error-codes', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'x-error-code', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-ui', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  return ajv;
}
