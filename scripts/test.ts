import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statfsSync,
} from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '#tests/e2e/chromium-flags.ts';
import { findPostgresBinDir } from '#tests/setup/postgres-cluster.ts';
import { buildClient, ROOT, run } from './lib.ts';

/**
 * npm test: every check, in order: types, lint, the client build, unit and API tests (SQLite and
 * PostgreSQL), and the browser journeys. Ends with one line `N passed, N failed` counting all.
 */
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const reportDir = path.join(ROOT, '.tmp/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function check(name: string, passed: boolean): void {
  if (passed) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
}

function section(title: string): void {
  console.info(`\n━━ ${title} ━━`);
}

function canInstall(): boolean {
  return process.getuid?.() === 0 && process.env.NO_APT_INSTALL !== 'true';
}

function aptInstall(packages: string[]): void {
  console.info(`Installing ${packages.join(', ')} with apt...`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const scratch = scratchInMemory();
const journeyData = prepareJourneyData();

section('Node');
const isNode24 = process.version.startsWith('v24.');
console.info(`node ${process.version}`);
check('Node 24 runs the npm scripts', isNode24);

section('Types (tsc --noEmit)');
check('typecheck', run('tsc', ['--noEmit', '-p', '.']) === 0);

section('Lint and format (biome check)');
check('lint', run('biome', ['check', '.']) === 0);

section('Client build');
const built = buildClient() === 0;
check('client build', built);

section('Unit and API tests (SQLite and PostgreSQL)');
if (!findPostgresBinDir() && canInstall()) aptInstall(['postgresql']);
// Link previews draw Arabic names and emoji: the API tests check they are drawn, not boxes.
const missingFonts = missingPreviewFonts();
if (missingFonts.length > 0 && canInstall()) aptInstall(missingFonts);
const vitestReport = path.join(reportDir, 'vitest.json');
run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
    testResults: {
      status: string;
      name: string;
      message?: string;
      assertionResults: { status: string; fullName: string }[];
    }[];
  };
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load or a global setup that fails counts as a failure too.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.message);
  if (!report.success && report.numFailedTests === 0)
    check('vitest run (setup or a file failed to load)', false);
  for (const file of brokenFiles) failures.push(path.relative(ROOT, file.name));
  // Name each failed test, so that the last lines of a long run say what to look at.
  for (const file of report.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed') failures.push(`${path.relative(ROOT, file.name)} › ${test.fullName}`);
} else check('vitest run (no report)', false);

section('Browser journeys (Playwright, Chromium)');
const chromium = CHROMIUM_PATH;
// Most journeys run in the headless shell, the rest in chromium (playwright.config.ts).
const missingBrowsers = [
  ...(existsSync(chromium) ? [] : ['chromium']),
  ...(existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']),
];
if (missingBrowsers.length > 0 && canInstall()) aptInstall(missingBrowsers);
if (!built) check('browser tests (skipped: the client did not build)', false);
else if (!existsSync(chromium))
  check(`browser tests (no Chromium at ${chromium}: apt-get install -y chromium)`, false);
else {
  const playwrightReport = path.join(reportDir, 'playwright.json');
  const dataDir = await journeyData.ready();
  run('playwright', ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    ...(dataDir ? { E2E_PREPARED_DATA_DIR: dataDir } : {}),
  });
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as PlaywrightReport;
    tally.passed += report.stats.expected;
    tally.failed += report.stats.unexpected + report.stats.flaky;
    tally.skipped += report.stats.skipped;
    if (report.errors.length > 0) check('playwright (global setup or a file failed)', false);
    failures.push(...failedJourneys(report.suites));
  } else check('playwright run (no report)', false);
}

await journeyData.remove();
scratch.remove();

section('Summary');
if (failures.length > 0) console.info(`Failed: ${failures.join(', ')}`);
console.info(
  `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`,
);
process.exit(tally.failed > 0 ? 1 : 0);

interface PlaywrightSuite {
  title: string;
  specs: { title: string; file: string; line: number; ok: boolean }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
  suites: PlaywrightSuite[];
}

/** The journeys that failed, as `file:line › title`. */
function failedJourneys(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs.filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedJourneys(suite.suites ?? []),
  ]);
}

/**
 * The tests' temporary folders (data folders, SQLite files, the PostgreSQL cluster, stored pictures)
 * go to memory when the machine has a writable /dev/shm with room: the shop still asks for every
 * commit to reach the disk (SQLite's synchronous=FULL), and a folder in memory answers at once
 * instead of waiting for the disk, which only a power cut could tell apart (docs/decisions/218).
 * A TMPDIR given by the caller is kept.
 */
function scratchInMemory(): { remove(): void } {
  const memory = '/dev/shm';
  const none = { remove() {} };
  if (process.env.TMPDIR) return none;
  try {
    accessSync(memory, constants.W_OK);
    const { bavail, bsize } = statfsSync(memory);
    if (bavail * bsize < 4 * 1024 ** 3) return none;
  } catch {
    return none;
  }
  const dir = mkdtempSync(path.join(memory, 'shop-tests-'));
  // As readable as the system's own temporary folder: run as root, the PostgreSQL cluster is started
  // as the `postgres` user, who must reach its folder inside.
  chmodSync(dir, 0o755);
  process.env.TMPDIR = dir;
  console.info(`Temporary folders in memory: ${dir}`);
  return { remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The Debian font packages the link-preview text needs that fontconfig does not list yet. */
function missingPreviewFonts(): string[] {
  const listed = spawnSync('fc-list', [], { encoding: 'utf8' }).stdout ?? '';
  return [
    ...(/Noto (Naskh|Sans) Arabic/.test(listed) ? [] : ['fonts-noto-core']),
    ...(listed.includes('Noto Color Emoji') ? [] : ['fonts-noto-color-emoji']),
  ];
}

/**
 * The journeys' data folder (tests/e2e/prepare-data.ts: the demo catalogue and its pictures, a
 * minute of one core's work), prepared in the background from the start, at a lower priority: the
 * type check and the build leave a core free, and the journeys find it ready. It needs no built
 * client. When it fails, Playwright's global setup prepares the folder itself.
 */
function prepareJourneyData(): { ready(): Promise<string | null>; remove(): Promise<void> } {
  const log = path.join(reportDir, 'journey-data.log');
  const output = openSync(log, 'w');
  const child = spawn(process.execPath, ['tests/e2e/prepare-data.ts'], {
    cwd: ROOT,
    stdio: ['ignore', output, output],
    env: { ...process.env, CLIENT_DIR: path.join(reportDir, 'no-client') },
  });
  // Before the child starts its shop, which inherits the priority.
  if (child.pid !== undefined) setPriority(child.pid, 10);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  }).finally(() => closeSync(output));
  const prepared = exited.then((code) => {
    const last = readFileSync(log, 'utf8').trim().split('\n').at(-1) ?? '';
    return code === 0 && last.startsWith('/') && existsSync(last) ? last : null;
  });
  return {
    async ready() {
      const dataDir = await prepared;
      if (!dataDir) console.info(`The journeys' data folder was not prepared beforehand (${log}).`);
      return dataDir;
    },
    // Waited for even when the journeys did not run: stopping it halfway would leave its shop running.
    async remove() {
      const dataDir = await prepared;
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
