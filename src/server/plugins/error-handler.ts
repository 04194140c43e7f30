import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/unavailable.ts';
import { DISK_FULL_RETRY_AFTER_SECONDS, outOfSpaceCode } from '#server/failures.ts';
import { HttpError } from '#server/http-error.ts';
import { redactUrl } from '#server/log-redaction.ts';
import type { ApiErrorBody, ErrorCode, ErrorParams } from '#shared/errors.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { outageOf } from './outages.ts';
import { RequestValidationError } from './zod.ts';

/** The English wording of each code: the server writes its refusals in the shop's default language. */
const ERROR_MESSAGES = catalogueFor('en').fn.errors;

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
      request.log[level]({ code: error.code, url: redactUrl(request.url) }, error.message);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.issues, error.params));
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
      request.log.error(
        { err: error, code: spaceCode, url: redactUrl(request.url) },
        'out of disk space: writes fail',
      );
      reply.header('Retry-After', String(DISK_FULL_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body('DISK_FULL', ERROR_MESSAGES.DISK_FULL));
    }
    const outage = outageOf(error);
    if (outage) {
      request.log[outage.log.level](
        { ...outage.log.fields, url: redactUrl(request.url), method: request.method },
        outage.log.message,
      );
      if (outage.retryAfterSeconds) reply.header('Retry-After', String(outage.retryAfterSeconds));
      return reply.status(outage.status).send(body(outage.code, outage.message));
    }
    request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'request failed');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/** A refusal of the caller's request (a 4xx), in the wire's terms; null for anything else. */
export interface ClientRefusal {
  status: number;
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
}

/**
 * The 4xx an error stands for, as the handler above answers it: for routes that answer a refusal
 * in another form than JSON (the account forms without JavaScript re-render their page).
 */
export function clientRefusal(error: unknown): ClientRefusal | null {
  if (error instanceof HttpError) {
    return error.statusCode < 500
      ? {
          status: error.statusCode,
          code: error.code,
          message: error.message,
          ...(error.params ? { params: error.params } : {}),
        }
      : null;
  }
  if (error instanceof RequestValidationError) {
    return { status: 400, code: 'VALIDATION_FAILED', message: error.message };
  }
  if (!(error instanceof Error)) return null;
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status < 400 || status >= 500) return null;
  const code = ('code' in error && FASTIFY_CODES[String(error.code)]) || 'BAD_REQUEST';
  return { status, code, message: error.message };
}

export function body(
  code: ErrorCode,
  message: string,
  issues?: ApiErrorBody['error']['issues'],
  params?: ApiErrorBody['error']['params'],
): ApiErrorBody {
  return {
    error: { code, message, ...(params ? { params } : {}), ...(issues?.length ? { issues } : {}) },
  };
}
