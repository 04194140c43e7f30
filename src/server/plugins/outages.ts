import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { BackgroundRemovalError, STORAGE_RETRY_AFTER_SECONDS, StorageFailure } from '#server/failures.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';

/** The English wording of each code: the server writes its refusals in the shop's default language. */
const ERROR_MESSAGES = catalogueFor('en').fn.errors;

/**
 * A request that failed because a component the shop depends on did, named for that component:
 * the database, the image store, or the outside background-removal service. Each has its own
 * error code and log message, so an operator is sent to the right place (docs/decisions/155).
 */
export interface Outage {
  service: 'database' | 'storage' | 'background-removal';
  status: 502 | 503;
  code: ErrorCode;
  message: string;
  retryAfterSeconds: number | undefined;
  log: { level: 'warn' | 'error'; message: string; fields: Record<string, unknown> };
}

/** The outage an error stands for, or null when it is not one. */
export function outageOf(error: unknown): Outage | null {
  // The store's own errors are checked first: a bucket that refuses connections fails with the
  // same ECONNREFUSED the database check looks for.
  const storage = findStorageFailure(error);
  if (storage) {
    const isRefused = storage.httpStatus === 502;
    const code: ErrorCode = isRefused ? 'STORAGE_FAILED' : 'STORAGE_UNAVAILABLE';
    return {
      service: 'storage',
      status: storage.httpStatus,
      code,
      message: ERROR_MESSAGES[code],
      retryAfterSeconds: isRefused ? undefined : STORAGE_RETRY_AFTER_SECONDS,
      log: {
        // A refusal does not pass by itself: a key, a bucket name or a policy needs fixing.
        level: isRefused ? 'error' : 'warn',
        message: isRefused ? 'storage refused the request' : 'storage unavailable',
        fields: {
          service: 'storage',
          kind: storage.kind,
          operation: storage.operation,
          storeStatus: storage.storeStatus,
          storeCode: storage.storeCode,
          reason: storage.message,
        },
      },
    };
  }
  if (error instanceof BackgroundRemovalError) {
    return {
      service: 'background-removal',
      status: 502,
      code: 'BACKGROUND_REMOVAL_FAILED',
      // Always one of ours: what the service said goes only to the log.
      message: error.message,
      retryAfterSeconds: undefined,
      log: {
        level: 'warn',
        message: 'background removal service failed',
        fields: { service: 'background-removal', ...error.failure },
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    // Expected while PostgreSQL restarts or another program holds SQLite's write lock: the
    // client tries again shortly, and the pool reconnects by itself.
    return {
      service: 'database',
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: ERROR_MESSAGES.DATABASE_UNAVAILABLE,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      log: { level: 'warn', message: 'database unavailable', fields: { service: 'database', err: error } },
    };
  }
  return null;
}

function findStorageFailure(error: unknown, depth = 0): StorageFailure | null {
  if (error instanceof StorageFailure) return error;
  if (typeof error !== 'object' || error === null || depth > 3 || !('cause' in error)) return null;
  return findStorageFailure(error.cause, depth + 1);
}
