import { randomBytes, randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '#shared/order-book.ts';

/**
 * A short reference to read out on the phone: random (never sequential, so it says nothing about how
 * many orders the shop takes), from an alphabet without look-alikes. 31^6 ≈ 887 million values; a
 * collision with an existing order is caught by the unique index and a new one drawn.
 */
export function generateReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

/** The secret of a private tracking link: 256 random bits. */
export function generateTrackingToken(): string {
  return randomBytes(32).toString('base64url');
}
