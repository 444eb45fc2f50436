import type { AppConfig } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { localStorage } from './local-storage.js';
import { s3Storage } from './s3-storage.js';

export { readAll, type FileStorage } from './file-storage.js';

/**
 * The storage this configuration names (config.storage: STORAGE=local, the default, or s3). The AWS SDK is
 * loaded only for s3 (s3-storage.ts), so the embedded default's start-up does not pay for it.
 */
export async function createStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>): Promise<FileStorage> {
  return config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.dataDir);
}
