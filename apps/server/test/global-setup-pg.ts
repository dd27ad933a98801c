import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/client.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { removeServerBuilds } from './server-builds.ts';

/**
 * A throwaway PostgreSQL 15 cluster for the integration run: one migrated template database; each
 * worker clones it into the few databases it keeps and resets between files
 * (test/database-pool.ts).
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster({ database: 'patili_template', maxConnections: 200 });
  const template = await openDatabase({ kind: 'postgres', url: cluster.urlOf('patili_template') });
  await template.migrate();
  await template.close();
  project.provide('databaseUrl', cluster.urlOf('postgres'));
  return () => {
    cluster.stop();
    removeServerBuilds({ endedRun: true });
  };
}
