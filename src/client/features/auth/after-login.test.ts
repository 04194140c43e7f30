import { expect, test } from 'vitest';
import { FORBIDDEN_FROM_ADMIN, loginStateFromForbidden, pathAfterLogin } from './after-login.ts';

test('an admin lands on /admin and anyone else on /', () => {
  expect(pathAfterLogin('admin', null)).toBe('/admin');
  expect(pathAfterLogin('user', null)).toBe('/');
  expect(pathAfterLogin('user', { unrelated: true })).toBe('/');
});

test('a login asked for by another page goes back there, admins included', () => {
  expect(pathAfterLogin('user', { from: '/cart' })).toBe('/cart');
  expect(pathAfterLogin('admin', { from: '/cart' })).toBe('/cart');
  expect(pathAfterLogin('user', { from: '/perfumes?brand=Lattafa' })).toBe('/perfumes?brand=Lattafa');
});

test('never leaves the shop, and never goes back to the login or sign-up page', () => {
  for (const from of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'cart',
    42,
    '/login',
    '/signup',
  ]) {
    expect(pathAfterLogin('user', { from })).toBe('/');
  }
});

test("/403's Log in returns to /admin only for a visitor the /admin guard sent there", () => {
  const state = loginStateFromForbidden(FORBIDDEN_FROM_ADMIN);
  expect(pathAfterLogin('user', state)).toBe('/admin');
  for (const other of [null, undefined, {}, { from: '/cart' }, { from: 'https://evil.example/' }, 'x']) {
    expect(loginStateFromForbidden(other)).toEqual({});
  }
  expect(pathAfterLogin('user', loginStateFromForbidden(null))).toBe('/');
});
