import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@lib': fileURLToPath(new URL('./src/lib', import.meta.url)),
  '@admin': fileURLToPath(new URL('./admin/src', import.meta.url)),
  '@functions': fileURLToPath(new URL('./supabase/functions', import.meta.url)),
};
const integration = {
  include: ['tests/integration/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

const browser = {
  testTimeout: 60_000,
  hookTimeout: 300_000,
  expect: { poll: { timeout: 15_000 } },
  // One browser at a time: the files change shared settings (maintenance, visibility, chat).
  pool: 'forks',
  poolOptions: { forks: { singleFork: true } },
} as const;
/** The browser paths whose database work differs between engines, run once more on PostgreSQL. */
const BROWSER_TESTS_ON_POSTGRES = [
  'tests/e2e/admin-publish.test.ts',
  'tests/e2e/forms.test.ts',
  'tests/e2e/book-discovery.test.ts',
  'tests/e2e/forms-careers.test.ts',
  'tests/e2e/newsletter.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'pglite', ...integration, globalSetup: ['tests/support/global-pglite.ts'] },
      },
      {
        extends: true,
        test: { name: 'postgres', ...integration, globalSetup: ['tests/support/global-postgres.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-e2e.ts'],
          ...browser,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-postgres',
          include: BROWSER_TESTS_ON_POSTGRES,
          globalSetup: ['tests/support/global-e2e-postgres.ts'],
          ...browser,
          // After every other project, so its browser and builds never compete with the e2e project's.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
