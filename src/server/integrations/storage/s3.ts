/**
 * S3-compatible object storage (`@aws-sdk/client-s3`), used when `S3_BUCKET` is set (ADR
 * docs/decisions/0020-profile-account-and-storage.md). Endpoint, region, keys and path-style addressing
 * are configurable, so MinIO, R2 and similar services work. Checksums are sent only when an operation
 * requires them, which every S3-compatible service accepts. A `put` the service refuses or cannot be reached
 * for throws `StorageUnavailableError` (ADR 0055); S3 writes an object whole or not at all.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, StorageUnavailableError, type FileStore } from './store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** e.g. `http://127.0.0.1:9000`; the AWS endpoint for the region when absent */
  endpoint?: string;
  /** `bucket` in the path (`endpoint/bucket/key`) instead of the host name */
  forcePathStyle: boolean;
  /** from the environment's usual AWS variables when absent */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3Store(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
      } catch (err) {
        throw new StorageUnavailableError(key, err);
      }
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        const data = Buffer.from(await out.Body.transformToByteArray());
        return { data, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
