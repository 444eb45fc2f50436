import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { AppError } from '../../shared/app-error.js';
import { checkKey, checkPrefix, type FileStorage } from './file-storage.js';

/** S3-compatible object storage (STORAGE=s3; docs/deploy.md "Files"). */
export type S3StorageConfig = {
  /** S3_ENDPOINT: the service's address (MinIO, Ceph, R2, a local test server); unset = AWS for the region. */
  endpoint?: string;
  /** S3_REGION (default us-east-1). */
  region: string;
  /** S3_BUCKET: must exist. */
  bucket: string;
  /** S3_PREFIX: a folder inside the bucket for this deployment's keys ('' = the bucket's root). */
  prefix: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset = the SDK's default chain (instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` addresses (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
};

/** A missing key (404) is an answer; anything else (the store is down, refused our keys) is E-10850. */
function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.$metadata?.httpStatusCode === 404 || e?.name === 'NoSuchKey' || e?.name === 'NotFound';
}

function unavailable(err: unknown): never {
  if (err instanceof AppError) throw err;
  const e = new AppError('E-10850');
  e.cause = err;
  throw e;
}

/**
 * The S3 file storage. The AWS SDK is imported here, on first use, not at start-up: the compiled server bundle would
 * otherwise load it on every start, also on the embedded default that never uses it.
 */
export async function s3Storage(cfg: S3StorageConfig): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials:
      cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores do not accept the SDK's newer
    // default (CRC32 trailers in aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = cfg.bucket;
  const k = (key: string) => cfg.prefix + checkKey(key);

  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client
        .send(new PutObjectCommand({ Bucket, Key: k(key), Body: data, ContentType: contentType }))
        .catch(unavailable);
    },
    async putFile(key, localPath, contentType) {
      const size = (await stat(localPath)).size;
      // Multipart above 8 MB (parts retried one by one); the object appears only once every part is in.
      const upload = new Upload({
        client,
        params: { Bucket, Key: k(key), Body: createReadStream(localPath), ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done().catch(unavailable);
      await rm(localPath, { force: true });
      return size;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: k(key) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (notFound(err)) return null;
        return unavailable(err);
      }
    },
    async read(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: k(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return out.Body as Readable;
      } catch (err) {
        if (notFound(err)) return null;
        return unavailable(err);
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: k(key) })).catch(unavailable);
    },
    async list(prefix) {
      const out: Array<{ key: string; modified: Date }> = [];
      let token: string | undefined;
      do {
        const page = await client
          .send(
            new ListObjectsV2Command({ Bucket, Prefix: cfg.prefix + checkPrefix(prefix), ContinuationToken: token }),
          )
          .catch(unavailable);
        for (const o of page.Contents ?? []) {
          if (o.Key) out.push({ key: o.Key.slice(cfg.prefix.length), modified: o.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
  };
}
