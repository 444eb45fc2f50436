import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * Where the employee entry's bytes come from (docs/performance.md "Employee entry JavaScript"): builds the client
 * once with source maps into a scratch directory, takes the entry chunk and the chunks it imports statically, maps
 * every minified byte back to its source through the source map, and prints per package (or per app module) the
 * minified bytes and their gzip size alone (so the parts add up to more than the whole; the whole is printed too).
 * Usage: `npx tsx scripts/bundle-breakdown.ts [how-many-rows]`.
 */
const top = Number(process.argv[2] ?? 40);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment's VLQ fields. */
function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The minified text of one chunk, cut into pieces per original source. */
function piecesBySource(chunk: Rollup.OutputChunk): Map<string, string> {
  const out = new Map<string, string>();
  const map = chunk.map;
  const lines = chunk.code.split('\n');
  if (!map) return new Map([[chunk.fileName, chunk.code]]);
  const add = (src: string, text: string) => out.set(src, (out.get(src) ?? '') + text);
  let source = 0;
  map.mappings.split(';').forEach((lineMap, lineNo) => {
    const line = lines[lineNo] ?? '';
    let col = 0;
    let lastCol = 0;
    let lastSrc = -1;
    for (const seg of lineMap.split(',').filter(Boolean)) {
      const f = vlq(seg);
      col += f[0];
      if (lastSrc >= 0 || lastCol < col)
        add(lastSrc >= 0 ? map.sources[lastSrc] : '(unmapped)', line.slice(lastCol, col));
      if (f.length >= 4) {
        source += f[1];
        lastSrc = source;
      } else lastSrc = -1;
      lastCol = col;
    }
    add(lastSrc >= 0 ? map.sources[lastSrc] : '(unmapped)', line.slice(lastCol) + '\n');
  });
  return out;
}

function groupOf(source: string): string {
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (nm) return nm[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
}

const report: Plugin = {
  name: 'finwell-breakdown',
  generateBundle(_opts, bundle) {
    const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) return;
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = new Set<string>([entry.fileName]);
    const queue = [entry.fileName];
    while (queue.length) {
      for (const dep of byName.get(queue.shift()!)?.imports ?? [])
        if (!closure.has(dep)) {
          closure.add(dep);
          queue.push(dep);
        }
    }
    const groups = new Map<string, string>();
    for (const f of closure)
      for (const [src, text] of piecesBySource(byName.get(f)!))
        groups.set(groupOf(src), (groups.get(groupOf(src)) ?? '') + text);
    const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
    const whole = Buffer.concat([...closure].map((f) => Buffer.from(byName.get(f)!.code)));
    console.log(`entry ${entry.fileName} + ${closure.size - 1} static chunks: ${[...closure].slice(1).join(', ')}`);
    console.log(`whole: ${kb(whole.length)} KB minified, ${kb(gzipSync(whole, { level: 9 }).length)} KB gzip`);
    console.log('\n minified   gzip alone  package or module');
    const rows = [...groups].map(([g, t]) => ({
      g,
      bytes: Buffer.byteLength(t),
      gzip: gzipSync(t, { level: 9 }).length,
    }));
    for (const r of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top))
      console.log(`${kb(r.bytes)} KB ${kb(r.gzip)} KB  ${r.g}`);
    // BREAKDOWN_SHOW=<group> prints that group's minified text (e.g. "(unmapped)").
    const show = process.env.BREAKDOWN_SHOW;
    if (show) console.log(`\n${show}:\n${groups.get(show) ?? '(none)'}`);
    // BREAKDOWN_MODULES=1 lists the entry's module ids.
    if (process.env.BREAKDOWN_MODULES)
      for (const f of closure) for (const id of Object.keys(byName.get(f)!.modules)) console.log(`module ${id}`);
    // BREAKDOWN_WHY=<part of a module id> prints who imports the matching modules of the entry.
    const why = process.env.BREAKDOWN_WHY;
    if (why)
      for (const f of closure)
        for (const id of Object.keys(byName.get(f)!.modules).filter((m) => m.includes(why)))
          console.log(`\n${id} <- ${(this.getModuleInfo(id)?.importers ?? []).join(', ')}`);
  },
};

await build({
  logLevel: 'warn',
  build: { outDir: '/tmp/finwell-breakdown', emptyOutDir: true, write: false, sourcemap: true },
  plugins: [report],
});
