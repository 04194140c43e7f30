import { S3ServiceException } from '@aws-sdk/client-s3';
import { expect, test } from 'vitest';
import { shutdownGraceMs } from '#server/drain.ts';
import { StorageFailure } from '#server/failures.ts';
import { outageOf } from '#server/plugins/outages.ts';
import { S3_DEFAULT_LIMITS } from '#server/s3-settings.ts';
import { describeStorageFailure } from './storage-failure.ts';

const answer = (status: number, name: string) =>
  new S3ServiceException({
    name,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
  });
const NOT_TIMED_OUT = { isTimedOut: false, limitMs: 10_000 };

test.each([
  [answer(403, 'AccessDenied'), 'refused', 502],
  [answer(404, 'NoSuchBucket'), 'refused', 502],
  [answer(400, 'InvalidAccessKeyId'), 'refused', 502],
  [answer(500, 'InternalError'), 'unavailable', 503],
  [answer(503, 'SlowDown'), 'unavailable', 503],
  [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }),
    'unreachable',
    503,
  ],
  [Object.assign(new Error('socket timed out'), { name: 'TimeoutError' }), 'timeout', 503],
])('%s is a %s storage failure, answered %i', (error, kind, status) => {
  const failure = describeStorageFailure(error, 'GetObject', NOT_TIMED_OUT);
  expect([failure.kind, failure.httpStatus]).toEqual([kind, status]);
});

test('our own limit running out is a timeout whatever the SDK reports', () => {
  const failure = describeStorageFailure(new Error('Request aborted'), 'PutObject', {
    isTimedOut: true,
    limitMs: 2000,
  });
  expect(failure.kind).toBe('timeout');
  expect(failure.message).toBe('PutObject: no answer within 2000 ms');
});

test('a bucket refusing connections is a storage outage, not a database one, though it carries ECONNREFUSED', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  const storage = outageOf(describeStorageFailure(refused, 'HeadObject', NOT_TIMED_OUT));
  expect([storage?.service, storage?.status, storage?.code, storage?.log.message]).toEqual([
    'storage',
    503,
    'STORAGE_UNAVAILABLE',
    'storage unavailable',
  ]);
  // The same network error, not from the store: the database.
  expect(outageOf(refused)?.code).toBe('DATABASE_UNAVAILABLE');
  expect(outageOf(new StorageFailure('refused', 'PutObject', { reason: 'AccessDenied' }))?.code).toBe(
    'STORAGE_FAILED',
  );
  expect(outageOf(new Error('a bug'))).toBeNull();
});

test('the drain waits at least 10 s, and longer when a storage call may take longer', () => {
  expect(shutdownGraceMs({ s3: undefined })).toBe(10_000);
  const s3 = {
    bucket: 'b',
    endpoint: undefined,
    region: 'auto',
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: false,
  };
  expect(shutdownGraceMs({ s3: { ...s3, ...S3_DEFAULT_LIMITS } })).toBeGreaterThanOrEqual(
    S3_DEFAULT_LIMITS.requestTimeoutMs,
  );
  expect(shutdownGraceMs({ s3: { ...s3, ...S3_DEFAULT_LIMITS, requestTimeoutMs: 30_000 } })).toBeGreaterThan(
    30_000,
  );
});
