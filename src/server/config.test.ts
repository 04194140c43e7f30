import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/shop-config-test', SESSION_SECRET: 'x'.repeat(40) };

test('defaults give a working shop on port 3000 with SQLite and the demo catalogue', () => {
  const config = loadConfig(base);
  expect(config).toMatchObject({
    port: 3000,
    databaseUrl: undefined,
    seedDemo: true,
    publicUrl: 'http://localhost:3000',
  });
});

test.each([
  [{ PORT: 'eighty' }, 'PORT'],
  [{ PORT: '70000' }, 'PORT'],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
  [{ SHOP_PHONE: '+961 70 123 456' }, 'SHOP_PHONE'],
  [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  [{ ADMIN_EMAIL: 'owner@example.com' }, 'ADMIN_PASSWORD'],
  [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
  [{ LOG_FORMAT: 'fancy' }, 'LOG_FORMAT'],
  [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
  [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
  [{ AUTH_ATTEMPTS_PER_ADDRESS: '0' }, 'AUTH_ATTEMPTS_PER_ADDRESS'],
  [{ ORDERS_PER_HOUR: 'many' }, 'ORDERS_PER_HOUR'],
  [{ ORDERS_PER_ADDRESS_PER_HOUR: '0' }, 'ORDERS_PER_ADDRESS_PER_HOUR'],
  [{ ORDERS_PER_ADDRESS_PER_HOUR: 'lots' }, 'ORDERS_PER_ADDRESS_PER_HOUR'],
  [{ PASSWORD_HASH_COST: '16' }, 'PASSWORD_HASH_COST'],
  [{ PASSWORD_HASH_COST: '21' }, 'PASSWORD_HASH_COST'],
  [{ PASSWORD_HASH_COST: '17.5' }, 'PASSWORD_HASH_COST'],
  [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
  [{ S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
  [{ S3_BUCKET: 'shop', S3_REGION: 'Middle East' }, 'S3_REGION'],
  [{ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
  [{ S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
  [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
  [{ S3_BUCKET: 'shop', S3_CONNECT_TIMEOUT_MS: '3s' }, 'S3_CONNECT_TIMEOUT_MS'],
  [{ S3_BUCKET: 'shop', S3_CONNECT_TIMEOUT_MS: '10' }, 'S3_CONNECT_TIMEOUT_MS'],
  [{ S3_BUCKET: 'shop', S3_REQUEST_TIMEOUT_MS: '900000' }, 'S3_REQUEST_TIMEOUT_MS'],
  [{ S3_REQUEST_TIMEOUT_MS: '5000' }, 'S3_BUCKET'],
  [{ MEDIA_PUBLIC_URL: 'cdn.example.com' }, 'MEDIA_PUBLIC_URL'],
  [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
  [{ METRICS_OPEN_ON_LOOPBACK: 'perhaps' }, 'METRICS_OPEN_ON_LOOPBACK'],
  [{ METRICS_OPEN_ON_LOOPBACK: 'true', TRUST_PROXY: 'loopback' }, 'METRICS_OPEN_ON_LOOPBACK'],
])('a bad value stops the start with one line naming the variable: %j', (env, name) => {
  let message = '';
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    message = (error as Error).message;
  }
  expect(message).toContain(name);
  expect(message.split('\n')).toHaveLength(1);
});

test.each([
  [undefined, false],
  ['false', false],
  ['1', 1],
  ['2', 2],
  ['loopback', ['loopback']],
  ['10.0.0.2, 10.0.0.3', ['10.0.0.2', '10.0.0.3']],
  ['10.0.0.0/8,::1', ['10.0.0.0/8', '::1']],
])('TRUST_PROXY=%s trusts only what it names: %j', (value, expected) => {
  const env = value === undefined ? base : { ...base, TRUST_PROXY: value };
  expect(loadConfig(env).trustProxy).toEqual(expected);
});

test('the storage time limits are read in milliseconds, and a wrong one says the allowed range', () => {
  const config = loadConfig({
    ...base,
    S3_BUCKET: 'saadiyat-media',
    S3_CONNECT_TIMEOUT_MS: '1500',
    S3_REQUEST_TIMEOUT_MS: '4000',
  });
  expect([config.s3?.connectTimeoutMs, config.s3?.requestTimeoutMs]).toEqual([1500, 4000]);
  expect(() => loadConfig({ ...base, S3_BUCKET: 'shop', S3_REQUEST_TIMEOUT_MS: '100' })).toThrow(
    'Invalid configuration: S3_REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 500 to 300000',
  );
});

test('TRUST_PROXY=true is refused with a line that says what to set instead', () => {
  expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY .*loopback.*hop count/);
});

test('S3_BUCKET moves images to the bucket, with the region defaulting to us-east-1', () => {
  expect(loadConfig(base).s3).toBeUndefined();
  const config = loadConfig({
    ...base,
    S3_BUCKET: 'saadiyat-media',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/',
  });
  expect(config.s3).toEqual({
    bucket: 'saadiyat-media',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    connectTimeoutMs: 3_000,
    requestTimeoutMs: 10_000,
  });
  expect(config.mediaPublicUrl).toBe('https://cdn.example.com/media');
});

test('password hashes cost 2^17 by default; a shop may raise it, and only tests may lower it', async () => {
  const { hashPassword, verifyPassword } = await import('./modules/auth/password.ts');
  expect(loadConfig(base).passwordHashCost).toBe(17);
  expect(loadConfig({ ...base, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  expect(() => loadConfig({ ...base, NODE_ENV: 'development', PASSWORD_HASH_COST: '12' })).toThrow(
    /PASSWORD_HASH_COST must be at least 17/,
  );
  expect(loadConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
  // A hash records its cost and is checked at it, whatever the shop's cost is now.
  const cheap = await hashPassword('a long enough password', 12);
  expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 12), '8', '1']);
  expect(await verifyPassword({ hash: cheap, password: 'a long enough password' })).toBe(true);
  expect(await verifyPassword({ hash: cheap, password: 'another password' })).toBe(false);
  expect((await hashPassword('a long enough password')).split('$')[1]).toBe(String(2 ** 17));
});
