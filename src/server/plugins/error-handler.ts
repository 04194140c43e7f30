import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { HttpError } from '#server/http-error.ts';
import { DISK_FULL_RETRY_AFTER_SECONDS, outOfSpaceCode } from '#server/modules/operations/disk-space.ts';
import type { ApiErrorBody, ErrorCode } from '#shared/errors.ts';
import { ERROR_MESSAGES } from '#shared/messages-errors.ts';
import { RequestValidationError } from './zod.ts';

/** Fastify's own 4xx codes, mapped to ours (bad JSON, wrong content type, body too large...). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

/**
 * One error shape on the wire. 4xx carry a message the caller can act on; 5xx are logged with
 * the request and answered with a generic message, never the internal one.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if ((error.statusCode === 503 || error.statusCode === 429) && !reply.hasHeader('retry-after')) {
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      const level = error.statusCode === 401 || error.statusCode === 403 ? 'warn' : 'info';
      request.log[level]({ code: error.code, url: request.url }, error.message);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.issues));
    }
    if (error instanceof RequestValidationError) {
      // Fastify adds where the bad value was: body, querystring, params or headers.
      const where = (error as { validationContext?: string }).validationContext ?? 'request';
      const issues = error.issues.map((i) => ({ ...i, path: i.path ? `${where}.${i.path}` : where }));
      return reply.status(400).send(body('VALIDATION_FAILED', `Invalid ${where}: ${error.message}`, issues));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = ('code' in error && FASTIFY_CODES[String(error.code)]) || 'BAD_REQUEST';
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(body(code, error.message));
    }
    const spaceCode = outOfSpaceCode(error);
    if (spaceCode) {
      // The cause, not what followed it (a rollback that had nothing left to undo).
      app.diskSpace.markFull();
      request.log.error({ err: error, code: spaceCode, url: request.url }, 'out of disk space: writes fail');
      reply.header('Retry-After', String(DISK_FULL_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body('DISK_FULL', ERROR_MESSAGES.DISK_FULL));
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts or another program holds SQLite's write lock: the
      // client tries again shortly, and the pool reconnects by itself.
      request.log.warn({ err: error, url: request.url, method: request.method }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send(body('SERVICE_UNAVAILABLE', 'The shop is briefly unavailable. Please try again in a moment.'));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

export function body(
  code: ErrorCode,
  message: string,
  issues?: ApiErrorBody['error']['issues'],
): ApiErrorBody {
  return { error: issues?.length ? { code, message, issues } : { code, message } };
}
