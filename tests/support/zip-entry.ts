import { inflateRawSync } from 'node:zlib';

/**
 * One file of a zip (an xlsx) as text, found through the zip's central directory. Reading the raw XML checks what was
 * written (exceljs drops the backslashes of a number format when it reads one back).
 */
export function zipEntry(zip: Buffer, name: string): string {
  for (let i = zip.length - 46; i >= 0; i--) {
    if (zip.readUInt32LE(i) !== 0x02014b50) continue;
    const nameLen = zip.readUInt16LE(i + 28);
    if (zip.toString('utf8', i + 46, i + 46 + nameLen) !== name) continue;
    const method = zip.readUInt16LE(i + 10);
    const size = zip.readUInt32LE(i + 20);
    const local = zip.readUInt32LE(i + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${name} is not in the file`);
}
