import type { ErrorCode, FieldIssue } from '#shared/errors.ts';

/** The one error type handlers throw; the error handler turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | (string & {});
  readonly issues: FieldIssue[] | undefined;

  constructor(statusCode: number, code: ErrorCode | (string & {}), message: string, issues?: FieldIssue[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.issues = issues;
  }
}

export function notFound(code: ErrorCode | (string & {}), message: string): HttpError {
  return new HttpError(404, code, message);
}

export function badRequest(message: string, issues?: FieldIssue[]): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, issues);
}
