/**
 * Picks the file store from configuration (ADR docs/decisions/0020-profile-account-and-storage.md):
 * S3-compatible storage when `S3_BUCKET` is set, otherwise local disk under `DATA_DIR/files`.
 */
import { join } from 'node:path';
import type { Config } from '../../config';
import { diskStore } from './disk';
import { s3Store } from './s3';
import type { FileStore } from './store';

export type { FileStore, StoredFile } from './store';
export { contentTypeOf, isSafeKey, StorageUnavailableError } from './store';

export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3Store(config.s3) : diskStore(join(config.dataDir, 'files'));
}
