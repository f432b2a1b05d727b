// File storage: one interface; files on local disk by default (S3 arrives with the catalogue images).
import type { Config } from '../../config';
import { createDiskStorage } from './disk';

export interface StorageAdapter {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when it does not exist. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

export function createStorage(config: Config, override?: StorageAdapter): StorageAdapter {
  return override ?? createDiskStorage(`${config.dataDir}/files`);
}
