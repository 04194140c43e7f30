import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'sqlite' | 'postgres';
    postgresUrl: string;
  }
}

/**
 * The API tests run once per database. For the PostgreSQL run this starts the cluster; it is
 * required: a missing server fails the run rather than skipping it.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
  project.provide('databaseKind', kind);
  if (kind === 'sqlite') {
    project.provide('postgresUrl', '');
    return undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
