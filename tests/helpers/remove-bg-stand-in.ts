import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** What the stand-in received, for tests to check what the adapter sent. */
export interface ReceivedRemoveBgRequest {
  method: string;
  apiKey: string | undefined;
  imageFileName: string | null;
  imageBytes: number;
  size: string | null;
  format: string | null;
}

export interface RemoveBgStandIn {
  /** The endpoint, to use as REMOVE_BG_URL. */
  url: string;
  requests: ReceivedRemoveBgRequest[];
  /** The next request gets this status and JSON body instead of a result. */
  failNext(status: number, body: unknown): void;
  /** The next request fails with `status`, its error text repeating the key it was sent (a leaky service). */
  failNextEchoingKey(status: number): void;
  close(): Promise<void>;
}

/** Opacity the stand-in gives every pixel of its result, so tests can tell its output apart. */
export const STAND_IN_ALPHA = 128;

/**
 * A local server speaking remove.bg's documented API (POST /v1.0/removebg): multipart with
 * image_file, size and format, the key in X-Api-Key; a PNG on success, `{ errors: [{ title }] }`
 * otherwise. It stands in for the third-party service, the one thing the tests cannot run.
 */
export async function startRemoveBgStandIn(options: { apiKey: string }): Promise<RemoveBgStandIn> {
  const requests: ReceivedRemoveBgRequest[] = [];
  let failure: { status: number; body: unknown } | null = null;
  let echoStatus: number | null = null;

  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const raw = await readBody(req);
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      })
        .formData()
        .catch(() => null);
      const file = form?.get('image_file');
      const image = file instanceof File ? Buffer.from(await file.arrayBuffer()) : null;
      const apiKey = req.headers['x-api-key'];
      requests.push({
        method: req.method ?? '',
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        imageFileName: file instanceof File ? file.name : null,
        imageBytes: image?.length ?? 0,
        size: stringField(form, 'size'),
        format: stringField(form, 'format'),
      });

      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== '/v1.0/removebg') {
        return reply(404, { errors: [{ title: 'Not found' }] });
      }
      if (echoStatus !== null) {
        const status = echoStatus;
        echoStatus = null;
        return reply(status, {
          errors: [
            {
              title: `Request with X-Api-Key: ${String(apiKey)} failed (key=${String(apiKey)})`,
              code: 'auth_failed',
            },
          ],
        });
      }
      if (apiKey !== options.apiKey) {
        return reply(403, { errors: [{ title: 'API Key invalid', code: 'auth_failed' }] });
      }
      if (failure) {
        const { status, body } = failure;
        failure = null;
        return reply(status, body);
      }
      if (!image) return reply(400, { errors: [{ title: 'No image given', code: 'missing_source' }] });
      const result = await withUniformAlpha(image, STAND_IN_ALPHA).catch(() => null);
      if (!result) {
        return reply(400, { errors: [{ title: 'Failed to read image', code: 'invalid_file' }] });
      }
      res.writeHead(200, { 'content-type': 'image/png', 'x-credits-charged': '1' });
      res.end(result);
    } catch {
      reply(500, { errors: [{ title: 'Stand-in failure' }] });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1.0/removebg`,
    requests,
    failNext(status, body) {
      failure = { status, body };
    },
    failNextEchoingKey(status) {
      echoStatus = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function stringField(form: FormData | null | undefined, name: string): string | null {
  const value = form?.get(name);
  return typeof value === 'string' ? value : null;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function withUniformAlpha(image: Buffer, alpha: number): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const rgba = Buffer.alloc(info.width * info.height * 4);
  for (let i = 0; i < info.width * info.height; i += 1) {
    data.copy(rgba, i * 4, i * 3, i * 3 + 3);
    rgba[i * 4 + 3] = alpha;
  }
  return sharp(rgba, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}
