/**
 * Stable error codes on the wire: `{ "error": { "code", "message" } }`, a closed list both sides
 * share. The one code → message table is each catalogue's `fn.errors` (`en-errors.ts` for English).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'MEDIA_NAME_INVALID',
  'MEDIA_NOT_FOUND',
  'MEDIA_EXISTS',
  'RANGE_NOT_SATISFIABLE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  // Accounts: the client maps each to its SPEC §8 message
  'USER_NOT_FOUND',
  'WRONG_PASSWORD',
  'INVALID_EMAIL',
  'PASSWORD_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'EMAIL_TAKEN',
  'CROSS_SITE_REQUEST',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // Outages, named for the component that failed (docs/decisions/155)
  'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'STORAGE_FAILED',
  'DISK_FULL',
  'ALREADY_IN_CART',
  'CART_ITEM_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'SIZE_REQUIRED',
  // The order book
  'IDEMPOTENCY_CONFLICT',
  'TOO_MANY_ORDERS',
  'STATUS_CHANGE_REFUSED',
  'UNDO_REFUSED',
  // Alerts on the owner's devices
  'DEVICE_NOT_FOUND',
  // Admin product saves (SPEC §5, in the order they are checked) and images
  'BRAND_REQUIRED',
  'BRAND_UNKNOWN',
  'IMAGE_TOO_LARGE',
  'IMAGE_REQUIRED',
  'IMAGE_TOO_MANY_PIXELS',
  'BACKGROUND_REMOVAL_FAILED',
  // The owner's brands (docs/decisions/183)
  'BRAND_NOT_FOUND',
  'BRAND_NAME_TAKEN',
  'BRAND_IN_USE',
  // A perfume's photos (docs/decisions/185)
  'PHOTO_LIMIT_REACHED',
  'PHOTO_NOT_FOUND',
  'PHOTO_ORDER_INVALID',
  'PHOTO_LAST',
  // The admin team
  'LAST_ADMIN',
  'CANNOT_DEMOTE_SELF',
  // Stock and prices at checkout
  'SIZE_UNAVAILABLE',
  // Stock that counts: a counted size has no switch (docs/decisions/189)
  'SIZE_COUNTED',
  // Discount codes: refused at checkout (params.reason), and the owner's list
  'DISCOUNT_CODE_REFUSED',
  'DISCOUNT_CODE_TAKEN',
  'DISCOUNT_CODE_NOT_FOUND',
  'DISCOUNT_CODE_USED',
  // Client side only: an answer it cannot use (a proxy's page, an unexpected shape)
  'HTTP_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * A refusal's particulars, so that each reader's page words it in his language (docs/decisions/170):
 * `SIZE_UNAVAILABLE` names the product and the size, `PASSWORD_TOO_SHORT` the least length.
 */
export type ErrorParams = Record<string, string | number>;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    /** For people reading the answer (English, the spec's texts); pages word the code and params. */
    message: string;
    params?: ErrorParams;
    issues?: FieldIssue[];
  };
}

const isErrorParams = (value: unknown): value is ErrorParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    isErrorCode((error as { code?: unknown }).code) &&
    typeof (error as { message?: unknown }).message === 'string' &&
    ((error as { params?: unknown }).params === undefined ||
      isErrorParams((error as { params?: unknown }).params))
  );
}
