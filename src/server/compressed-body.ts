import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** An answer's body compressed once, kept to be sent as is (the catalogue's JSON, a rendered page). */
export interface CompressedCopies {
  gzip: Buffer;
  brotli: Buffer;
}

/** Both copies of `data`, made off the event loop (zlib's thread pool). */
export async function compressCopies(
  data: Buffer,
  quality: { gzip: number; brotli: number },
): Promise<CompressedCopies> {
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: quality.gzip }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { gzip: gz, brotli: br };
}

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** The copy the client takes: brotli, else gzip, else the plain body. */
export function acceptedEncoding(request: FastifyRequest): BodyEncoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** Sends the copy the client takes: brotli, else gzip, else the plain body. */
export function sendInAcceptedEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  plain: string | Buffer,
  copies: CompressedCopies,
  encoding: BodyEncoding = acceptedEncoding(request),
) {
  reply.header('Vary', 'Accept-Encoding');
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(copies.brotli);
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(copies.gzip);
  return reply.send(plain);
}
