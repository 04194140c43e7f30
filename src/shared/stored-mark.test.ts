import { expect, test } from 'vitest';
import { hasStoredMark, STORED_MARK_NAME, storedMarkCookie } from './stored-mark.ts';

test('the mark is a plain cookie over http and a __Host- cookie over https, set for 400 days or removed', () => {
  expect(storedMarkCookie(true, false)).toBe(`${STORED_MARK_NAME}=1; Max-Age=34560000; Path=/; SameSite=Lax`);
  expect(storedMarkCookie(false, false)).toBe(`${STORED_MARK_NAME}=; Max-Age=0; Path=/; SameSite=Lax`);
  expect(storedMarkCookie(true, true)).toBe(
    `__Host-${STORED_MARK_NAME}=1; Max-Age=34560000; Path=/; SameSite=Lax; Secure`,
  );
  expect(storedMarkCookie(false, true)).toBe(
    `__Host-${STORED_MARK_NAME}=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
  );
});

test('the page carries the function as written: it needs nothing from its module', () => {
  const carried = new Function(`return (${storedMarkCookie.toString()})`)() as typeof storedMarkCookie;
  expect(carried(true, true)).toBe(storedMarkCookie(true, true));
  expect(carried(false, false)).toBe(storedMarkCookie(false, false));
});

test('a request carries the mark under either name, with the value 1 only', () => {
  expect(hasStoredMark({ stored: '1' })).toBe(true);
  expect(hasStoredMark({ '__Host-stored': '1' })).toBe(true);
  expect(hasStoredMark({})).toBe(false);
  expect(hasStoredMark({ stored: '' })).toBe(false);
  expect(hasStoredMark({ stored: 'yes', session_token: 'x' })).toBe(false);
});
