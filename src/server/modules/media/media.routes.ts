import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError, notFound } from '#server/http-error.ts';
import { assertSafeMediaName, type ByteRange, MEDIA_URL_PREFIX } from './media.storage.ts';

/** Stored names are unique and never overwritten: a URL always means the same bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const mediaNotFound = () => notFound('MEDIA_NOT_FOUND');

/**
 * GET /media/<name>: the stored file, from the disk or the bucket alike, with year-long caching,
 * ETag revalidation and byte ranges (video seeking). With MEDIA_PUBLIC_URL a permanent redirect
 * sends the browser to the CDN or bucket instead (ADR 061).
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { mediaPublicUrl } = app.config;
  app.get<{ Params: { name: string } }>(
    `${MEDIA_URL_PREFIX}:name`,
    { compress: false },
    async (request, reply) => {
      let name: string;
      try {
        name = assertSafeMediaName(request.params.name);
      } catch {
        throw mediaNotFound();
      }
      if (mediaPublicUrl) {
        return reply
          .header('Cache-Control', IMMUTABLE)
          .redirect(`${mediaPublicUrl}/${encodeURIComponent(name)}`, 301);
      }
      const range = parseRange(request.headers.range);
      const object = await app.media.stream(name, range ?? undefined);
      if (!object) throw mediaNotFound();
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Type', object.contentType)
        .header('Accept-Ranges', 'bytes');
      if (object.etag) reply.header('ETag', object.etag);
      if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
      if (object.etag && request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.status(304).send();
      }
      return sendBody(reply, object.body, object.length, object.totalSize, object.range);
    },
  );
};

function sendBody(
  reply: FastifyReply,
  body: NodeJS.ReadableStream,
  length: number,
  totalSize: number,
  range: { start: number; end: number } | undefined,
) {
  if (range) {
    if (range.start >= totalSize) {
      (body as NodeJS.ReadableStream & { destroy(): void }).destroy();
      return reply.status(416).header('Content-Range', `bytes */${totalSize}`).send();
    }
    reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${totalSize}`);
  }
  return reply.header('Content-Length', length).send(body);
}

/** One `bytes=start-end` range; anything else (several ranges, suffix ranges) gets the whole file. */
function parseRange(header: string | undefined): ByteRange | null {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (end !== undefined && end < start) throw new HttpError(416, 'RANGE_NOT_SATISFIABLE');
  return { start, end };
}
