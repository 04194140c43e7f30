import { expect, test } from 'vitest';
import { AttemptLimiter } from './rate-limit.ts';

const limit = { max: 3, windowMs: 60_000 };

test('a key is refused once it has spent its attempts, until the window ends', () => {
  const limiter = new AttemptLimiter(limit);
  for (let i = 0; i < 3; i += 1) {
    expect(limiter.retryAfter('a', 1000)).toBe(0);
    limiter.consume('a', 1000);
  }
  expect(limiter.retryAfter('a', 1000)).toBe(60);
  expect(limiter.retryAfter('a', 31_000)).toBe(30);
  expect(limiter.retryAfter('b', 1000)).toBe(0);
  expect(limiter.retryAfter('a', 61_000)).toBe(0);
});

test('a refunded attempt can be used again', () => {
  const limiter = new AttemptLimiter(limit);
  for (let i = 0; i < 3; i += 1) limiter.consume('a', 0);
  limiter.refund('a', 0);
  expect(limiter.retryAfter('a', 0)).toBe(0);
  limiter.refund('unknown', 0);
  expect(limiter.retryAfter('unknown', 0)).toBe(0);
});

test('memory stays bounded: the oldest keys go first when it is full', () => {
  const limiter = new AttemptLimiter({ max: 1, windowMs: 60_000 }, 2);
  limiter.consume('first', 0);
  limiter.consume('second', 1);
  limiter.consume('third', 2);
  expect(limiter.retryAfter('first', 3)).toBe(0);
  expect(limiter.retryAfter('second', 3)).toBeGreaterThan(0);
  expect(limiter.retryAfter('third', 3)).toBeGreaterThan(0);
});
