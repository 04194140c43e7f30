/**
 * Errors that mean "the database cannot answer right now" rather than "this request is wrong":
 * PostgreSQL gone or restarting, a connection cut, or a SQLite write lock held by another program
 * for longer than we wait. Requests that meet them get 503 with Retry-After (docs/decisions/054).
 */
const PG_UNAVAILABLE_CODES = new Set([
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'terminating connection',
];

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (PG_UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || SQLITE_BUSY.test(code)) return true;
  // SQLSTATE class 08: connection exceptions.
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = 'message' in error ? String(error.message) : '';
  if (MESSAGES.some((text) => message.includes(text))) return true;
  if ('errors' in error && Array.isArray(error.errors)) {
    // AggregateError from a connect() that tried several addresses.
    if (error.errors.some((inner: unknown) => isDatabaseUnavailable(inner, depth + 1))) return true;
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
