import path from 'node:path';
import type { S3Settings } from '#server/s3-settings.ts';
import { createLocalMediaStorage } from './media.storage.local.ts';
import type { MediaStorage } from './media.storage.ts';

/**
 * The bucket when S3_BUCKET is set, DATA_DIR/media otherwise. The AWS SDK is loaded only for a
 * bucket: a shop on the local disk does not pay for it at every start.
 */
export async function createMediaStorage(options: {
  dataDir: string;
  s3: S3Settings | undefined;
}): Promise<MediaStorage> {
  if (!options.s3) return createLocalMediaStorage(path.join(options.dataDir, 'media'));
  const { createS3MediaStorage } = await import('./media.storage.s3.ts');
  return createS3MediaStorage(options.s3);
}

/**
 * The store, once it has answered: a wrong bucket, endpoint or key stops the start with one line
 * naming the settings rather than failing the first upload.
 */
export async function openMediaStorage(options: {
  dataDir: string;
  s3: S3Settings | undefined;
}): Promise<MediaStorage> {
  const media = await createMediaStorage(options);
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
