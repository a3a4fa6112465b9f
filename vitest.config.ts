import { defineConfig } from 'vitest/config';

/**
 * One run covers every unit and API test. The server suite runs on embedded PGlite, and a
 * second time on PostgreSQL when TEST_DATABASE_URL names a server (CI sets it).
 *
 * Two files at a time (decision 145): Vitest's default on a 2-core machine is one, which left
 * a core idle once the browser suite beside it had finished, and most of a server test's time
 * is waiting on its database, not computing.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
    ],
  },
});
