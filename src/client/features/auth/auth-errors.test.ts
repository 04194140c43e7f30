import { expect, test } from 'vitest';
import { ApiError } from '#client/lib/http.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { loginErrorMessage, signupErrorMessage } from './auth-errors.ts';

test('login failures read as SPEC §8 says', () => {
  expect(loginErrorMessage(new ApiError(401, 'USER_NOT_FOUND', 'x'), EN)).toBe(
    'No user found with this email.',
  );
  expect(loginErrorMessage(new ApiError(401, 'WRONG_PASSWORD', 'x'), EN)).toBe('Incorrect password.');
  expect(loginErrorMessage(new ApiError(400, 'INVALID_EMAIL', 'x'), EN)).toBe('Invalid email format.');
  for (const error of [
    new ApiError(429, 'RATE_LIMITED', 'Too many attempts.'),
    new ApiError(500, 'INTERNAL', 'x'),
    new TypeError('Failed to fetch'),
  ]) {
    expect(loginErrorMessage(error, EN)).toBe('Login failed. Please try again.');
  }
});

test('sign-up failures say "Signup failed: " and a readable reason', () => {
  expect(signupErrorMessage(new ApiError(409, 'EMAIL_TAKEN', 'x'), EN, 'en')).toBe(
    'Signup failed: An account with this email already exists.',
  );
  expect(signupErrorMessage(new ApiError(400, 'INVALID_EMAIL', 'x'), EN, 'en')).toBe(
    'Signup failed: Invalid email format.',
  );
  expect(
    signupErrorMessage(
      new ApiError(400, 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters.'),
      EN,
      'en',
    ),
  ).toBe('Signup failed: Password must be at least 8 characters.');
  expect(signupErrorMessage(new ApiError(429, 'RATE_LIMITED', 'x'), EN, 'en')).toBe(
    'Signup failed: Too many attempts. Please wait a few minutes and try again.',
  );
});

test('a sign-up failure the visitor cannot act on never shows internals', () => {
  expect(signupErrorMessage(new ApiError(500, 'INTERNAL', 'stack trace here'), EN, 'en')).toBe(
    'Signup failed: Something went wrong. Please try again.',
  );
  expect(signupErrorMessage(new TypeError('Failed to fetch'), EN, 'en')).toBe(
    'Signup failed: Something went wrong. Please try again.',
  );
});
