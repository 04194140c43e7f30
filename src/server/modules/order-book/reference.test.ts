import { expect, test } from 'vitest';
import { REFERENCE_ALPHABET, ReferenceSchema, TrackingTokenSchema } from '#shared/order-book.ts';
import { generateReference, generateTrackingToken } from './reference.ts';

test('references are 6 characters without look-alikes and spread over the whole alphabet', () => {
  const seen = new Set<string>();
  const characters = new Set<string>();
  for (let i = 0; i < 5000; i += 1) {
    const reference = generateReference();
    expect(ReferenceSchema.safeParse(reference).success, reference).toBe(true);
    expect(reference).not.toMatch(/[01OIL]/);
    seen.add(reference);
    for (const c of reference) characters.add(c);
  }
  // Random, not sequential: 5000 draws from ~887 million values barely ever repeat.
  expect(seen.size).toBeGreaterThan(4990);
  expect(characters.size).toBe(REFERENCE_ALPHABET.length);
});

test('tracking tokens carry 256 random bits in base64url', () => {
  const token = generateTrackingToken();
  expect(TrackingTokenSchema.safeParse(token).success).toBe(true);
  expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  expect(generateTrackingToken()).not.toBe(token);
});
