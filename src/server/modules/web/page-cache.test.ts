import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { createPageCache } from './page-cache.ts';

test('the same inputs make the page once, the same bytes in each encoding and one validator', async () => {
  const cache = createPageCache();
  let made = 0;
  const make = async () => {
    made += 1;
    return `<p>page ${made}</p>`;
  };
  const [first, second] = await Promise.all([cache.get(['/', 'v1'], make), cache.get(['/', 'v1'], make)]);
  expect(made).toBe(1);
  expect(second).toBe(first);
  expect(first.html.toString()).toBe('<p>page 1</p>');
  expect(gunzipSync(first.gzip).toString()).toBe('<p>page 1</p>');
  expect(brotliDecompressSync(first.brotli).toString()).toBe('<p>page 1</p>');
  // A strong validator: the hash of the bytes themselves.
  expect(first.etag).toMatch(/^"[\w-]+"$/);

  const changed = await cache.get(['/', 'v2'], make);
  expect(made).toBe(2);
  expect(changed.etag).not.toBe(first.etag);
  // Parts are kept apart: ['a', 'bc'] is not ['ab', 'c'].
  const a = await cache.get(['a', 'bc'], make);
  const b = await cache.get(['ab', 'c'], make);
  expect(made).toBe(4);
  expect(a.etag).not.toBe(b.etag);
});

test('past its byte budget the cache lets go of the least recently sent page first', async () => {
  const big = 'x'.repeat(10_000);
  const cache = createPageCache(25_000);
  const makes: string[] = [];
  const make = (name: string) => async () => {
    makes.push(name);
    return `${name}${big}`;
  };
  await cache.get(['one'], make('one'));
  await cache.get(['two'], make('two'));
  await cache.get(['one'], make('one')); // sent again: now the most recent
  await cache.get(['three'], make('three')); // over budget: "two" goes
  await cache.get(['one'], make('one'));
  await cache.get(['two'], make('two'));
  expect(makes).toEqual(['one', 'two', 'three', 'two']);
});

test('a page that fails to render is not kept: the next request tries again', async () => {
  const cache = createPageCache();
  await expect(
    cache.get(['/'], async () => {
      throw new Error('render failed');
    }),
  ).rejects.toThrow('render failed');
  const page = await cache.get(['/'], async () => '<p>rendered</p>');
  expect(page.html.toString()).toBe('<p>rendered</p>');
});
