/** A parsed CSV file: the header row and the data rows, every cell as a string ('' when blank). */
export type CsvTable = { header: string[]; rows: string[][] };

/**
 * RFC 4180 CSV (comma, double-quote quoting, "" as an escaped quote, CRLF or LF).
 * Hand-written rather than a dependency because the seed files are simple and the loop over
 * ~11 MB of text must stay fast (no per-cell regex, no intermediate line array).
 */
export function parseCsv(text: string): CsvTable {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === 34 /* " */ && cell === '') {
      // Quoted cell: read to the closing quote, unescaping "".
      i++;
      let start = i;
      let acc = '';
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new Error('parseCsv: unterminated quoted cell');
        if (text.charCodeAt(q + 1) === 34) {
          acc += text.slice(start, q + 1);
          i = q + 2;
          start = i;
          continue;
        }
        acc += text.slice(start, q);
        i = q + 1;
        break;
      }
      cell = acc;
      continue;
    }
    if (ch === 44 /* , */) {
      row.push(cell);
      cell = '';
      i++;
      continue;
    }
    if (ch === 10 || ch === 13) {
      row.push(cell);
      cell = '';
      rows.push(row);
      row = [];
      i += ch === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      continue;
    }
    // Plain run up to the next delimiter, taken in one slice for speed.
    let j = i + 1;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 44 || c === 10 || c === 13) break;
      j++;
    }
    cell += text.slice(i, j);
    i = j;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  const header = rows.shift() ?? [];
  return { header, rows: rows.filter((r) => !(r.length === 1 && r[0] === '')) };
}

/** Index of each named column; throws when the file lacks one, so a changed seed fails loudly. */
export function getColumnIndex(table: CsvTable, names: readonly string[], file: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of names) {
    const idx = table.header.indexOf(name);
    if (idx < 0) throw new Error(`${file}: column "${name}" is missing`);
    out[name] = idx;
  }
  return out;
}
