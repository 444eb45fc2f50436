import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Bundle figures of the built client (run after `npx vite build`; reads dist/client):
 * - the employee entry chunk's gzip size, and the entry plus everything it imports statically
 *   (what the browser must load before the home page can render), against the 100 KB budget (issue 9);
 * - which chunks carry react-grid-layout, RJSF and ajv, and a check that none of them is in the
 *   entry or its static imports (they must only load with the admin pages).
 * Usage: `npx tsx tests/bench/bundle-size.ts` or import { benchBundle }.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(here, '../../dist/client');
const BUDGET_KB = 100;

/** Code that only these libraries contain (class names and keys they build at run time). */
const SIGNATURES: Record<string, RegExp> = {
  'react-grid-layout': /react-grid-placeholder|react-grid-item/,
  'react-resizable': /react-resizable-handle/,
  rjsf: /__rjsf_additionalProperties|rjsf-field/,
  ajv: /schema with key or id/,
};

export type ChunkInfo = { file: string; bytes: number; gzipBytes: number; libraries: string[] };
export type BundleReport = {
  entry: ChunkInfo;
  entryWithStaticImportsGzipKB: number;
  staticImports: string[];
  heavyChunks: ChunkInfo[];
  employeeBundleClean: boolean;
  withinBudget: boolean;
};

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

function chunkInfo(file: string): ChunkInfo {
  const buf = readFileSync(path.join(DIST, file));
  const text = buf.toString('utf8');
  return {
    file,
    bytes: buf.length,
    gzipBytes: gz(buf),
    libraries: Object.entries(SIGNATURES)
      .filter(([, re]) => re.test(text))
      .map(([name]) => name),
  };
}

/** Files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImportsOf(file: string): string[] {
  const text = readFileSync(path.join(DIST, file), 'utf8');
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+\.js)["']/g)) {
    found.add(path.posix.join(path.posix.dirname(file), m[1]));
  }
  for (const m of text.matchAll(/\bexport\s*[^;]*?\sfrom\s*["']([^"']+\.js)["']/g))
    found.add(path.posix.join(path.posix.dirname(file), m[1]));
  return [...found];
}

/** The entry and the closure of its static imports. */
function entryClosure(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const dep of staticImportsOf(queue.shift()!)) {
      if (!seen.has(dep) && existsSync(path.join(DIST, dep))) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...seen];
}

export async function benchBundle(): Promise<BundleReport> {
  const html = path.join(DIST, 'index.html');
  if (!existsSync(html)) throw new Error('dist/client is missing: run `npx vite build` first.');
  const index = readFileSync(html, 'utf8');
  const entryFile = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(index)?.[1];
  if (!entryFile) throw new Error('no module entry in dist/client/index.html');
  const preloads = [...index.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const closure = [...new Set([...entryClosure(entryFile), ...preloads])];
  const all = readdirSync(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => chunkInfo(`assets/${f}`));
  const byFile = new Map(all.map((c) => [c.file, c]));
  const entry = byFile.get(entryFile)!;
  const employee = closure.map((f) => byFile.get(f)).filter((c): c is ChunkInfo => !!c);
  const employeeGzip = gz(Buffer.concat(closure.map((f) => readFileSync(path.join(DIST, f)))));
  const heavy = all.filter((c) => c.libraries.length > 0).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const leaked = employee.filter((c) => c.libraries.length > 0);

  console.log(`Employee entry ${entry.file}: ${kb(entry.bytes)} KB, ${kb(entry.gzipBytes)} KB gzip`);
  console.log(
    `Entry + ${closure.length - 1} static imports (${closure
      .filter((f) => f !== entryFile)
      .map((f) => path.basename(f))
      .join(
        ', ',
      )}): ${kb(employee.reduce((s, c) => s + c.gzipBytes, 0))} KB gzip as separate files, ${kb(employeeGzip)} KB gzip concatenated`,
  );
  console.log(
    `Budget: ${BUDGET_KB} KB gzip -> ${kb(employee.reduce((s, c) => s + c.gzipBytes, 0)) <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log('\nChunks with react-grid-layout, react-resizable, RJSF or ajv (admin only):');
  for (const c of heavy)
    console.log(
      `  ${path.basename(c.file).padEnd(40)} ${String(kb(c.gzipBytes)).padStart(7)} KB gzip  ${c.libraries.join(', ')}`,
    );
  console.log(
    leaked.length
      ? `\nFAIL: the employee entry or its static imports contain ${leaked.map((c) => `${c.file} (${c.libraries.join(', ')})`).join('; ')}`
      : '\nOK: the employee entry and its static imports contain none of them.',
  );

  const staticTotal = employee.reduce((s, c) => s + c.gzipBytes, 0);
  return {
    entry,
    entryWithStaticImportsGzipKB: kb(staticTotal),
    staticImports: closure.filter((f) => f !== entryFile),
    heavyChunks: heavy,
    employeeBundleClean: leaked.length === 0,
    withinBudget: kb(staticTotal) <= BUDGET_KB,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchBundle().then(
    (r) => process.exit(r.employeeBundleClean ? 0 : 1),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
