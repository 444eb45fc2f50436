import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit (src/server/pdf/document.ts), one string per text-showing
 * operator, in drawing order, per page. Enough for the PDFs this project writes, not a general PDF
 * reader: objects are read with a regular expression, streams are inflated (FlateDecode), and the
 * glyph codes of embedded TrueType fonts are turned back into characters through each font's
 * ToUnicode map, which pdfkit always writes (that map is what makes text copyable in a viewer).
 * Standard-14 fonts (Helvetica) show their text as plain strings and are read as they are.
 */
type Obj = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, Obj> {
  const objects = new Map<number, Obj>();
  const src = pdf.toString('latin1');
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const body = m[2];
    const s = body.indexOf('stream');
    if (s === -1) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, s);
    let start = s + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const end = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(start, end), 'latin1');
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    objects.set(Number(m[1]), { dict, stream: raw });
  }
  return objects;
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (h: string) => {
    let out = '';
    for (let i = 0; i < h.length; i += 4) out += String.fromCharCode(parseInt(h.slice(i, i + 4), 16));
    return out;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(m[1].toLowerCase(), hexText(m[2]));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(m[1], 16);
      const hi = parseInt(m[2], 16);
      const width = m[1].length;
      if (m[3].startsWith('[')) {
        // A ligature maps to several characters, written with spaces: <0066 0069> is "fi".
        const items = [...m[3].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((x) => hexText(x[1].replace(/\s+/g, '')));
        for (let c = lo; c <= hi; c++) map.set(c.toString(16).padStart(width, '0'), items[c - lo] ?? '');
      } else {
        const base = parseInt(m[3].slice(1, -1), 16);
        for (let c = lo; c <= hi; c++) map.set(c.toString(16).padStart(width, '0'), String.fromCharCode(base + c - lo));
      }
    }
  }
  return map;
}

function unescapeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) => {
    const simple: Record<string, string> = {
      n: '\n',
      r: '\r',
      t: '\t',
      b: '\b',
      f: '\f',
      '(': '(',
      ')': ')',
      '\\': '\\',
    };
    return simple[e] ?? String.fromCharCode(parseInt(e, 8));
  });
}

export function pdfPages(pdf: Buffer): string[][] {
  const objects = readObjects(pdf);
  // Font resource name (/F1) → its ToUnicode map; pdfkit names each font once per document.
  const fonts = new Map<string, Map<string, string> | null>();
  for (const o of objects.values()) {
    for (const m of o.dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(m[2]));
      const tu = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
      const cmap = tu ? objects.get(Number(tu[1]))?.stream : null;
      fonts.set(m[1], cmap ? parseCMap(cmap.toString('latin1')) : null);
    }
  }
  const pages: string[][] = [];
  for (const o of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(o.dict)) continue;
    const contents = /\/Contents\s+(\d+) 0 R/.exec(o.dict);
    const stream = contents ? objects.get(Number(contents[1]))?.stream : null;
    if (!stream) continue;
    const texts: string[] = [];
    let cmap: Map<string, string> | null = null;
    const ops = /\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj/g;
    const content = stream.toString('latin1');
    const decodeHex = (h: string) => {
      if (!cmap) return Buffer.from(h, 'hex').toString('latin1');
      let out = '';
      for (let i = 0; i < h.length; i += 4) out += cmap.get(h.slice(i, i + 4).toLowerCase()) ?? '';
      return out;
    };
    for (let m = ops.exec(content); m; m = ops.exec(content)) {
      if (m[1]) cmap = fonts.get(m[1]) ?? null;
      else if (m[2] !== undefined) {
        let t = '';
        for (const part of m[2].matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)|(-?[\d.]+)/g)) {
          if (part[1] !== undefined) t += decodeHex(part[1]);
          else if (part[2] !== undefined) t += unescapeLiteral(part[2]);
          // A large negative kerning step is a word gap.
          else if (part[3] !== undefined && Number(part[3]) < -200) t += ' ';
        }
        texts.push(t);
      } else if (m[3] !== undefined) texts.push(decodeHex(m[3]));
      else if (m[4] !== undefined) texts.push(unescapeLiteral(m[4]));
    }
    pages.push(texts);
  }
  return pages;
}

/** Every text piece of the PDF, in order. */
export function pdfText(pdf: Buffer): string[] {
  return pdfPages(pdf).flat();
}
