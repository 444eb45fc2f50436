import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseCsv, type CsvTable } from './parse-csv.js';

/** Reads a .csv.gz (or plain .csv) seed file into a CsvTable. */
export function readGzipCsv(file: string): CsvTable {
  const raw = readFileSync(file);
  return parseCsv((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
}
