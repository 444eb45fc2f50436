import type { JsonSchema } from '../../../forms/error-codes';
import { t } from '../../../../i18n/browser';

export type JsonParse = { ok: true; value: JsonSchema } | { ok: false; message: string };

/** Parses an editor's text as a JSON object, with a readable message (line and column) when it is not one. */
export function parseJsonObject(text: string): JsonParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const raw = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(raw);
    if (pos && !/line \d+/.test(raw)) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split('\n').length;
      const column = before.length - before.lastIndexOf('\n');
      return { ok: false, message: t('adminForms.json.position', { message: raw, line, column }) };
    }
    return { ok: false, message: raw };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: t('adminForms.json.notObject') };
  return { ok: true, value: value as JsonSchema };
}

export const pretty = (v: unknown) => JSON.stringify(v, null, 2);

/** The form the server will build from these parts (forms/service.ts `combined`): allOf[core, overlay] with both sets of codes. */
export function combineSchema(core: JsonSchema, overlay: JsonSchema): JsonSchema {
  const codes = {
    ...(core['x-error-codes'] as JsonSchema | undefined),
    ...(overlay['x-error-codes'] as JsonSchema | undefined),
  };
  const { $id: _id, $schema: _s, ...coreBody } = core;
  return { $schema: 'http://json-schema.org/draft-07/schema#', allOf: [coreBody, overlay], 'x-error-codes': codes };
}
