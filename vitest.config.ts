import { defineConfig } from 'vitest/config';

/**
 * One run covers every unit and API test. The server suite runs on embedded PGlite, and a
 * second time on PostgreSQL when TEST_DATABASE_URL names a server (CI sets it).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
    ],
  },
});
