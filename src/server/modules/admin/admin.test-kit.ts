import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { SAME_ORIGIN } from '#tests/helpers/test-app.ts';

/** Requests and images for the admin API tests: real multipart bodies, real encoded images. */

export interface FilePart {
  data: Buffer;
  name: string;
  type?: string;
}

export type FormParts = Record<string, string | FilePart>;

/** A multipart/form-data body, encoded the way a browser's FormData is. */
export async function multipart(parts: FormParts): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else {
      form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? '' }), value.name);
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export async function sendForm(
  app: FastifyInstance,
  options: { method: 'POST' | 'PUT'; url: string; cookie?: string | undefined; parts: FormParts },
) {
  const { payload, contentType } = await multipart(options.parts);
  const headers: InjectOptions['headers'] = { ...SAME_ORIGIN, 'content-type': contentType };
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({ method: options.method, url: options.url, headers, payload });
}

export function pngPart(data: Buffer, name = 'bottle.png'): FilePart {
  return { data, name, type: 'image/png' };
}

/** A small real image of the given format: a gold bottle shape on a light backdrop. */
export async function sampleImage(format: 'png' | 'jpeg' | 'webp', size = 64): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#f2efe9"/>
    <rect x="${size * 0.3}" y="${size * 0.35}" width="${size * 0.4}" height="${size * 0.55}" rx="4" fill="#b08a3e"/>
    <rect x="${size * 0.4}" y="${size * 0.15}" width="${size * 0.2}" height="${size * 0.2}" fill="#333"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/**
 * A real PNG of exactly `bytes` bytes: a small image padded with private ancillary chunks, which
 * decoders skip.
 */
export async function pngOfExactSize(bytes: number): Promise<Buffer> {
  const base = await sampleImage('png', 32);
  const iend = base.length - 12;
  const chunks: Buffer[] = [];
  let missing = bytes - base.length;
  while (missing > 0) {
    if (missing < 12) throw new Error('cannot pad by fewer than 12 bytes');
    // Keep the last chunk at least 12 bytes (an empty chunk's overhead).
    let length = Math.min(65_536, missing - 12);
    if (missing - (length + 12) > 0 && missing - (length + 12) < 12) length -= 12;
    const chunk = Buffer.alloc(12 + length, 0x20);
    chunk.writeUInt32BE(length, 0);
    chunk.write('prVt', 4, 'ascii');
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + length)), 8 + length);
    chunks.push(chunk);
    missing -= chunk.length;
  }
  const png = Buffer.concat([base.subarray(0, iend), ...chunks, base.subarray(iend)]);
  if (png.length !== bytes) throw new Error(`padded to ${png.length}, not ${bytes}`);
  return png;
}

/** A tiny PNG whose header declares 20000 x 20000 pixels: a decompression bomb's signature. */
export async function pngDeclaringHugeSize(): Promise<Buffer> {
  const png = Buffer.from(await sampleImage('png', 8));
  // IHDR starts after the 8-byte signature and the chunk's length (4) and type (4).
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c9a34e"/></svg>',
);

/** The files in the media folder, variants included. */
export function mediaFiles(dataDir: string): string[] {
  return readdirSync(path.join(dataDir, 'media')).sort();
}

let crcTable: Uint32Array | null = null;
function crc32(data: Buffer): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
