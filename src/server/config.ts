import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SHOP } from '#shared/shop.ts';
import { S3_DEFAULT_LIMITS, type S3Settings } from './s3-settings.ts';
import { describeDataDirError } from './start-errors.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A time limit in whole milliseconds, with the range in the error an operator reads. */
function milliseconds(min: number, max: number) {
  const range = `must be a whole number of milliseconds from ${min} to ${max}`;
  return z.string().regex(/^\d+$/, range).transform(Number).pipe(z.number().min(min, range).max(max, range));
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** scrypt's N for password hashes is 2 to this power by default: OWASP's minimum (docs/decisions/206). */
export const DEFAULT_PASSWORD_HASH_COST = 17;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SHOP_PHONE: z
    .string()
    .regex(/^\d{8,15}$/, 'must be digits only, with the country code (e.g. 96170123456)')
    .default(SHOP.defaultPhone),
  REMOVE_BG_API_KEY: optionalText,
  REMOVE_BG_URL: z.url({ protocol: /^https?$/ }).default('https://api.remove.bg/v1.0/removebg'),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SEED_DEMO: booleanFlag.default(true),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .transform((value, ctx) => parseTrustProxy(value, ctx))
      .optional(),
  ),
  AUTH_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  ORDERS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int('must be a whole number (log2 of scrypt N)')
    .min(12, 'must be at least 12')
    .max(20, 'must be at most 20 (1 GiB of memory per hash)')
    .default(DEFAULT_PASSWORD_HASH_COST),
  HERO_VIDEO_URL: optionalText,
  CLIENT_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: optionalText.pipe(z.enum(['pretty', 'json']).optional()),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_CONNECT_TIMEOUT_MS: optionalText.pipe(milliseconds(100, 60_000).optional()),
  S3_REQUEST_TIMEOUT_MS: optionalText.pipe(milliseconds(500, 300_000).optional()),
  MEDIA_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_OPEN_ON_LOOPBACK: booleanFlag.default(false),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** log2 of scrypt's N for new password hashes (docs/decisions/206). */
  passwordHashCost: number;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  shopPhone: string;
  removeBg: { apiKey: string | undefined; url: string };
  sessionSecret: string;
  seedDemo: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (docs/decisions/051). */
  trustProxy: false | number | string[];
  /** Login (and, separately, sign-up) attempts per client address per 15 minutes, successes included. */
  authAttemptsPerAddress: number;
  /** New orders one account may place per hour (docs/decisions/153). */
  ordersPerHour: number;
  /** New orders one client address may place per hour, guests and accounts together. */
  ordersPerAddressPerHour: number;
  heroVideoUrl: string;
  logLevel: string;
  /** Unset: pretty lines in a terminal, JSON otherwise. */
  logFormat: 'pretty' | 'json' | undefined;
  /** Where the built client lives (dist/client). */
  clientDir: string;
  /** The bucket for images when S3_BUCKET is set; DATA_DIR/media otherwise. */
  s3: S3Settings | undefined;
  /** Where browsers fetch images from (a CDN or the bucket), when not from this app. */
  mediaPublicUrl: string | undefined;
  /** Opens /metrics to callers that send it as a bearer token. */
  metricsToken: string | undefined;
  /** No proxy in front: /metrics answers requests from the machine itself without the token. */
  isMetricsOpenOnLoopback: boolean;
}

export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `false`, a hop count (`1` for one proxy in front), or a comma-separated list of the
 * proxies' addresses, CIDR ranges or the names loopback / linklocal / uniquelocal. `true` would
 * trust any X-Forwarded-For a client writes, so it is refused.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0' || text === 'no') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const isAddress = (entry: string) =>
    PROXY_NAMES.has(entry) || (/^[0-9a-f.:]+(\/\d{1,3})?$/.test(entry) && /[.:]/.test(entry));
  if (entries.length > 0 && entries.every(isAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      text === 'true' || text === 'yes' || text === '1'
        ? 'must name the proxy, not true: its address (e.g. loopback for Caddy or nginx on the same machine) or a hop count (e.g. 1)'
        : "must be false, a hop count (e.g. 1) or the proxies' addresses (e.g. loopback or 10.0.0.2,10.0.0.3)",
  });
  return z.NEVER;
}

/** The settings as given, checked, without touching the disk (the admin command opens nothing new). */
export type Settings = Omit<AppConfig, 'sessionSecret'> & { sessionSecret: string | undefined };

/** Reads the settings; a bad value throws one line naming the variable. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      `Invalid configuration: ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'} must be set together with ${e.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'}`,
    );
  }
  if (e.METRICS_OPEN_ON_LOOPBACK && e.TRUST_PROXY) {
    // Behind a proxy on this machine every visitor arrives from loopback (docs/decisions/154).
    throw new ConfigError(
      'Invalid configuration: METRICS_OPEN_ON_LOOPBACK must not be true with TRUST_PROXY set: a proxy is in front, so set METRICS_TOKEN instead',
    );
  }
  if (e.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration: PASSWORD_HASH_COST must be at least ${DEFAULT_PASSWORD_HASH_COST} (a lower cost makes stolen password hashes cheap to crack; only tests lower it)`,
    );
  }
  const s3 = readS3Settings(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    shopPhone: e.SHOP_PHONE,
    removeBg: { apiKey: e.REMOVE_BG_API_KEY, url: e.REMOVE_BG_URL },
    sessionSecret: e.SESSION_SECRET,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY ?? false,
    authAttemptsPerAddress: e.AUTH_ATTEMPTS_PER_ADDRESS,
    ordersPerHour: e.ORDERS_PER_HOUR,
    ordersPerAddressPerHour: e.ORDERS_PER_ADDRESS_PER_HOUR,
    passwordHashCost: e.PASSWORD_HASH_COST,
    heroVideoUrl: e.HERO_VIDEO_URL ?? '/hero.mp4',
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    clientDir: e.CLIENT_DIR
      ? path.resolve(e.CLIENT_DIR)
      : path.resolve(import.meta.dirname, '../../dist/client'),
    s3,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    metricsToken: e.METRICS_TOKEN,
    isMetricsOpenOnLoopback: e.METRICS_OPEN_ON_LOOPBACK,
  };
}

/** S3_BUCKET switches images to the bucket; the other S3_ settings make no sense without it. */
function readS3Settings(e: z.infer<typeof EnvSchema>): S3Settings | undefined {
  const fail = (message: string) => {
    throw new ConfigError(`Invalid configuration: ${message}`);
  };
  if (!e.S3_BUCKET) {
    const stray = (
      [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_CONNECT_TIMEOUT_MS',
        'S3_REQUEST_TIMEOUT_MS',
      ] as const
    ).find((k) => e[k] !== undefined);
    if (stray) fail(`${stray} is set but S3_BUCKET is not`);
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    fail(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} must be set together with ${e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`,
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    connectTimeoutMs: e.S3_CONNECT_TIMEOUT_MS ?? S3_DEFAULT_LIMITS.connectTimeoutMs,
    requestTimeoutMs: e.S3_REQUEST_TIMEOUT_MS ?? S3_DEFAULT_LIMITS.requestTimeoutMs,
  };
}

/**
 * The configuration the shop runs with: the settings, a DATA_DIR that is known to be writable
 * (made when missing) and the session secret. A bad value or an unusable DATA_DIR throws one line.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settings = readSettings(env);
  try {
    prepareDataDir(settings.dataDir);
    return { ...settings, sessionSecret: settings.sessionSecret ?? readOrCreateSecret(settings.dataDir) };
  } catch (error) {
    const line = describeDataDirError(error, settings.dataDir);
    if (line) throw new ConfigError(line);
    throw error;
  }
}

/** Makes DATA_DIR when missing and proves it takes writes (root ignores permission bits, not a read-only disk). */
function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  writeFileSync(probe, '');
  rmSync(probe, { force: true });
}

/** The secret an earlier start generated and kept in DATA_DIR, if there is one. */
export function readStoredSecret(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) return undefined;
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= 32 ? secret : undefined;
}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const stored = readStoredSecret(dataDir);
  if (stored) return stored;
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path.join(dataDir, 'session-secret'), secret, { mode: 0o600 });
  return secret;
}
