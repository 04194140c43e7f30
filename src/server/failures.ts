/**
 * The failures of what the shop depends on that the error handler answers for by name (docs/decisions/152,
 * 154, 155): out of disk space, the image store, the background-removal service. They live in the
 * core so that the error handler names them without importing the modules that raise them.
 */

/**
 * Out of disk space (docs/decisions/152): SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100),
 * and ENOSPC or EDQUOT from a file write. Looked for in the error's causes too.
 */
const OUT_OF_SPACE_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT']);

export function outOfSpaceCode(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 4) return null;
  const code = 'code' in error ? String(error.code) : '';
  if (OUT_OF_SPACE_CODES.has(code)) return code;
  return 'cause' in error ? outOfSpaceCode(error.cause, depth + 1) : null;
}

export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

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

/** What the service said, for the log: status, its error code and title with anything key-like removed. */
export interface ServiceFailure {
  status?: number;
  code?: string;
  title?: string;
  cause?: string;
}

/**
 * A failure the admin should read: its message follows "Background removal failed: ". It is the
 * service's own message with anything key-like taken out (SPEC: "Background removal failed:
 * {message}"), or our reason when the service said nothing (docs/decisions/154).
 */
export class BackgroundRemovalError extends Error {
  readonly failure: ServiceFailure | undefined;

  constructor(message: string, failure?: ServiceFailure) {
    super(message);
    this.failure = failure;
  }
}
