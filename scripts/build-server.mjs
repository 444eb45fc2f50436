/* global console, performance */
// Compiles the API server for production (docs/deploy.md, "Production start"): one ES module bundle of
// src/server/main.ts and everything it imports from the project, at dist/server/main.js, run with plain `node`.
// Packages stay in node_modules (not bundled). Development keeps tsx (`npm run dev`); tests import the sources.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'server');
mkdirSync(outdir, { recursive: true });

const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});

const bundle = readFileSync(path.join(outdir, 'main.js'));
const inputs = Object.keys(result.metafile.inputs).length;
console.log(
  `server bundle: dist/server/main.js, ${(bundle.length / 1024).toFixed(0)} KB from ${inputs} files ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
