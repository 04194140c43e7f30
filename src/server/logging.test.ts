import { expect, test } from 'vitest';
import { chooseLogFormat, isQuietRequest } from './logging.ts';

test.each([
  [undefined, true, 'pretty'],
  [undefined, false, 'json'],
  ['json', true, 'json'],
  ['pretty', false, 'pretty'],
] as const)('LOG_FORMAT %s with a TTY %s logs %s', (setting, isTTY, format) => {
  expect(chooseLogFormat(setting, isTTY)).toBe(format);
});

test.each([
  ['/api/health', true],
  ['/api/health?probe=1', true],
  ['/assets/index-3f2a1c.js', true],
  ['/media/products/amber-oud-800.webp', true],
  ['/favicon.svg', true],
  ['/hero.mp4', true],
  ['/', false],
  ['/perfumes?brand=lattafa', false],
  ['/perfumes/amber-oud', false],
  ['/api/products', false],
  ['/api/admin/products', false],
])('a successful request for %s is quiet in a terminal: %s', (url, isQuiet) => {
  expect(isQuietRequest(url)).toBe(isQuiet);
});
