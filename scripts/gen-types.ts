/**
 * `npm run gen`: TypeScript types from schemas/ into src/shared/generated/.
 * - every schemas/**\/*.schema.json -> src/shared/generated/<folder>/<name>.ts (one root type);
 * - schemas/catalogue/enums.json -> enums.ts (`as const` objects, id and label unions);
 * - index.ts re-exporting all root types and the enums.
 * Output is deterministic (sorted, no timestamps) so tests/schemas/generated-types.test.ts can
 * regenerate in memory and fail when the committed files are stale.
 *
 * Cross-file `$ref`s are resolved by gen-types-refs.ts, not by json-schema-to-typescript: a
 * reference to a whole schema becomes an import of that schema's root type, a reference into part
 * of one is inlined. Sub-schema titles (form labels) become doc comments instead of named types, so
 * two files never declare the same name. Absent `additionalProperties` means no index signature:
 * the types list the known fields (validation of unknown ones is ajv's job). Schema files are read
 * by gen-types-schemas.ts, enums.json by gen-types-enums.ts.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import {
  banner,
  compareText,
  GENERATED_DIR,
  relativeImport,
  toPosix,
  type GeneratedFile,
  type JsonObject,
} from './gen-types-common.js';
import { generateEnums } from './gen-types-enums.js';
import { makeResolver, prepare, type Resolver, type Walk } from './gen-types-refs.js';
import { loadSchemaFiles, type SchemaFile } from './gen-types-schemas.js';

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
