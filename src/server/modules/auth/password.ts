import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_PASSWORD_HASH_COST } from '#server/config.ts';

/**
 * Password hashing with scrypt at the cost OWASP's Password Storage Cheat Sheet recommends as a
 * minimum (N=2^17, r=8, p=1). better-auth's own default is lighter, so we hand it these two.
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes:
 * a hash is checked at the cost it was made with. PASSWORD_HASH_COST (log2 N) may raise it; only
 * tests may lower it (config.ts), where a sign-up at 2^17 takes 0.7 s of CPU (docs/decisions/206).
 */
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: number = DEFAULT_PASSWORD_HASH_COST,
): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
