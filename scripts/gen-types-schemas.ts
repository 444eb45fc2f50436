/** gen-types: the schema files under schemas/, each with its output path and a root type name unique across files. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isObject, toPosix, toTypeName, type Json, type JsonObject } from './gen-types-common.js';
import { loadEnums } from './gen-types-enums.js';

const SCHEMAS_DIR = 'schemas';

export type SchemaFile = {
  /** Repo-relative path, posix separators: schemas/entities/user.schema.json. */
  path: string;
  /** The parsed file. */
  document: JsonObject;
  /** The JSON Schema inside it (a form definition file keeps it under `schema`). */
  schema: JsonObject;
  /** schemas/entities/user.schema.json -> entities/user */
  outBase: string;
  rootName: string;
};

/** A form definition file ({ schema, uiSchema }) carries its JSON Schema under `schema`. */
export function jsonSchemaOf(document: JsonObject): JsonObject {
  const inner = document.schema;
  const looksLikeSchema =
    'type' in document ||
    'properties' in document ||
    '$ref' in document ||
    'allOf' in document ||
    'oneOf' in document ||
    'anyOf' in document;
  if (isObject(inner) && ('uiSchema' in document || !looksLikeSchema)) return inner;
  return document;
}

function listSchemaFiles(root: string): string[] {
  const dir = path.join(root, SCHEMAS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map(toPosix)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => `${SCHEMAS_DIR}/${f}`)
    .sort();
}

/**
 * A title that reads as a type name ("BillingAddress", "SIP calculator: input"); a title with an
 * aside in parentheses or a list ("Book a slot (book-counselor, public/...)") names by file instead.
 */
function isNameLike(title: Json | undefined): title is string {
  return typeof title === 'string' && /^[A-Za-z][A-Za-z0-9 _.:'-]*$/.test(title.trim());
}

/** Every schema file with its output path and a root type name unique across files and enums. */
export function loadSchemaFiles(root: string): SchemaFile[] {
  const enumNames = new Set(Object.keys(loadEnums(root)).map(toTypeName));
  const files = listSchemaFiles(root).map((p) => {
    const document = JSON.parse(readFileSync(path.join(root, p), 'utf8')) as JsonObject;
    const outBase = p.slice(SCHEMAS_DIR.length + 1).replace(/\.schema\.json$/, '');
    return { path: p, document, schema: jsonSchemaOf(document), outBase };
  });
  const preferred = (f: { schema: JsonObject; outBase: string }) =>
    isNameLike(f.schema.title) ? toTypeName(f.schema.title) : toTypeName(path.posix.basename(f.outBase));
  const counts = new Map<string, number>();
  for (const f of files) counts.set(preferred(f), (counts.get(preferred(f)) ?? 0) + 1);
  return files.map((f) => {
    const name = preferred(f);
    const clash = (counts.get(name) ?? 0) > 1 || enumNames.has(name) || name === 'Enums';
    return { ...f, rootName: clash ? toTypeName(f.outBase) : name };
  });
}
