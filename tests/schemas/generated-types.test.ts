import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toTypeName } from '../../scripts/gen-types-common.js';
import { loadEnums } from '../../scripts/gen-types-enums.js';
import { loadSchemaFiles } from '../../scripts/gen-types-schemas.js';
import { generateTypes, listGeneratedFiles } from '../../scripts/gen-types.js';
import { createAjv } from '../../src/shared/ajv.js';
import catalogue from '../../schemas/catalogue/errors.json';
import * as generated from '../../src/shared/generated/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaFiles = loadSchemaFiles(root);

/** Every `x-error-codes` value and `x-error-code` in a schema, wherever it sits. */
function referencedCodes(
  node: unknown,
  out: Array<{ where: string; code: unknown }> = [],
  where = '#',
): Array<{ where: string; code: unknown }> {
  if (Array.isArray(node)) node.forEach((n, i) => referencedCodes(n, out, `${where}/${i}`));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-error-codes' && value && typeof value === 'object') {
        for (const [field, code] of Object.entries(value)) out.push({ where: `${where}/x-error-codes/${field}`, code });
      } else if (key === 'x-error-code') {
        out.push({ where: `${where}/x-error-code`, code: value });
      } else {
        referencedCodes(value, out, `${where}/${key}`);
      }
    }
  }
  return out;
}

describe('generated types (src/shared/generated)', () => {
  it('finds the foundation entities among the schemas', () => {
    const entities = schemaFiles.filter((f) => f.path.startsWith('schemas/entities/')).map((f) => f.path);
    for (const name of ['user', 'company', 'package-info', 'package', 'preferences', 'address']) {
      expect(entities).toContain(`schemas/entities/${name}.schema.json`);
    }
  });

  it('are up to date with schemas/ (run `npm run gen` when this fails)', async () => {
    const fresh = await generateTypes(root);
    const committed = listGeneratedFiles(root);
    expect(committed, 'the set of generated files differs: run `npm run gen`').toEqual(fresh.map((f) => f.path));
    const stale = fresh.filter((f) => readFileSync(path.join(root, f.path), 'utf8') !== f.content).map((f) => f.path);
    expect(stale, 'stale generated files: run `npm run gen`').toEqual([]);
  }, 60_000);

  it('are deterministic: two runs give identical output', async () => {
    const [a, b] = await Promise.all([generateTypes(root), generateTypes(root)]);
    expect(a).toEqual(b);
    for (const f of a) expect(f.content).not.toMatch(/\b20\d\d-\d\d-\d\dT\d\d:/);
  }, 60_000);

  it('give every schema a distinct root type name', () => {
    const names = schemaFiles.map((f) => f.rootName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('export each enumeration as a const object with its ids', () => {
    const enums = loadEnums(root);
    expect(Object.keys(enums).length).toBeGreaterThan(10);
    const table = generated as unknown as Record<string, Record<string, string> | readonly number[]>;
    for (const [key, labels] of Object.entries(enums)) {
      const name = toTypeName(key);
      expect(table[name], `enum ${name}`).toEqual(Object.fromEntries(Object.entries(labels)));
      expect(table[`${name}Ids`]).toEqual(
        Object.keys(labels)
          .map(Number)
          .sort((x, y) => x - y),
      );
    }
    expect(generated.Role[1]).toBe('Super_Admin');
    expect(generated.Role[12]).toBe('Partner_employee');
  });
});

describe('schemas/', () => {
  it('every schema compiles with the product ajv (createAjv)', () => {
    const ajv = createAjv();
    for (const f of schemaFiles) ajv.addSchema(f.schema, typeof f.schema.$id === 'string' ? f.schema.$id : f.path);
    const failures: string[] = [];
    for (const f of schemaFiles) {
      try {
        const validate = ajv.getSchema(typeof f.schema.$id === 'string' ? f.schema.$id : f.path);
        if (!validate) failures.push(`${f.path}: not compiled`);
      } catch (err) {
        failures.push(`${f.path}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every E-code in x-error-codes exists in schemas/catalogue/errors.json', () => {
    const known = new Set(Object.keys(catalogue.errors));
    const unknown = schemaFiles.flatMap((f) =>
      referencedCodes(f.document)
        .filter(({ code }) => typeof code !== 'string' || !known.has(code))
        .map(({ where, code }) => `${f.path} ${where}: ${String(code)}`),
    );
    expect(unknown).toEqual([]);
  });

  it('the x-error-codes check catches a made-up code', () => {
    const found = referencedCodes({
      properties: { a: { 'x-error-code': 'E-99999' } },
      'x-error-codes': { b: 'E-10003' },
    });
    expect(found.map((f) => f.code)).toEqual(['E-99999', 'E-10003']);
  });
});
