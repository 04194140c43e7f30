import { expect, test } from 'vitest';
import { joinList, splitList } from './fragrance.ts';

test('a list of notes splits on commas, trimmed, empty parts dropped', () => {
  expect(splitList('bergamot, saffron ,, rose')).toEqual(['bergamot', 'saffron', 'rose']);
  expect(splitList('  ')).toEqual([]);
  expect(joinList(['oud', 'amber'])).toBe('oud, amber');
});

test('the Arabic comma separates notes too, alone or mixed with the Latin one', () => {
  expect(splitList('عود، ورد،  عنبر')).toEqual(['عود', 'ورد', 'عنبر']);
  expect(splitList('عود، rose, musk')).toEqual(['عود', 'rose', 'musk']);
});
