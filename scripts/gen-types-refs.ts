import path from 'node:path';
import { isObject, type Json, type JsonObject } from './gen-types-common.js';
import type { SchemaFile } from './gen-types-schemas.js';

/**
 * gen-types: a schema rewritten for json-schema-to-typescript. Cross-file `$ref`s are resolved here,
 * not by json-schema-to-typescript: a reference to a whole schema becomes an import of that schema's
 * root type, a reference into part of one is inlined. Sub-schema titles (form labels) become doc
 * comments instead of named types, so two files never declare the same name. A free-form object keeps
 * its index signature.
 */

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
]);
const SCHEMA_ARRAYS = new Set(['allOf', 'anyOf', 'oneOf', 'items']);

export type Resolver = {
  files: SchemaFile[];
  byPath: Map<string, SchemaFile>;
  byId: Map<string, SchemaFile>;
};

export function makeResolver(files: SchemaFile[]): Resolver {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const byId = new Map<string, SchemaFile>();
  for (const f of files) {
    const id = f.schema.$id ?? f.document.$id;
    if (typeof id === 'string') byId.set(id, f);
  }
  return { files, byPath, byId };
}

/** The file a `$ref` target names: by `$id`, by path relative to the referring file, or by file name. */
function resolveTarget(resolver: Resolver, from: SchemaFile, target: string): SchemaFile {
  const direct =
    resolver.byId.get(target) ??
    resolver.byPath.get(path.posix.normalize(path.posix.join(path.posix.dirname(from.path), target)));
  if (direct) return direct;
  const base = path.posix.basename(target);
  const byName = resolver.files.filter((f) => path.posix.basename(f.path) === base || f.schema.$id === base);
  if (byName.length === 1) return byName[0];
  throw new Error(`${from.path}: cannot resolve $ref "${target}"`);
}

function pointerGet(doc: JsonObject, pointer: string, where: string): Json {
  let node: Json = doc;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else node = undefined as unknown as Json;
    if (node === undefined) throw new Error(`${where}: $ref pointer #${pointer} does not exist`);
  }
  return node;
}

export type Walk = {
  resolver: Resolver;
  /** The file whose output is being generated. */
  output: SchemaFile;
  /** The file the current node comes from (differs inside an inlined foreign fragment). */
  source: SchemaFile;
  imports: Map<string, SchemaFile>;
  stack: string[];
};

/** Rewrites one schema node for json-schema-to-typescript (see the comment at the top of this file). */
export function prepare(node: Json, walk: Walk, isRoot: boolean): Json {
  if (Array.isArray(node)) return node.map((n) => prepare(n, walk, false));
  if (!isObject(node)) return node;

  const ref = node.$ref;
  if (typeof ref === 'string') {
    const rewritten = prepareRef(node, ref, walk);
    if (rewritten) return rewritten;
  }

  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || key === '$schema' || key === '$comment') continue;
    if (key === '$id' || key === 'id') continue;
    if (key === 'title') {
      if (isRoot) out.title = value;
      continue;
    }
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isObject(v) ? prepare(v, walk, false) : v]),
      );
    } else if ((SCHEMA_VALUES.has(key) && isObject(value)) || (SCHEMA_ARRAYS.has(key) && Array.isArray(value))) {
      out[key] = prepare(value, walk, false);
    } else {
      out[key] = value;
    }
  }
  if (!isRoot && typeof node.title === 'string' && typeof node.description !== 'string') out.description = node.title;
  // A free-form object (no listed properties) keeps its index signature instead of becoming `{}`.
  const isObjectType = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));
  if (isObjectType && !('properties' in node) && !('patternProperties' in node) && !('additionalProperties' in node))
    out.additionalProperties = true;
  return out;
}

function prepareRef(node: JsonObject, ref: string, walk: Walk): Json | null {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  const file = target === '' ? walk.source : resolveTarget(walk.resolver, walk.source, target);
  const siblings = Object.fromEntries(Object.entries(node).filter(([k]) => k === 'description'));

  if (pointer === '' || pointer === '/') {
    if (file.path === walk.output.path) return { ...siblings, tsType: file.rootName };
    walk.imports.set(file.rootName, file);
    return { ...siblings, tsType: file.rootName };
  }
  // A pointer into this very file is left to json-schema-to-typescript (it names definitions).
  if (file.path === walk.output.path && walk.source.path === walk.output.path) return null;

  const key = `${file.path}#${pointer}`;
  if (walk.stack.includes(key)) return { ...siblings, tsType: 'unknown' };
  const fragment = pointerGet(file.schema, pointer, `${walk.source.path} -> ${ref}`);
  const inlined = prepare(fragment, { ...walk, source: file, stack: [...walk.stack, key] }, false);
  return isObject(inlined) ? { ...inlined, ...siblings } : inlined;
}
