import { expect, test } from 'vitest';
import { createGuestPages, GUEST_PAGE_MAX_AGE_MS } from './guest-pages.ts';
import type { CachedPage } from './page-cache.ts';

const page = (text: string, size = text.length): CachedPage => ({
  etag: `"${text}"`,
  html: Buffer.from(text.padEnd(size, ' ')),
  gzip: Buffer.alloc(0),
  brotli: Buffer.alloc(0),
});

test('a kept page is found while its stamp holds; a change or the next minute makes it old', () => {
  let now = 1_000_000 * 60_000;
  const guests = createGuestPages({ isShared: true, now: () => now });
  const stamp = guests.stamp();
  guests.keep('/', stamp, { status: 200, page: page('home') });
  expect(guests.find('/')?.page.etag).toBe('"home"');
  expect(guests.find('/perfumes')).toBeUndefined();

  guests.changed();
  expect(guests.find('/')).toBeUndefined();
  // A request that arrived before the change keeps nothing: no later request has its stamp.
  guests.keep('/', stamp, { status: 200, page: page('old') });
  expect(guests.find('/')).toBeUndefined();

  guests.keep('/', guests.stamp(), { status: 200, page: page('new') });
  expect(guests.find('/')?.page.etag).toBe('"new"');
  now += 60_000; // the clock's part of a page (the year, sale prices by date) follows the minute
  expect(guests.find('/')).toBeUndefined();
});

test('on SQLite a page lives 2 s at most: another process on the same file cannot tell this one', () => {
  let now = 1_000_000 * 60_000;
  const guests = createGuestPages({ isShared: false, now: () => now });
  guests.keep('/', guests.stamp(), { status: 404, page: page('gone') });
  now += GUEST_PAGE_MAX_AGE_MS.sqlite;
  expect(guests.find('/')?.status).toBe(404);
  now += 1;
  expect(guests.find('/')).toBeUndefined();
});

test('past its byte budget the least recently sent page goes first', () => {
  const guests = createGuestPages({ isShared: true, budgetBytes: 25_000, now: () => 0 });
  const keep = (url: string) => guests.keep(url, guests.stamp(), { status: 200, page: page(url, 10_000) });
  keep('/one');
  keep('/two');
  guests.find('/one');
  keep('/three');
  expect(guests.find('/two')).toBeUndefined();
  expect(guests.find('/one')).toBeDefined();
  expect(guests.find('/three')).toBeDefined();
});
