import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { createLocalMediaStorage } from './media.storage.local.ts';
import { createS3MediaStorage } from './media.storage.s3.ts';
import { type MediaObject, type MediaStorage, mediaVariantNames, putUnlessStored } from './media.storage.ts';

/** One contract, two stores: every test below runs on the local disk and on an S3 server. */
let s3: S3TestServer;
const localRoot = mkdtempSync(path.join(tmpdir(), 'shop-media-contract-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(localRoot, { recursive: true, force: true });
});

const stores: Array<[string, () => MediaStorage]> = [
  ['local disk', () => createLocalMediaStorage(localRoot)],
  ['S3', () => createS3MediaStorage(s3.settings)],
];

let sequence = 0;
const uniqueName = (extension = 'png') => {
  sequence += 1;
  return `${crypto.randomUUID()}_contract-${sequence}.${extension}`;
};

async function readAll(object: MediaObject | null): Promise<Buffer> {
  if (!object) throw new Error('nothing stored under this name');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(stores)('media storage on %s', (_label, make) => {
  let store: MediaStorage;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => store.close());

  test('a stored file reads back byte for byte, with its content type', async () => {
    const name = uniqueName('webp');
    const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    await store.put(name, data, 'image/webp');
    expect(await store.exists(name)).toBe(true);
    expect((await store.get(name))?.equals(data)).toBe(true);
    const object = await store.stream(name);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.totalSize).toBe(5000);
    expect(object?.etag).toBeTruthy();
    expect((await readAll(object)).equals(data)).toBe(true);
  });

  test('a stored name is never overwritten', async () => {
    const name = uniqueName();
    await store.put(name, Buffer.from('first'));
    await expect(store.put(name, Buffer.from('second'))).rejects.toMatchObject({ code: 'MEDIA_EXISTS' });
    expect((await store.get(name))?.toString()).toBe('first');
  });

  test('a derived file already stored is kept, and that is success', async () => {
    const name = uniqueName('webp');
    expect(await putUnlessStored(store, name, Buffer.from('first'), 'image/webp')).toBe(true);
    expect(await putUnlessStored(store, name, Buffer.from('first'), 'image/webp')).toBe(false);
    expect((await store.get(name))?.toString()).toBe('first');
  });

  test('a byte range streams only that slice and tells the whole size (video seeking)', async () => {
    const name = uniqueName('mp4');
    const video = Buffer.alloc(3 * 1024 * 1024, 7);
    video.write('ftypisom', 4);
    await store.put(name, video, 'video/mp4');
    const part = await store.stream(name, { start: 4, end: 11 });
    expect(part?.range).toEqual({ start: 4, end: 11 });
    expect(part?.length).toBe(8);
    expect(part?.totalSize).toBe(video.length);
    expect(part?.contentType).toBe('video/mp4');
    expect((await readAll(part)).toString()).toBe('ftypisom');
    const tail = await store.stream(name, { start: video.length - 10 });
    expect(tail?.length).toBe(10);
  });

  test('a missing file is null, not an error', async () => {
    const name = uniqueName();
    expect(await store.exists(name)).toBe(false);
    expect(await store.get(name)).toBeNull();
    expect(await store.stream(name)).toBeNull();
    await expect(store.remove(name)).resolves.toBeUndefined();
  });

  test('remove deletes the file and every variant, and nothing else', async () => {
    const name = uniqueName();
    const neighbour = uniqueName();
    await store.put(name, Buffer.from('original'));
    for (const variant of mediaVariantNames(name)) await store.put(variant, Buffer.from(variant));
    await store.put(neighbour, Buffer.from('neighbour'));
    await store.remove(name);
    for (const gone of [name, ...mediaVariantNames(name)]) expect(await store.exists(gone)).toBe(false);
    expect(await store.exists(neighbour)).toBe(true);
  });

  test('list names every stored file, variants included', async () => {
    const name = uniqueName();
    await store.put(name, Buffer.from('x'));
    const variant = mediaVariantNames(name)[0] ?? '';
    await store.put(variant, Buffer.from('y'));
    const names = await store.list();
    expect(names).toEqual(expect.arrayContaining([name, variant]));
    expect(names.every((n) => !n.startsWith('.'))).toBe(true);
  });

  test.each(['../x.png', 'a/b.png', '.hidden', ''])(
    'a name that could escape is refused: %j',
    async (name) => {
      await expect(store.put(name, Buffer.from('x'))).rejects.toThrow(/not allowed/);
      await expect(store.get(name)).rejects.toThrow(/not allowed/);
      await expect(store.remove(name)).rejects.toThrow(/not allowed/);
    },
  );

  test('check answers when the store is reachable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

test('check fails for a bucket that does not exist', async () => {
  const store = createS3MediaStorage({ ...s3.settings, bucket: 'no-such-bucket' });
  await expect(store.check()).rejects.toThrow();
  await store.close();
});
