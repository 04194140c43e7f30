import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { StorageFailure } from '#server/failures.ts';
import { HttpError } from '#server/http-error.ts';
import type { S3Settings } from '#server/s3-settings.ts';
import {
  assertSafeMediaName,
  type ByteRange,
  contentTypeOf,
  type MediaStorage,
  mediaVariantNames,
} from './media.storage.ts';
import { describeStorageFailure } from './storage-failure.ts';

// A missing bucket is the operator's problem, not a missing file: it stays a storage failure.
const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  error.name !== 'NoSuchBucket' &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');
/**
 * A large upload (the 30 MB hero video) may take longer than the limit on a slow uplink: it gets
 * a second more per megabyte, as if the link carried at least 1 MB/s. A store that stops reading
 * still fails within the limit, through the socket's idle limit.
 */
const uploadAllowanceMs = (bytes: number) => Math.ceil(bytes / 1_000);

const isRangeRefused = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416;

/** Objects in one S3-compatible bucket (AWS S3, R2, MinIO, B2, Garage), through the AWS SDK v3. */
export function createS3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Many S3-compatible stores reject the SDK's default streaming checksums: send them only
    // where the S3 API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that hangs must not hold a request for ever (docs/decisions/155): a connection
    // waits at most connectTimeoutMs, a download that stops sending fails after requestTimeoutMs.
    requestHandler: {
      connectionTimeout: settings.connectTimeoutMs,
      socketTimeout: settings.requestTimeoutMs,
    },
  });
  const Bucket = settings.bucket;
  const limitMs = settings.requestTimeoutMs;

  /**
   * One store call, retries included, within requestTimeoutMs; a failure comes back as a
   * StorageFailure, except "no such object" and "range not satisfiable", which callers answer.
   */
  async function call<T>(
    operation: string,
    run: (abortSignal: AbortSignal) => Promise<T>,
    uploadBytes = 0,
  ): Promise<T> {
    const controller = new AbortController();
    const callLimitMs = limitMs + uploadAllowanceMs(uploadBytes);
    const timer = setTimeout(() => controller.abort(), callLimitMs);
    try {
      return await run(controller.signal);
    } catch (error) {
      // Ours (a name refused before anything was sent) or already named: passed on as they are.
      if (error instanceof HttpError || error instanceof StorageFailure) throw error;
      if (isNotFound(error) || isRangeRefused(error)) throw error;
      throw describeStorageFailure(error, operation, {
        isTimedOut: controller.signal.aborted,
        limitMs: callLimitMs,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  const head = async (name: string) => {
    try {
      return await call('HeadObject', (abortSignal) =>
        client.send(new HeadObjectCommand({ Bucket, Key: assertSafeMediaName(name) }), { abortSignal }),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  const getObject = (name: string, range: ByteRange | undefined, abortSignal: AbortSignal) =>
    client.send(
      new GetObjectCommand({
        Bucket,
        Key: assertSafeMediaName(name),
        ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
      }),
      { abortSignal },
    );

  return {
    kind: 's3',
    location: `s3://${Bucket}`,
    async put(name, data, contentType) {
      // Names are unique (a UUID each), so this check only guards against a programming error;
      // a PUT itself is atomic: readers see the whole object or none.
      if (await head(name)) throw new HttpError(409, 'MEDIA_EXISTS');
      await call(
        'PutObject',
        (abortSignal) =>
          client.send(
            new PutObjectCommand({
              Bucket,
              Key: name,
              Body: data,
              ContentLength: data.length,
              ContentType: contentType ?? contentTypeOf(name),
              CacheControl: 'public, max-age=31536000, immutable',
            }),
            { abortSignal },
          ),
        data.length,
      );
    },
    async get(name) {
      try {
        // The whole file within the limit: the body is read inside the same call.
        return await call('GetObject', async (abortSignal) => {
          const answer = await getObject(name, undefined, abortSignal);
          if (!(answer.Body instanceof Readable)) throw new Error('the S3 answer has no readable body');
          const chunks: Buffer[] = [];
          for await (const chunk of answer.Body) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stream(name, range) {
      try {
        // The limit covers the answer's headers; the body then flows at the reader's pace and
        // fails only when the store stops sending (the socket limit above).
        const answer = await call('GetObject', (abortSignal) => getObject(name, range, abortSignal));
        if (!(answer.Body instanceof Readable)) throw new Error('the S3 answer has no readable body');
        const length = answer.ContentLength ?? 0;
        const served = /bytes (\d+)-(\d+)\/(\d+)/.exec(answer.ContentRange ?? '');
        return {
          body: answer.Body,
          length,
          totalSize: served ? Number(served[3]) : length,
          contentType: answer.ContentType ?? contentTypeOf(name),
          lastModified: answer.LastModified,
          etag: answer.ETag,
          range: served ? { start: Number(served[1]), end: Number(served[2]) } : undefined,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        if (isRangeRefused(error)) throw new HttpError(416, 'RANGE_NOT_SATISFIABLE');
        throw error;
      }
    },
    async exists(name) {
      return (await head(name)) !== null;
    },
    async remove(name) {
      const keys = [name, ...mediaVariantNames(name)].map(assertSafeMediaName);
      const answer = await call('DeleteObjects', (abortSignal) =>
        client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
          { abortSignal },
        ),
      );
      const failed = answer.Errors?.[0];
      if (failed) {
        throw new StorageFailure('refused', 'DeleteObjects', {
          reason: `could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`,
          storeCode: failed.Code,
        });
      }
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await call('ListObjectsV2', (abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }), { abortSignal }),
        );
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async check() {
      await call('HeadBucket', (abortSignal) =>
        client.send(new HeadBucketCommand({ Bucket }), { abortSignal }),
      );
    },
    async close() {
      client.destroy();
    },
  };
}
