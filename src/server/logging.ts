import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import { MEDIA_URL_PREFIX } from '#shared/image-variants.ts';
import { redactUrl } from './log-redaction.ts';

export type LogFormat = 'pretty' | 'json';

/**
 * Short lines for a person at a terminal, JSON for log collectors: an explicit LOG_FORMAT wins,
 * otherwise a TTY gets pretty lines (docs/decisions/070-log-format.md).
 */
export function chooseLogFormat(setting: LogFormat | undefined, isTTY: boolean): LogFormat {
  return setting ?? (isTTY ? 'pretty' : 'json');
}

/** Requests a person watching the terminal does not need to see when they succeed. */
export function isQuietRequest(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  if (pathname === '/api/health' || pathname.startsWith('/assets/')) return true;
  if (pathname.startsWith(MEDIA_URL_PREFIX)) return true;
  // Other static files: favicon, robots.txt, the hero video…
  return !pathname.startsWith('/api/') && /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Fastify's request lines with the address as the logs may hold it (docs/decisions/159): no query
 * values but harmless ones, no tracking token.
 */
export const REQUEST_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** Fastify's own lines, with the one that prints the raw address ("Route GET:… not found") redacted. */
class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}

/**
 * One line per finished request ("GET /perfumes 200 12 ms"), none for quiet requests that went
 * well. It is written through the server's logger: the request's own logger only lets faults
 * through in a terminal (see `loggerOptions`).
 */
class OneLinePerRequest extends RedactingLogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (reply.statusCode < 500 && isQuietRequest(request.url)) return;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.server.log.error(line);
    else request.server.log.info(line);
  }

  override routeNotFound(): void {}
}

/** At these levels a request's own lines (a refused login, a missing perfume) stay out of a terminal. */
const REQUEST_LINE_LEVELS = new Set(['info', 'warn']);

/** Fastify's logger and request-logging options for the chosen format. */
export function loggerOptions(
  format: LogFormat,
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  if (format === 'json') {
    return {
      logger: { level, serializers: REQUEST_SERIALIZERS },
      logController: new RedactingLogController(),
    };
  }
  const stream = pinoPretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  });
  return {
    logger: { level, stream, serializers: REQUEST_SERIALIZERS },
    logController: new OneLinePerRequest(),
    // The reason for a 4xx is in the answer and in the JSON log; here the request line says enough.
    childLoggerFactory: (logger, bindings, options) => {
      const child = logger.child(bindings, options);
      if (REQUEST_LINE_LEVELS.has(level)) child.level = 'error';
      return child;
    },
  };
}

/** A logger given by the caller (tests, tools) gets the same redaction as the shop's own. */
export function withRedaction(
  logger: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (typeof logger !== 'object' || logger === null) return { logger };
  return {
    logger: { ...logger, serializers: { ...logger.serializers, ...REQUEST_SERIALIZERS } },
    logController: new RedactingLogController(),
  };
}
