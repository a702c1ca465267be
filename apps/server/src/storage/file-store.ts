import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store-contract.ts';
import { localFileStore } from './local-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

export type { ByteRange, FileStore } from './file-store-contract.ts';

/** The store the settings name: the bucket of S3_BUCKET, else DATA_DIR/files. */
export const openFileStore = (config: Config): FileStore =>
  config.S3_BUCKET
    ? s3FileStore({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : localFileStore(path.resolve(config.DATA_DIR, 'files'));
