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
import { HttpError } from '#server/http-error.ts';
import { assertSafeMediaName, contentTypeOf, type MediaStorage, mediaVariantNames } from './media.storage.ts';

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

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
  });
  const Bucket = settings.bucket;
  const head = async (name: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeMediaName(name) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    location: `s3://${Bucket}`,
    async put(name, data, contentType) {
      // Names are unique (a UUID each), so this check only guards against a programming error;
      // a PUT itself is atomic: readers see the whole object or none.
      if (await head(name)) throw new HttpError(409, 'MEDIA_EXISTS');
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType ?? contentTypeOf(name),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      const object = await this.stream(name);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async stream(name, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertSafeMediaName(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        );
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
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          throw new HttpError(416, 'RANGE_NOT_SATISFIABLE');
        }
        throw error;
      }
    },
    async exists(name) {
      return (await head(name)) !== null;
    },
    async remove(name) {
      const keys = [name, ...mediaVariantNames(name)].map(assertSafeMediaName);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors?.[0];
      if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
