import type { TestProject } from 'vitest/node';
import { setupBrowserTests } from './global-e2e.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

/**
 * The browser tests of the paths whose database work differs between engines (publishing, the
 * public forms) once more, with the product stack on a throwaway PostgreSQL 15 cluster.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const teardown = await setupBrowserTests(project, {
      databaseUrl: await cluster.createDatabase('product'),
      postgresAdminUrl: cluster.url(),
    });
    return async () => {
      await teardown();
      await cluster.stop();
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
