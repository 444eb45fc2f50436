import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

/**
 * `npm run gen`: TypeScript types from schemas/ into src/shared/generated/.
 * - every schemas/**\/*.schema.json -> src/shared/generated/<folder>/<name>.ts (one root type);
 * - schemas/catalogue/enums.json -> enums.ts (`as const` objects, id and label unions);
 * - index.ts re-exporting all root types and the enums.
 * Output is deterministic (sorted, no timestamps) so tests/schemas/generated-types.test.ts can
 * regenerate in memory and fail when the committed files are stale.
 *
 * Cross-file `$ref`s are resolved here, not by json-schema-to-typescript: a reference to a whole
 * schema becomes an import of that schema's root type, a reference into part of one is inlined.
 * Sub-schema titles (form labels) become doc comments instead of named types, so two files never
 * declare the same name. Absent `additionalProperties` means no index signature: the types list
 * the known fields (validation of unknown ones is ajv's job).
 */
export const GENERATED_DIR = 'src/shared/generated';
const SCHEMAS_DIR = 'schemas';
const ENUMS_FILE = 'schemas/catalogue/enums.json';

export type GeneratedFile = { path: string; content: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

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

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Code-unit order: the same on every machine, whatever its locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** "Billing address" -> BillingAddress, "banner.v1" -> BannerV1 (the identifier rules of json-schema-to-typescript). */
export function toTypeName(text: string): string {
  const words = text
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[0-9]/.test(name) ? `T${name}` : name || 'Schema';
}

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

type Resolver = {
  files: SchemaFile[];
  byPath: Map<string, SchemaFile>;
  byId: Map<string, SchemaFile>;
};

function makeResolver(files: SchemaFile[]): Resolver {
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

type Walk = {
  resolver: Resolver;
  /** The file whose output is being generated. */
  output: SchemaFile;
  /** The file the current node comes from (differs inside an inlined foreign fragment). */
  source: SchemaFile;
  imports: Map<string, SchemaFile>;
  stack: string[];
};

/** Rewrites one schema node for json-schema-to-typescript (see the file comment). */
function prepare(node: Json, walk: Walk, isRoot: boolean): Json {
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

function banner(source: string): string {
  return `/* Generated by scripts/gen-types.ts from ${source}. Do not edit: change the schema and run \`npm run gen\`. */\n`;
}

function relativeImport(fromBase: string, toBase: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromBase), toBase);
  return `${rel.startsWith('.') ? rel : `./${rel}`}.js`;
}

async function generateSchemaFile(file: SchemaFile, resolver: Resolver): Promise<GeneratedFile> {
  const walk: Walk = { resolver, output: file, source: file, imports: new Map(), stack: [] };
  const prepared = prepare(file.schema, walk, true) as JsonObject;
  prepared.title = file.rootName;
  const body = await compile(prepared as JSONSchema, file.rootName, {
    bannerComment: '',
    additionalProperties: false,
    unknownAny: true,
    strictIndexSignatures: true,
    declareExternallyReferenced: true,
    format: true,
    style: { singleQuote: true, printWidth: 120, trailingComma: 'all', semi: true },
  });
  const imports = [...walk.imports.values()]
    .sort((a, b) => compareText(a.rootName, b.rootName))
    .map((f) => `import type { ${f.rootName} } from '${relativeImport(file.outBase, f.outBase)}';\n`)
    .join('');
  const content = `${banner(file.path)}${imports}${imports ? '\n' : ''}${body.trim()}\n`;
  return { path: `${GENERATED_DIR}/${file.outBase}.ts`, content };
}

type EnumTable = Record<string, Record<string, string>>;

export function loadEnums(root: string): EnumTable {
  const file = path.join(root, ENUMS_FILE);
  if (!existsSync(file)) return {};
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: EnumTable = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name.startsWith('$') || typeof value !== 'object' || value === null) continue;
    // Numeric enumerations only: a table keyed by strings (heroSection) is read from the JSON itself.
    if (!Object.keys(value).some((id) => Number.isInteger(Number(id)))) continue;
    out[name] = value as Record<string, string>;
  }
  return out;
}

function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** enums.json -> `export const Role = { 1: 'Super_Admin', ... } as const; export type RoleId = 1 | 2 | ...`. */
export function generateEnums(root: string): GeneratedFile {
  const enums = loadEnums(root);
  const names = Object.keys(enums).sort();
  const blocks = names.map((key) => {
    const name = toTypeName(key);
    const ids = Object.keys(enums[key])
      .map(Number)
      .filter(Number.isInteger)
      .sort((a, b) => a - b);
    const entries = ids.map((id) => `  ${id}: ${quote(enums[key][String(id)])},`).join('\n');
    return [
      `/** enums.json "${key}": numeric id -> label. */`,
      `export const ${name} = {\n${entries}\n} as const;`,
      `export type ${name}Id = ${ids.join(' | ') || 'never'};`,
      `export type ${name}Label = (typeof ${name})[${name}Id];`,
      `export const ${name}Ids = [${ids.join(', ')}] as const satisfies readonly ${name}Id[];`,
    ].join('\n');
  });
  const all = `/** Every enumeration by its enums.json key. */\nexport const ENUMS = {\n${names.map((k) => `  ${k}: ${toTypeName(k)},`).join('\n')}\n} as const;\n`;
  return { path: `${GENERATED_DIR}/enums.ts`, content: `${banner(ENUMS_FILE)}\n${blocks.join('\n\n')}\n\n${all}` };
}

function generateIndex(files: SchemaFile[]): GeneratedFile {
  const lines = [...files]
    .sort((a, b) => compareText(a.outBase, b.outBase))
    .map((f) => `export type { ${f.rootName} } from '${relativeImport('index', f.outBase)}';`);
  const content = `${banner('schemas/')}\nexport * from './enums.js';\n${lines.join('\n')}\n`;
  return { path: `${GENERATED_DIR}/index.ts`, content };
}

/** Every generated file, in memory, sorted by path. */
export async function generateTypes(root: string): Promise<GeneratedFile[]> {
  const files = loadSchemaFiles(root);
  const resolver = makeResolver(files);
  const out: GeneratedFile[] = [];
  for (const f of files) out.push(await generateSchemaFile(f, resolver));
  out.push(generateEnums(root), generateIndex(files));
  return out.sort((a, b) => compareText(a.path, b.path));
}

/** The .ts files currently under src/shared/generated (repo-relative, sorted). */
export function listGeneratedFiles(root: string): string[] {
  const dir = path.join(root, GENERATED_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map(toPosix)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${GENERATED_DIR}/${f}`)
    .sort();
}

/** Writes the generated files and deletes generated files whose schema is gone. */
export async function writeGeneratedTypes(root: string): Promise<{ written: number; removed: string[] }> {
  const files = await generateTypes(root);
  const wanted = new Set(files.map((f) => f.path));
  const removed = listGeneratedFiles(root).filter((p) => !wanted.has(p));
  for (const p of removed) rmSync(path.join(root, p));
  for (const f of files) {
    const target = path.join(root, f.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, f.content);
  }
  return { written: files.length, removed };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { written, removed } = await writeGeneratedTypes(root);
  console.log(
    `gen-types: ${written} files in ${GENERATED_DIR}${removed.length ? `, removed ${removed.join(', ')}` : ''}`,
  );
}
