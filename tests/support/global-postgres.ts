import type { TestProject } from 'vitest/node';
import './provided.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { PRODUCT_FUNCTIONS_ENV } from './product-functions-env.ts';
import { PRODUCT_PROJECT, REST_FIXTURE_PROJECT, startTestStack } from './test-stack.ts';

/** Integration tests on real PostgreSQL 15: a throwaway cluster, a stack on the REST fixture project and one on the product. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const [stack, product] = await Promise.all([
      startTestStack({
        supabaseDir: REST_FIXTURE_PROJECT,
        databaseUrl: await cluster.createDatabase('rest_fixture'),
      }),
      startTestStack({
        supabaseDir: PRODUCT_PROJECT,
        databaseUrl: await cluster.createDatabase('product'),
        env: PRODUCT_FUNCTIONS_ENV,
      }),
    ]);
    project.provide('dbKind', 'postgres');
    project.provide('restUrl', stack.url);
    project.provide('productUrl', product.url);
    project.provide('anonKey', stack.keys.anonKey);
    project.provide('serviceRoleKey', stack.keys.serviceRoleKey);
    project.provide('jwtSecret', stack.config.jwtSecret);
    project.provide('postgresAdminUrl', cluster.url());
    return async () => {
      await Promise.all([stack.stop(), product.stop()]);
      await cluster.stop();
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
