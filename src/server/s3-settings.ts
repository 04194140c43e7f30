/** How the shop reaches its bucket: S3_* settings (README, docs/decisions/155). */
export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Longest wait for a connection to the store (S3_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /**
   * Longest a whole call may take, retries included, and longest a download may sit without a
   * byte (S3_REQUEST_TIMEOUT_MS).
   */
  requestTimeoutMs: number;
}

/**
 * A bucket in the same region answers in tens of milliseconds; a catalogue page asks for dozens of
 * images, so a store that hangs must cost seconds, not minutes. An upload gets a second more per
 * megabyte on top (media.storage.s3.ts), so the 30 MB hero video still reaches a distant store.
 */
export const S3_DEFAULT_LIMITS = { connectTimeoutMs: 3_000, requestTimeoutMs: 10_000 } as const;
