import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * A local scratch file on the server doing the work (DATA_DIR/tmp): a chunk being received, an upload being put
 * together, a workbook being written, before it is handed to the file storage. The caller removes it.
 */
export async function scratchFile(dataDir: string, label: string): Promise<string> {
  const dir = path.join(dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${label}.${randomBytes(6).toString('hex')}`);
}
