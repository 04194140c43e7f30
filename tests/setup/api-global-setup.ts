import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { sharedClientDir } from '#tests/helpers/built-client.ts';
import { migratePostgresTemplate, migrateSqliteTemplate } from './migrated-template.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'sqlite' | 'postgres';
    postgresUrl: string;
    /** Where this run's client is built once, for every file and both databases (built-client.ts). */
    builtClientDir: string;
    /** The migrated database test apps start from (migrated-template.ts): a file, or a database's name. */
    migratedTemplate: string;
  }
}

// Both projects' setups run in the one main process: they share one run id, so one build.
const run = globalThis as { testRunClient?: ReturnType<typeof sharedClientDir> };

/**
 * The API tests run once per database. For the PostgreSQL run this starts the cluster; it is
 * required: a missing server fails the run rather than skipping it.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
  project.provide('databaseKind', kind);
  run.testRunClient ??= sharedClientDir(randomUUID());
  const client = run.testRunClient;
  project.provide('builtClientDir', client.dir);
  if (kind === 'sqlite') {
    project.provide('postgresUrl', '');
    const template = await migrateSqliteTemplate();
    project.provide('migratedTemplate', template.source);
    return () => {
      template.remove();
      client.remove();
    };
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  project.provide('migratedTemplate', (await migratePostgresTemplate(cluster.url)).source);
  return async () => {
    await cluster.stop();
    client.remove();
  };
}
