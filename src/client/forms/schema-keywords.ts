import { codePoints, FORMATS, regexOf } from './schema-values';

/** The error shape, the validation context and the leaf keywords (string and number) of schema-interpreter.ts. */

export type SchemaError = {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  parentSchema?: Record<string, unknown>;
};

export type Schema = Record<string, unknown> | boolean;
export type Ctx = { root: Schema; errors: SchemaError[] };

/** Validates one subschema against a value (schema-interpreter.ts `validateNode`, passed in to the container keywords). */
export type NodeValidator = (schema: Schema, data: unknown, path: string, sPath: string, ctx: Ctx) => void;

export function push(ctx: Ctx, e: Omit<SchemaError, 'parentSchema'>, parent: Record<string, unknown>): void {
  ctx.errors.push({ ...e, parentSchema: parent });
}

export function validateString(s: Record<string, unknown>, data: string, path: string, sPath: string, ctx: Ctx): void {
  const len = typeof s.maxLength === 'number' || typeof s.minLength === 'number' ? codePoints(data) : 0;
  if (typeof s.maxLength === 'number' && len > s.maxLength)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/maxLength`,
        keyword: 'maxLength',
        params: { limit: s.maxLength },
        message: `must NOT have more than ${s.maxLength} characters`,
      },
      s,
    );
  if (typeof s.minLength === 'number' && len < s.minLength)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/minLength`,
        keyword: 'minLength',
        params: { limit: s.minLength },
        message: `must NOT have fewer than ${s.minLength} characters`,
      },
      s,
    );
  if (typeof s.pattern === 'string') {
    const re = regexOf(s.pattern);
    if (re && !re.test(data))
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/pattern`,
          keyword: 'pattern',
          params: { pattern: s.pattern },
          message: `must match pattern "${s.pattern}"`,
        },
        s,
      );
  }
  if (typeof s.format === 'string' && FORMATS[s.format] && !FORMATS[s.format](data)) {
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/format`,
        keyword: 'format',
        params: { format: s.format },
        message: `must match format "${s.format}"`,
      },
      s,
    );
  }
}

export function validateNumber(s: Record<string, unknown>, data: number, path: string, sPath: string, ctx: Ctx): void {
  const bound = (keyword: string, ok: boolean, comparison: string, limit: unknown) => {
    if (!ok)
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/${keyword}`,
          keyword,
          params: { comparison, limit },
          message: `must be ${comparison} ${String(limit)}`,
        },
        s,
      );
  };
  if (typeof s.maximum === 'number') bound('maximum', data <= s.maximum, '<=', s.maximum);
  if (typeof s.minimum === 'number') bound('minimum', data >= s.minimum, '>=', s.minimum);
  if (typeof s.exclusiveMaximum === 'number')
    bound('exclusiveMaximum', data < s.exclusiveMaximum, '<', s.exclusiveMaximum);
  if (typeof s.exclusiveMinimum === 'number')
    bound('exclusiveMinimum', data > s.exclusiveMinimum, '>', s.exclusiveMinimum);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) {
    const q = data / s.multipleOf;
    if (Math.abs(Math.round(q) - q) > 1e-8)
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/multipleOf`,
          keyword: 'multipleOf',
          params: { multipleOf: s.multipleOf },
          message: `must be multiple of ${s.multipleOf}`,
        },
        s,
      );
  }
}
