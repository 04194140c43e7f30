import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { HERO_VIDEO_MAX_BYTES } from '#shared/settings.ts';

export const HERO_MULTIPART_LIMITS = {
  // Busboy stops keeping bytes past this: a 31 MB file is seen as too large, never held whole.
  fileSize: HERO_VIDEO_MAX_BYTES,
  files: 2,
  fields: 2,
  fieldSize: 1024,
  parts: 4,
  headerPairs: 50,
};

export type VideoFormat = 'mp4' | 'webm';

export interface HeroUpload {
  video: { data: Buffer; format: VideoFormat; fileName: string } | null;
  poster: { data: Buffer; fileName: string } | null;
}

// Every refusal is a 400 naming the field, as the other settings' validation answers.
const fieldError = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', `${field}: ${message}`, [{ path: `body.${field}`, message }]);

/**
 * MP4 (an ISO-BMFF "ftyp" box first) or WebM (an EBML header whose doc type is "webm"), judged by
 * the bytes: a text file renamed to .mp4 is refused whatever its name or declared type.
 */
export function detectVideoFormat(data: Buffer): VideoFormat | null {
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  const isEbml = data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3;
  if (isEbml && data.subarray(0, 64).includes(Buffer.from('webm', 'latin1'))) return 'webm';
  return null;
}

async function readWhole(file: MultipartFile): Promise<{ data: Buffer; isTruncated: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.file) chunks.push(chunk as Buffer);
  return { data: Buffer.concat(chunks), isTruncated: file.file.truncated };
}

/** Reads the hero form (fields "video" and "poster", either optional) and judges both files. */
export async function readHeroUpload(request: FastifyRequest): Promise<HeroUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const upload: HeroUpload = { video: null, poster: null };
  let problem: HttpError | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') {
      problem ??= fieldError(part.fieldname.slice(0, 40), 'Unexpected field.');
      continue;
    }
    const { data, isTruncated } = await readWhole(part);
    if (data.length === 0) continue;
    if (part.fieldname === 'video') {
      const format = detectVideoFormat(data);
      if (isTruncated) problem ??= fieldError('video', 'The video must be at most 30 MB.');
      else if (!format) problem ??= fieldError('video', 'Only MP4 and WebM videos are accepted.');
      else upload.video = { data, format, fileName: part.filename };
    } else if (part.fieldname === 'poster') {
      if (data.length > IMAGE_MAX_BYTES) problem ??= fieldError('poster', 'The poster must be at most 2 MB.');
      else upload.poster = { data, fileName: part.filename };
    } else {
      problem ??= fieldError(part.fieldname.slice(0, 40), 'Unexpected file field.');
    }
  }
  if (problem) throw problem;
  if (!upload.video && !upload.poster) throw fieldError('video', 'Choose a video or a poster image.');
  return upload;
}
