import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/server/storage/s3-storage.js';

/**
 * A real S3-protocol server for the tests (s3rver: the S3 REST API over HTTP, objects in a temp folder), so the
 * S3 file storage is tested against the protocol and not a mock of the SDK (docs/testing.md).
 */
export async function startS3Server(bucket = 'finwell-test'): Promise<{
  /** The storage settings of a FinWell server using it (STORAGE=s3; prefix: one per test file). */
  storage(prefix: string): { kind: 's3' } & S3StorageConfig;
  /** The address, for a second store or a dead one. */
  endpoint: string;
  close(): Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), 'finwell-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    storage: (prefix) => ({
      kind: 's3',
      endpoint,
      region: 'us-east-1',
      bucket,
      prefix,
      // s3rver's fixed development keys.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
