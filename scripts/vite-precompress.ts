import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; smaller ones are sent as they are (headers would outweigh the saving). */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/**
 * The built client's text files also written brotli- (quality 11) and gzip-compressed (level 9) beside themselves
 * (`x.js.br`, `x.js.gz`), once at build time; the server sends the smallest one the browser accepts (@fastify/static
 * `preCompressed`, src/server/app.ts). A phone on a slow link fetches about a quarter of the bytes, and the server
 * compresses nothing per request (docs/performance.md "Compressed and cached assets").
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'finwell-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await Promise.all(
        filesUnder(outDir)
          .filter((f) => TEXT.test(f))
          .map(async (file) => {
            const raw = readFileSync(file);
            if (raw.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gz(raw, { level: 9 }),
            ]);
            if (br.length < raw.length) writeFileSync(`${file}.br`, br);
            if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}
