// File storage: one interface; files on local disk by default, in an S3 bucket when S3_BUCKET is set.
import type { Config } from '../../config';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';

export interface StorageAdapter {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when it does not exist. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

export function createStorage(config: Config, override?: StorageAdapter): StorageAdapter {
  if (override) return override;
  return config.storage.s3 ? createS3Storage(config.storage.s3) : createDiskStorage(`${config.dataDir}/files`);
}
