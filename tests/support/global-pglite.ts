import type { TestProject } from 'vitest/node';
import './provided.ts';
import { PRODUCT_FUNCTIONS_ENV } from './product-functions-env.ts';
import { PRODUCT_PROJECT, REST_FIXTURE_PROJECT, startTestStack } from './test-stack.ts';

/** Integration tests on embedded PGlite: a stack serving the REST fixture project, and one serving the product. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [stack, product] = await Promise.all([
    startTestStack({ supabaseDir: REST_FIXTURE_PROJECT }),
    startTestStack({ supabaseDir: PRODUCT_PROJECT, env: PRODUCT_FUNCTIONS_ENV }),
  ]);
  project.provide('dbKind', 'pglite');
  project.provide('restUrl', stack.url);
  project.provide('productUrl', product.url);
  project.provide('anonKey', stack.keys.anonKey);
  project.provide('serviceRoleKey', stack.keys.serviceRoleKey);
  project.provide('jwtSecret', stack.config.jwtSecret);
  project.provide('postgresAdminUrl', undefined);
  return async () => {
    await Promise.all([stack.stop(), product.stop()]);
  };
}
