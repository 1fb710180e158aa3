import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@lib': fileURLToPath(new URL('./src/lib', import.meta.url)) };
const integration = {
  include: ['tests/integration/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

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
    ],
  },
});
