import type { ErrorCode, ErrorParams, FieldIssue } from '#shared/errors.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import type { Refusal, Result } from './result.ts';

/** The English wording of each code: the server writes its refusals in the shop's default language. */
const ERROR_MESSAGES = catalogueFor('en').fn.errors;

/**
 * The one error type handlers throw; the error handler turns it into `{ error: { code, message } }`,
 * with `params` when the refusal has particulars a page words (docs/decisions/170).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  readonly params: ErrorParams | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    issues?: FieldIssue[],
    params?: ErrorParams,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.issues = issues;
    this.params = params;
  }
}

export function notFound(code: ErrorCode, message?: string): HttpError {
  return new HttpError(404, code, message);
}

export function badRequest(message: string, issues?: FieldIssue[]): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, issues);
}

/** The HTTP status of each code a repository may refuse with. */
const REFUSAL_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  SIZE_REQUIRED: 400,
  PRODUCT_NOT_FOUND: 404,
  CART_ITEM_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ALREADY_IN_CART: 409,
  STATUS_CHANGE_REFUSED: 409,
  UNDO_REFUSED: 409,
  SIZE_UNAVAILABLE: 409,
  SIZE_COUNTED: 409,
  IDEMPOTENCY_CONFLICT: 409,
  LAST_ADMIN: 409,
  BRAND_NOT_FOUND: 404,
  BRAND_NAME_TAKEN: 409,
  BRAND_IN_USE: 409,
  CANNOT_DEMOTE_SELF: 409,
  DISCOUNT_CODE_REFUSED: 409,
  DISCOUNT_CODE_TAKEN: 409,
  DISCOUNT_CODE_NOT_FOUND: 404,
  DISCOUNT_CODE_USED: 409,
};

/** A route's own statuses where its refusal means something else than usual (a body naming a missing product). */
export type RefusalStatuses = Partial<Record<ErrorCode, number>>;

export function refusalError(refusal: Refusal, statuses: RefusalStatuses = {}): HttpError {
  const status = statuses[refusal.code] ?? REFUSAL_STATUS[refusal.code] ?? 400;
  return new HttpError(status, refusal.code, refusal.message, refusal.issues, refusal.params);
}

/** Where a route turns a repository's answer into HTTP: the data, or the refusal thrown as an HttpError. */
export function orThrow<T>(result: Result<T>, statuses?: RefusalStatuses): T {
  if (!result.ok) throw refusalError(result.refusal, statuses);
  return result.value;
}
