import path from 'node:path';
import { createLocalMediaStorage } from './media.storage.local.ts';
import { createS3MediaStorage, type S3Settings } from './media.storage.s3.ts';
import type { MediaStorage } from './media.storage.ts';

/** The bucket when S3_BUCKET is set, DATA_DIR/media otherwise. */
export function createMediaStorage(options: { dataDir: string; s3: S3Settings | undefined }): MediaStorage {
  return options.s3
    ? createS3MediaStorage(options.s3)
    : createLocalMediaStorage(path.join(options.dataDir, 'media'));
}
