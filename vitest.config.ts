import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/setup/long-files-first.ts';

const alias = {
  '#shared': path.resolve(import.meta.dirname, 'src/shared'),
  '#server': path.resolve(import.meta.dirname, 'src/server'),
  '#client': path.resolve(import.meta.dirname, 'src/client'),
  '#tests': path.resolve(import.meta.dirname, 'tests'),
};

/** API tests (*.api.test.ts) run twice: on SQLite and on PostgreSQL. */
const apiProject = (database: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api:${database}`,
    include: ['src/**/*.api.test.ts', 'tests/**/*.api.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE: database },
    globalSetup: ['tests/setup/api-global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Half again as many files as cores: each API test file has its own database and data folder,
    // and the spawned shops take free ports. A file waits at times (on a child shop, PostgreSQL, a
    // timer): two files at a time kept 1.6 of 2 cores busy, three 1.9, and the run took a sixth less
    // time; four gained nothing more (docs/decisions/215).
    maxWorkers: '150%',
    // A worker runs file after file and keeps the modules it has read (the server, sharp, the
    // database drivers): each file still builds its own app, database and data folder. Reading the
    // server afresh for every file cost about a quarter of the run.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      apiProject('sqlite'),
      apiProject('postgres'),
    ],
  },
});
