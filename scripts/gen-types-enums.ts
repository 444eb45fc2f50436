/** gen-types: schemas/catalogue/enums.json read, and written as enums.ts (`as const` objects, id and label unions). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { banner, GENERATED_DIR, toTypeName, type GeneratedFile } from './gen-types-common.js';

const ENUMS_FILE = 'schemas/catalogue/enums.json';

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
