import type { TestProject } from 'vitest/node';
import './provided.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from './test-stack.ts';

/** Integration tests on real PostgreSQL 15: a throwaway cluster, and one stack serving the REST fixture project. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const databaseUrl = await cluster.createDatabase('rest_fixture');
    const stack = await startTestStack({ supabaseDir: REST_FIXTURE_PROJECT, databaseUrl });
    project.provide('dbKind', 'postgres');
    project.provide('restUrl', stack.url);
    project.provide('anonKey', stack.keys.anonKey);
    project.provide('serviceRoleKey', stack.keys.serviceRoleKey);
    project.provide('jwtSecret', stack.config.jwtSecret);
    project.provide('postgresAdminUrl', cluster.url());
    return async () => {
      await stack.stop();
      await cluster.stop();
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
