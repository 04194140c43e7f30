import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';

/**
 * The deployment files in deploy/ are checked by the programs that will read them: systemd's own
 * verifier and Caddy's. Each check runs when the program is installed and is skipped, with the
 * reason printed, when it is not.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DEPLOY = path.join(ROOT, 'deploy');
const work = mkdtempSync(path.join(tmpdir(), 'shop-deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function programPath(name: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

const systemdAnalyze = programPath('systemd-analyze');
const caddy = programPath('caddy');
if (!systemdAnalyze)
  console.info(
    'Skipping the systemd unit checks: systemd-analyze is not installed (apt-get install systemd)',
  );
if (!caddy) console.info('Skipping the Caddyfile check: caddy is not installed (apt-get install caddy)');

/**
 * A unit as installed here: /opt/saadiyat-shop becomes this checkout (so systemd finds the Node
 * binary it would run) and the environment file a temporary one.
 */
function installed(file: string, as = file): string {
  const envFile = path.join(work, 'shop.env');
  writeFileSync(envFile, readFileSync(path.join(DEPLOY, 'shop.env.example')));
  const text = readFileSync(path.join(DEPLOY, file), 'utf8')
    .replaceAll('/opt/saadiyat-shop', ROOT)
    .replaceAll('/etc/saadiyat-shop/shop.env', envFile);
  const target = path.join(work, as);
  writeFileSync(target, text);
  return target;
}

function verify(...units: string[]) {
  const result = spawnSync(systemdAnalyze ?? 'systemd-analyze', ['verify', ...units], { encoding: 'utf8' });
  // Warnings about our own files (a setting systemd ignores) fail the check as errors do.
  const ours = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => units.some((unit) => line.includes(path.basename(unit))));
  return { status: result.status, ours };
}

test.runIf(systemdAnalyze)(
  'the app unit passes systemd-analyze verify, with Restart=, a dedicated user and DATA_DIR under /var/lib',
  () => {
    const unit = installed('saadiyat-shop@.service', 'saadiyat-shop@3001.service');
    expect(existsSync(path.join(ROOT, 'node_modules/.bin/node'))).toBe(true);
    expect(verify(unit)).toEqual({ status: 0, ours: [] });
    const text = readFileSync(unit, 'utf8');
    expect(text).toMatch(/^Restart=on-failure$/m);
    expect(text).toMatch(/^User=saadiyat$/m);
    expect(text).toMatch(/DATA_DIR=\/var\/lib\/saadiyat-shop/);
    expect(text).toMatch(/^StateDirectory=saadiyat-shop$/m);
  },
);

test.runIf(systemdAnalyze)('the backup timer and its service pass systemd-analyze verify', () => {
  const service = installed('saadiyat-shop-backup.service');
  const timer = installed('saadiyat-shop-backup.timer');
  expect(verify(timer, service)).toEqual({ status: 0, ours: [] });
  expect(readFileSync(service, 'utf8')).toContain('scripts/backup.ts /var/backups/saadiyat-shop --keep 14');
});

test.runIf(systemdAnalyze)('a broken unit is caught (the check can fail)', () => {
  const broken = path.join(work, 'broken.service');
  writeFileSync(
    broken,
    readFileSync(installed('saadiyat-shop@.service', 'x@1.service'), 'utf8').replace(
      'Restart=on-failure',
      'Restart=sometimes',
    ),
  );
  expect(verify(broken).ours.join('\n')).toContain('sometimes');
});

test.runIf(caddy)('the Caddyfile passes caddy validate, proxying to two processes with health checks', () => {
  const result = spawnSync(
    caddy ?? 'caddy',
    ['validate', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        HOME: work,
        XDG_DATA_HOME: work,
        XDG_CONFIG_HOME: work,
        SHOP_DOMAIN: 'shop.example.com',
      },
    },
  );
  expect(result.status, result.stderr).toBe(0);
  expect(`${result.stdout}${result.stderr}`).toContain('Valid configuration');
  const text = readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8');
  expect(text).toContain('reverse_proxy 127.0.0.1:3001 127.0.0.1:3002');
  expect(text).toContain('health_uri /api/ready');
});

test.runIf(caddy)(
  'Caddy sends the build files from the disk, each build kept there, and keeps /metrics in',
  async () => {
    // The Caddyfile as it is, on plain HTTP at a free port, with the shop in a folder of our own
    // and its log in the work folder (/var/log/caddy is Caddy's user's to write).
    const shop = path.join(work, 'shop');
    const assets = path.join(shop, 'dist/client/assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, 'index-OLD.js'), 'export const build = "old";');
    writeFileSync(path.join(assets, 'index-NEW.js'), 'export const build = "new";');
    writeFileSync(path.join(assets, 'index-NEW.js.br'), brotliCompressSync('export const build = "new";'));
    const caddyfile = path.join(work, 'Caddyfile');
    writeFileSync(
      caddyfile,
      readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8').replace('/var/log/caddy/', `${work}/`),
    );
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const run = spawn(caddy ?? 'caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: {
        ...process.env,
        HOME: work,
        XDG_DATA_HOME: work,
        XDG_CONFIG_HOME: work,
        SHOP_DOMAIN: origin,
        SHOP_DIR: shop,
      },
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`${origin}/assets/index-OLD.js`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 15_000 },
        )
        .toBe(200);
      const old = await fetch(`${origin}/assets/index-OLD.js`);
      expect(await old.text()).toContain('"old"');
      expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const compressed = await fetch(`${origin}/assets/index-NEW.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(await compressed.text()).toContain('"new"');
      expect((await fetch(`${origin}/assets/index-GONE.js`)).status).toBe(404);
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    } finally {
      run.kill('SIGTERM');
    }
  },
  30_000,
);

test('the example settings file is accepted by the shop: two processes on PostgreSQL and one bucket behind Caddy', () => {
  const env = Object.fromEntries(
    readFileSync(path.join(DEPLOY, 'shop.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const config = loadConfig({ ...env, DATA_DIR: work, PORT: '3001' });
  expect(config.publicUrl).toBe('https://shop.example.com');
  expect(config.trustProxy).not.toBe(false);
  expect(config.databaseUrl).toMatch(/^postgres:/);
  expect(config.s3?.bucket).toBe('saadiyat-media');
});
