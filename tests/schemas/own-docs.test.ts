import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, schema descriptions and docs point at the project's own documents, never at the specification kept
 * outside the repository (its rules are restated in docs/product-rules.md), and every docs/<name>.md they cite
 * exists, as does every heading of docs/product-rules.md they name.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CODE_DIRS = ['src', 'widgets', 'machines', 'schemas', 'tests', 'scripts'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|css|html|sh|txt|md|sql|ya?ml|svg)$/;
const SKIPPED = ['src/shared/generated/', 'tests/schemas/own-docs.test.ts', 'docs/product-rules.md'];
/** The outside documents' names, with or without the extension ("api-contract section 8" counts too). */
const OUTSIDE_DOC = /product\.md|api-contract/;

function filesUnder(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/'))
    .filter((f) => !f.split('/').includes('node_modules'));
}

const files = [...CODE_DIRS.flatMap(filesUnder), ...filesUnder('docs'), 'README.md'].filter(
  (f) => !SKIPPED.some((s) => f.startsWith(s)),
);
const textOf = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));

function hits(pattern: RegExp): Array<{ file: string; line: number; match: string }> {
  const out: Array<{ file: string; line: number; match: string }> = [];
  for (const [file, text] of textOf) {
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(new RegExp(pattern.source, 'g'))) out.push({ file, line: i + 1, match: m[0] });
    });
  }
  return out;
}

describe("comments cite the project's own documents", () => {
  it('scans the code folders and the docs', () => {
    expect(files).toContain('src/shared/route-guard.ts');
    expect(files).toContain('schemas/catalogue/enums.json');
    expect(files).toContain('docs/commerce.md');
    expect(files.some((f) => f.startsWith('src/shared/generated/'))).toBe(false);
  });

  it('never name the specification documents kept outside the repository', () => {
    const found = hits(OUTSIDE_DOC).map((h) => `${h.file}:${h.line}: ${h.match}`);
    expect(found).toEqual([]);
  });

  it('cite only docs files that exist', () => {
    const missing = hits(/docs\/[A-Za-z0-9_./-]+\.md/)
      .filter((h) => !existsSync(join(ROOT, h.match)))
      .map((h) => `${h.file}:${h.line}: ${h.match}`);
    expect(missing).toEqual([]);
  });

  it('cite only headings docs/product-rules.md has', () => {
    const rules = readFileSync(join(ROOT, 'docs/product-rules.md'), 'utf8');
    const headings = new Set([...rules.matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1].trim()));
    expect(headings).toContain('Delays and limits');
    const cited = hits(/docs\/product-rules\.md ["'][^"'\\]+["']/).map((h) => ({
      ...h,
      heading: h.match.slice('docs/product-rules.md '.length + 1, -1),
    }));
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter((c) => !headings.has(c.heading)).map((c) => `${c.file}:${c.line}: ${c.heading}`)).toEqual([]);
  });
});
