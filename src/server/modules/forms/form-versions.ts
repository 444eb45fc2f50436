import Ajv, { type ValidateFunction } from 'ajv';
import { sql } from 'kysely';
import { AppError, type FieldError } from '../../../shared/app-error.js';
import { createAjv } from '../../../shared/ajv.js';
import { toFieldErrors } from '../../../shared/validation.js';
import { ajvSentence, placeOf } from '../../../shared/limit-words.js';
import type { Db } from '../../db/index.js';
import { coreSchemas, formFiles, type JsonObject } from './form-files.js';
import { combined, fileOf, recordLoaderFor } from './service.js';

/**
 * The form definitions' versions, as the admin editor manages them: list, check an overlay, save a version and
 * publish it. Reading the published form and validating records against it stay in service.ts.
 */

const metaAjv = new Ajv({ strict: false, validateSchema: true });

export async function listForms(db: Db) {
  const heads = await db.selectFrom('form_definition_heads').selectAll().execute();
  return Object.values(formFiles).map((f) => {
    const h = heads.find((x) => x.form_key === f.formKey);
    return {
      form_key: f.formKey,
      title: f.title,
      entity_schema: f.entitySchema,
      latest_version: h?.latest_version ?? 0,
      published_version: h?.published_version ?? 0,
      published_at: h?.published_at ?? null,
    };
  });
}

export async function listFormVersions(db: Db, formKey: string) {
  fileOf(formKey);
  return db
    .selectFrom('form_definitions as d')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select(['d.version', 'd.overlay', 'd.ui_schema', 'd.note', 'd.created_at', 'u.email as created_by_email'])
    .where('d.form_key', '=', formKey)
    .orderBy('d.version', 'desc')
    .execute();
}

/** Deeper than any real form (docs/landing-pages.md, form overlays); checked without recursion. */
export const MAX_OVERLAY_DEPTH = 64;

/** True when `value` nests objects/arrays deeper than `max` (an explicit stack, so 10k levels cannot overflow it). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Checks a proposed overlay: a valid JSON Schema (draft-07 meta-schema) that compiles together
 * with the core, and that leaves at least one existing record (or, with none yet, one shipped
 * example) valid. Returns the records it would reject, so the editor can show them.
 */
export async function checkOverlay(
  db: Db,
  formKey: string,
  overlay: unknown,
): Promise<{ checked: number; rejected: Array<{ index: number; errors: FieldError[] }> }> {
  const file = fileOf(formKey);
  if (typeof overlay !== 'object' || overlay === null || Array.isArray(overlay))
    throw new AppError('E-10527', { message: 'The overlay must be a JSON object.' });
  // The schema validators recurse: a hostile nesting would overflow the stack before answering.
  if (nestsDeeperThan(overlay, MAX_OVERLAY_DEPTH))
    throw new AppError('E-10527', { message: `The overlay nests deeper than ${MAX_OVERLAY_DEPTH} levels.` });
  if (!metaAjv.validateSchema(overlay)) {
    throw new AppError('E-10527', {
      message: `The overlay is not a valid JSON Schema. ${(metaAjv.errors ?? [])
        .slice(0, 3)
        .map((e) => `${placeOf(e.instancePath) || 'The overlay'}: ${ajvSentence(e)}`)
        .join(' ')}`,
    });
  }
  const core = coreSchemas[file.entitySchema];
  let validate: ValidateFunction;
  try {
    validate = createAjv({ coerceTypes: false }).compile(combined(core, overlay as JsonObject));
  } catch (err) {
    throw new AppError('E-10527', {
      message: `The overlay cannot be used: ${err instanceof Error ? err.message : String(err)}`,
    });
  }
  const loader = recordLoaderFor(formKey);
  const existing = loader ? await loader(db) : [];
  const records = existing.length ? existing : file.examples;
  const rejected: Array<{ index: number; errors: FieldError[] }> = [];
  records.forEach((r, index) => {
    if (!validate(structuredClone(r))) rejected.push({ index, errors: toFieldErrors(validate.errors, core) });
  });
  if (records.length > 0 && rejected.length === records.length) {
    throw new AppError('E-10528', { data: { checked: records.length, first_errors: rejected[0]?.errors ?? [] } });
  }
  return { checked: records.length, rejected };
}

/** Saves a new version (not yet published). */
export async function createFormVersion(
  db: Db,
  opts: { formKey: string; overlay: JsonObject; uiSchema: JsonObject; note?: string; userId: number },
) {
  if (nestsDeeperThan(opts.uiSchema, MAX_OVERLAY_DEPTH))
    throw new AppError('E-10527', { message: `The uiSchema nests deeper than ${MAX_OVERLAY_DEPTH} levels.` });
  const check = await checkOverlay(db, opts.formKey, opts.overlay);
  const version = await db.transaction().execute(async (trx) => {
    const head = await trx
      .selectFrom('form_definition_heads')
      .selectAll()
      .where('form_key', '=', opts.formKey)
      .forUpdate()
      .executeTakeFirst();
    if (!head) throw new AppError('E-10530');
    const next = head.latest_version + 1;
    await trx
      .insertInto('form_definitions')
      .values({
        form_key: opts.formKey,
        version: next,
        overlay: JSON.stringify(opts.overlay),
        ui_schema: JSON.stringify(opts.uiSchema),
        note: opts.note ?? null,
        created_by: opts.userId,
      })
      .execute();
    await trx
      .updateTable('form_definition_heads')
      .set({ latest_version: next })
      .where('form_key', '=', opts.formKey)
      .execute();
    return next;
  });
  return { version, check };
}

/** Publishes (or restores) a version; refused with E-10531 when someone published since `basePublishedVersion`. */
export async function publishFormVersion(
  db: Db,
  opts: { formKey: string; version: number; basePublishedVersion: number },
) {
  const row = await db
    .selectFrom('form_definitions')
    .select(['overlay'])
    .where('form_key', '=', opts.formKey)
    .where('version', '=', opts.version)
    .executeTakeFirst();
  if (!row) throw new AppError('E-10529');
  await checkOverlay(db, opts.formKey, row.overlay);
  const res = await db
    .updateTable('form_definition_heads')
    .set({ published_version: opts.version, published_at: sql`now()` })
    .where('form_key', '=', opts.formKey)
    .where('published_version', '=', opts.basePublishedVersion)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new AppError('E-10531');
  return { published_version: opts.version };
}
