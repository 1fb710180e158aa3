import type { TestProject } from 'vitest/node';
import './provided.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from './test-stack.ts';

/** Integration tests on embedded PGlite: one stack serving the REST fixture project. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startTestStack({ supabaseDir: REST_FIXTURE_PROJECT });
  project.provide('dbKind', 'pglite');
  project.provide('restUrl', stack.url);
  project.provide('anonKey', stack.keys.anonKey);
  project.provide('serviceRoleKey', stack.keys.serviceRoleKey);
  project.provide('jwtSecret', stack.config.jwtSecret);
  project.provide('postgresAdminUrl', undefined);
  return () => stack.stop();
}
