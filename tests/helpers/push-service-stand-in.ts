import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service speaking the Web Push protocol (RFC 8030) the way browsers' push services
 * do, for tests only: each device it hands out has its own endpoint and its own keys (RFC 8291).
 * It checks each push's VAPID Authorization (RFC 8292: a JWT signed with the key it names) and
 * decrypts the aes128gcm body with the device's private key, recording what it read.
 */
export interface ReceivedPush {
  deviceId: string;
  /** The VAPID JWT's signature checked out against the `k=` key it came with. */
  isVapidValid: boolean;
  vapidPublicKey: string | null;
  audience: string | null;
  contentEncoding: string | undefined;
  ttl: string | undefined;
  urgency: string | undefined;
  encryptedBytes: number;
  /** The decrypted payload, or null if it did not decrypt. */
  payload: unknown;
}

export interface StandInDevice {
  id: string;
  /** What a browser's PushSubscription.toJSON() gives. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushServiceStandIn {
  url: string;
  received: ReceivedPush[];
  /** A new device: a fresh endpoint and key pair. */
  device(): StandInDevice;
  /** This device's endpoint answers `status` from now on (410: the user unsubscribed). */
  setStatus(deviceId: string, status: number): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 8291 §3.4 and RFC 8188: undoes what the sender's library did. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  return padded.subarray(0, end);
}

/** `vapid t=<jwt>, k=<key>`: is the JWT signed by the uncompressed P-256 key it names? */
function checkVapid(header: string | undefined): {
  isValid: boolean;
  key: string | null;
  audience: string | null;
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return { isValid: false, key: null, audience: null };
  const [jwt, key] = [match[1], match[2]];
  const [head, claims, signature] = jwt.split('.');
  if (!head || !claims || !signature) return { isValid: false, key, audience: null };
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const isValid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const audience = (JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string }).aud;
  return { isValid, key, audience: audience ?? null };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const deviceId = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const device = devices.get(deviceId);
    if (req.method !== 'POST' || !device) {
      res.writeHead(404).end();
      return;
    }
    const vapid = checkVapid(req.headers.authorization);
    let payload: unknown = null;
    try {
      payload = JSON.parse(decrypt(body, device.ecdh, device.auth).toString('utf8'));
    } catch {
      payload = null;
    }
    received.push({
      deviceId,
      isVapidValid: vapid.isValid,
      vapidPublicKey: vapid.key,
      audience: vapid.audience,
      contentEncoding: req.headers['content-encoding'],
      ttl: header(req, 'ttl'),
      urgency: header(req, 'urgency'),
      encryptedBytes: body.length,
      payload,
    });
    res.writeHead(device.status === 201 && !vapid.isValid ? 403 : device.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    device() {
      const id = b64url(randomBytes(12));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    setStatus(deviceId, status) {
      const device = devices.get(deviceId);
      if (device) device.status = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
