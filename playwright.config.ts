import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_PATH,
  CHROMIUM_UI_FEATURES_OFF,
  FULL_BROWSER_TAG,
  HEADLESS_SHELL_PATH,
} from './tests/e2e/chromium-flags.ts';

/**
 * Browser journeys against the real server (built client, SQLite in a temp DATA_DIR, demo
 * catalogue) in Debian's Chromium: no browser download. tests/e2e/global-setup.ts prepares the
 * data folder; each worker runs its own shop on a copy of it (tests/e2e/shop-server.ts), which the
 * `baseURL` fixture points at, so the files run on both cores without sharing a database.
 */
/**
 * Debian's headless shell: the same Blink and V8 as `chromium`, without the browser's own windows
 * and pages. The journeys run in it at about a third less CPU (docs/decisions/217); the few that
 * need what only the whole browser has (a service worker's notifications) are tagged
 * `@full-browser` and run in `chromium`. Where the shell is not installed, every journey runs in
 * `chromium`.
 */
const SHELL = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Two workers share the two cores: a journey takes up to half as long again as it does alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  globalSetup: './tests/e2e/global-setup.ts',
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    { name: 'chromium', grepInvert: FULL_BROWSER_TAG, use: browser(SHELL) },
    { name: 'chromium-full', grep: FULL_BROWSER_TAG, use: browser(CHROMIUM_PATH) },
  ],
});

function browser(executablePath: string) {
  return {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Headless Chromium draws its address bar's suggestion popup (a web page of its own) in
        // every new tab, beside the shop's page: about a quarter of each journey's CPU on two cores.
        // (The headless shell has no address bar; the switch changes nothing there.)
        `--disable-features=${CHROMIUM_UI_FEATURES_OFF}`,
      ],
    },
  };
}
