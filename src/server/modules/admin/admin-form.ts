import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { controlCharacterError, findControlCharacter } from '#server/plugins/control-characters.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';

/** The one file field of the admin's forms. */
export const IMAGE_FIELD = 'image';

/** Limits handed to @fastify/multipart (busboy) for the admin scope. */
export const ADMIN_MULTIPART_LIMITS = {
  // Bytes past this are discarded by the parser as they arrive: nothing larger is ever held or stored.
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 20,
  // Comfortably above the longest valid field (2000 characters of up to 4 bytes each), so that
  // an over-long value is still seen whole enough to fail its own rule.
  fieldSize: 16_384,
  fieldNameSize: 64,
  parts: 12,
  headerPairs: 50,
};

export interface UploadedImage {
  data: Buffer;
  /** The name the browser sent; only ever used, made safe, inside the stored name. */
  fileName: string;
  /** Bytes received; more than IMAGE_MAX_BYTES means the file was too large. */
  size: number;
}

export interface AdminForm {
  fields: Record<string, string>;
  image: UploadedImage | null;
}

/**
 * Reads a multipart admin form whole before judging any of it, so that the save rules run in
 * SPEC §5's order whatever order the parts came in. The image stays in memory (at most 2 MB):
 * nothing touches the disk before every rule has passed.
 */
export async function readAdminForm(request: FastifyRequest): Promise<AdminForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  }
  const fields: Record<string, string> = Object.create(null);
  let image: UploadedImage | null = null;
  let problem: HttpError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const received = await readFile(part.file);
        const isEmpty = received.size === 0 && part.filename === '';
        if (part.fieldname !== IMAGE_FIELD) {
          problem ??= badField(part.fieldname, 'is not a file field');
        } else if (!isEmpty) {
          image = { data: received.data, fileName: decodeFormFileName(part.filename), size: received.size };
        }
        continue;
      }
      if (part.fieldname in fields) {
        problem ??= badField(part.fieldname, 'is sent more than once');
        continue;
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      const found = findControlCharacter({ [part.fieldname]: fields[part.fieldname] }, 'body');
      if (found) problem ??= controlCharacterError(found);
    }
  } catch (error) {
    throw toFormError(error);
  }
  if (problem) throw problem;
  return { fields, image };
}

async function readFile(stream: NodeJS.ReadableStream & { truncated?: boolean }) {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    kept += buffer.length;
    chunks.push(buffer);
  }
  // Busboy stops passing bytes on at the limit and marks the stream truncated.
  const size = stream.truncated ? IMAGE_MAX_BYTES + 1 : kept;
  return { data: stream.truncated ? Buffer.alloc(0) : Buffer.concat(chunks), size };
}

/**
 * Browsers escape a quote, CR and LF in a multipart file name as %22, %0D and %0A (HTML's form
 * encoding); busboy leaves them escaped. Only those three are undone: the name is made safe later.
 */
function decodeFormFileName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

function badField(name: string, what: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `The form field "${name.slice(0, 40)}" ${what}.`, [
    { path: `body.${name.slice(0, 40)}`, message: what },
  ]);
}

/** The parser's own failures, in our error shape. */
function toFormError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'VALIDATION_FAILED', 'Send one image only.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, 'VALIDATION_FAILED', 'This form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'VALIDATION_FAILED', 'This form has a field name that is not allowed.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'VALIDATION_FAILED', 'A form field is not valid JSON.');
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'BAD_REQUEST', 'The upload was interrupted.');
    default:
      if (error instanceof Error && /multipart|boundary|part terminated/i.test(error.message)) {
        return new HttpError(400, 'BAD_REQUEST', 'This form could not be read.');
      }
      return error;
  }
}
