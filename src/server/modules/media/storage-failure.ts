/**
 * A call to the image store that failed for the store's reasons, not the caller's: it took longer
 * than its limit, the store could not be reached, or the store answered with an error. Named apart
 * from the database's outages so that the log sends an operator to the right component
 * (docs/decisions/155).
 */
export type StorageFailureKind =
  /** No answer within S3_CONNECT_TIMEOUT_MS / S3_REQUEST_TIMEOUT_MS. */
  | 'timeout'
  /** No connection: refused, reset, unknown host. */
  | 'unreachable'
  /** The store answered 5xx or asked us to slow down: it should pass. */
  | 'unavailable'
  /** The store refused us (AccessDenied, a missing bucket, a bad signature): an operator must act. */
  | 'refused';

/** Seconds a client should wait before asking again while the store is away. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

export class StorageFailure extends Error {
  readonly kind: StorageFailureKind;
  /** The store operation, e.g. GetObject. */
  readonly operation: string;
  readonly storeStatus: number | undefined;
  readonly storeCode: string | undefined;

  constructor(
    kind: StorageFailureKind,
    operation: string,
    detail: {
      reason: string;
      storeStatus?: number | undefined;
      storeCode?: string | undefined;
      cause?: unknown;
    },
  ) {
    super(`${operation}: ${detail.reason}`, { cause: detail.cause });
    this.name = 'StorageFailure';
    this.kind = kind;
    this.operation = operation;
    this.storeStatus = detail.storeStatus;
    this.storeCode = detail.storeCode;
  }

  /** 503 while the store may come back by itself; 502 when it refuses us and will go on refusing. */
  get httpStatus(): 502 | 503 {
    return this.kind === 'refused' ? 502 : 503;
  }
}

/** The HTTP status and error name an S3 answer carried, when the failure is an answer at all. */
export function storeAnswerOf(error: unknown): { status: number; code: string } | null {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return null;
  const metadata = error.$metadata as { httpStatusCode?: unknown } | undefined;
  const status = metadata?.httpStatusCode;
  if (typeof status !== 'number') return null;
  const code = 'name' in error && typeof error.name === 'string' ? error.name : 'Unknown';
  return { status, code };
}

const THROTTLED = new Set(['SlowDown', 'Throttling', 'ThrottlingException', 'RequestTimeout']);

/**
 * Names what went wrong with one store call. `timedOut` says our own limit ran out (the SDK then
 * reports an abort, which says nothing about the store).
 */
export function describeStorageFailure(
  error: unknown,
  operation: string,
  timedOut: { isTimedOut: boolean; limitMs: number },
): StorageFailure {
  if (timedOut.isTimedOut) {
    return new StorageFailure('timeout', operation, {
      reason: `no answer within ${timedOut.limitMs} ms`,
      cause: error,
    });
  }
  const answer = storeAnswerOf(error);
  if (answer) {
    const isPassing = answer.status >= 500 || answer.status === 429 || THROTTLED.has(answer.code);
    return new StorageFailure(isPassing ? 'unavailable' : 'refused', operation, {
      reason: `the store answered ${answer.status} ${answer.code}`,
      storeStatus: answer.status,
      storeCode: answer.code,
      cause: error,
    });
  }
  const name = error instanceof Error ? error.name : '';
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') {
    // The SDK's own connection or idle-socket limit.
    return new StorageFailure('timeout', operation, {
      reason: error instanceof Error ? error.message : 'timed out',
      cause: error,
    });
  }
  return new StorageFailure('unreachable', operation, {
    reason: code ?? (error instanceof Error ? error.message : String(error)),
    cause: error,
  });
}
