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

/**
 * The store, once it has answered: a wrong bucket, endpoint or key stops the start with one line
 * naming the settings rather than failing the first upload.
 */
export async function openMediaStorage(options: {
  dataDir: string;
  s3: S3Settings | undefined;
}): Promise<MediaStorage> {
  const media = createMediaStorage(options);
  try {
    await media.check();
  } catch (error) {
    await media.close();
    const reason = describeError(error);
    throw new Error(
      options.s3
        ? `the bucket ${media.location} does not answer (check S3_BUCKET, S3_ENDPOINT, S3_REGION and the S3 keys): ${reason}`
        : `the media folder ${media.location} is not readable and writable (check DATA_DIR): ${reason}`,
    );
  }
  return media;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status ? `${error.name} (HTTP ${status})` : error.message;
}
