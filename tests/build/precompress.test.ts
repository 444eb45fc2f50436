import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.js';

const root = mkdtempSync(path.join(tmpdir(), 'finwell-precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the plugin's two hooks on a folder as `vite build` would after writing it. */
async function runPlugin(outDir: string) {
  const plugin = precompress();
  const configResolved = plugin.configResolved as (c: ResolvedConfig) => void;
  configResolved({ root, build: { outDir } } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
}

it('writes .br and .gz beside the text files over 1 KB, holding the same bytes; leaves small and binary files', async () => {
  const out = path.join(root, 'dist');
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
  writeFileSync(path.join(out, 'assets', 'page-abc.js'), script);
  writeFileSync(path.join(out, 'assets', 'tiny.css'), 'a{color:red}');
  writeFileSync(path.join(out, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(out, 'index.html'), `<!doctype html>${'<p>portal</p>'.repeat(200)}`);
  await runPlugin('dist');

  const js = path.join(out, 'assets', 'page-abc.js');
  expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
  expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 3);
  expect(existsSync(path.join(out, 'index.html.br'))).toBe(true);
  expect(existsSync(path.join(out, 'assets', 'tiny.css.br'))).toBe(false);
  expect(existsSync(path.join(out, 'assets', 'photo.webp.br'))).toBe(false);
});
