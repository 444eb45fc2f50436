import type { ValidateFunction } from 'ajv';
import { AppError } from '../../../shared/app-error.js';
import { createAjv } from '../../../shared/ajv.js';
import { toFieldErrors, fieldErrorsToAppError } from '../../../shared/validation.js';
import type { Db } from '../../db/index.js';
import { coreSchemas, formFiles, type JsonObject } from './form-files.js';

/**
 * Admin forms are JSON Schemas stored in the database: for each form, `allOf[core entity schema,
 * published overlay]`. The overlay can relabel (uiSchema), reorder, add fields and tighten rules;
 * it can never weaken the core, because a record must satisfy both.
 */
export type PublishedForm = {
  formKey: string;
  title: string;
  version: number;
  core: JsonObject;
  overlay: JsonObject;
  uiSchema: JsonObject;
  schema: JsonObject;
};

/** Loads the records an overlay will be checked against, per form (as the form would submit them). */
export type RecordLoader = (db: Db) => Promise<JsonObject[]>;
const recordLoaders = new Map<string, RecordLoader>();
export function registerRecordLoader(formKey: string, loader: RecordLoader): void {
  recordLoaders.set(formKey, loader);
}

/** The record loader registered for a form, if any (form-versions.ts checks overlays against its records). */
export function recordLoaderFor(formKey: string): RecordLoader | undefined {
  return recordLoaders.get(formKey);
}

const validators = new Map<string, ValidateFunction>();

export function combined(core: JsonObject, overlay: JsonObject): JsonObject {
  const codes = {
    ...(core['x-error-codes'] as JsonObject | undefined),
    ...(overlay['x-error-codes'] as JsonObject | undefined),
  };
  const { $id: _id, $schema: _s, ...coreBody } = core;
  return { $schema: 'http://json-schema.org/draft-07/schema#', allOf: [coreBody, overlay], 'x-error-codes': codes };
}

function compileFor(formKey: string, version: number, schema: JsonObject): ValidateFunction {
  const key = `${formKey}@${version}`;
  let v = validators.get(key);
  if (!v) {
    v = createAjv({ coerceTypes: false }).compile(schema);
    validators.set(key, v);
  }
  return v;
}

/** Seeds version 1 of each shipped form that has no head yet (one read on an already-seeded start). */
export async function seedFormDefinitions(db: Db): Promise<void> {
  const seeded = new Set(
    (await db.selectFrom('form_definition_heads').select('form_key').execute()).map((h) => h.form_key),
  );
  for (const f of Object.values(formFiles)) {
    if (seeded.has(f.formKey)) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('form_definitions')
        .values({
          form_key: f.formKey,
          version: 1,
          overlay: JSON.stringify(f.overlay),
          ui_schema: JSON.stringify(f.uiSchema),
          note: 'Shipped with the product',
          created_by: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('form_definition_heads')
        .values({ form_key: f.formKey, latest_version: 1, published_version: 1 })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }
}

export function fileOf(formKey: string) {
  const f = formFiles[formKey];
  if (!f) throw new AppError('E-10530');
  return f;
}

export async function getPublishedForm(db: Db, formKey: string): Promise<PublishedForm> {
  const file = fileOf(formKey);
  const row = await db
    .selectFrom('form_definition_heads as h')
    .innerJoin('form_definitions as d', (j) =>
      j.onRef('d.form_key', '=', 'h.form_key').onRef('d.version', '=', 'h.published_version'),
    )
    .select(['d.version', 'd.overlay', 'd.ui_schema'])
    .where('h.form_key', '=', formKey)
    .executeTakeFirst();
  const core = coreSchemas[file.entitySchema];
  const overlay = (row?.overlay as JsonObject | undefined) ?? file.overlay;
  return {
    formKey,
    title: file.title,
    version: row?.version ?? 0,
    core,
    overlay,
    uiSchema: (row?.ui_schema as JsonObject | undefined) ?? file.uiSchema,
    schema: combined(core, overlay),
  };
}

/** Field names a record may carry: the core's and the overlay's properties. */
function knownFields(form: Pick<PublishedForm, 'core' | 'overlay'>): Set<string> {
  return new Set([
    ...Object.keys((form.core.properties as JsonObject) ?? {}),
    ...Object.keys((form.overlay.properties as JsonObject) ?? {}),
  ]);
}

/**
 * Validates a record against the published form. Unknown fields are rejected (not stripped).
 * Returns the core fields and the extra fields (declared only by the overlay, stored in `extra`).
 */
export async function validateFormRecord(
  db: Db,
  formKey: string,
  record: unknown,
): Promise<{ core: JsonObject; extra: JsonObject; form: PublishedForm }> {
  const form = await getPublishedForm(db, formKey);
  if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new AppError('E-10535');
  const known = knownFields(form);
  const unknown = Object.keys(record).filter((k) => !known.has(k));
  if (unknown.length) {
    throw fieldErrorsToAppError(unknown.map((f) => ({ field: f, code: 'E-10502', message: `Unknown field "${f}".` })));
  }
  const validate = compileFor(formKey, form.version, form.schema);
  if (!validate(record)) throw fieldErrorsToAppError(toFieldErrors(validate.errors, form.schema));
  const coreKeys = new Set(Object.keys((form.core.properties as JsonObject) ?? {}));
  const core: JsonObject = {};
  const extra: JsonObject = {};
  for (const [k, v] of Object.entries(record as JsonObject)) (coreKeys.has(k) ? core : extra)[k] = v;
  return { core, extra, form };
}

/** The overlay-only fields of a form, as admin lists show them (extra columns). */
export function extraFieldsOf(form: Pick<PublishedForm, 'core' | 'overlay'>): Array<{ key: string; title: string }> {
  const core = (form.core.properties as JsonObject | undefined) ?? {};
  const overlay = (form.overlay.properties as Record<string, { title?: unknown } | undefined> | undefined) ?? {};
  return Object.keys(overlay)
    .filter((k) => !(k in core))
    .map((k) => ({ key: k, title: typeof overlay[k]?.title === 'string' ? (overlay[k]!.title as string) : k }));
}

/**
 * The `extra` to store when a record is saved through its form: the submitted extra fields, plus
 * stored values of fields the published form no longer declares (a field taken out of the form
 * keeps its values, and shows them again if it comes back). A declared field left empty is removed.
 */
export function nextExtra(
  previous: JsonObject | null | undefined,
  submitted: JsonObject,
  form: Pick<PublishedForm, 'core' | 'overlay'>,
): JsonObject {
  const known = knownFields(form);
  const kept = Object.fromEntries(Object.entries(previous ?? {}).filter(([k]) => !known.has(k)));
  return { ...kept, ...submitted };
}
