import { StorageFailure } from '#server/failures.ts';

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
