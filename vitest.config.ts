import { defineConfig } from 'vitest/config';

/**
 * One run covers every unit and API test. The server suite runs on embedded PGlite, and a
 * second time on PostgreSQL when TEST_DATABASE_URL names a server (CI sets it).
 * Vitest's default of one file at a time on a 2-core machine stays (decision 145): beside the
 * browser suite, two at a time loaded the machine to 12 and the server's SIGTERM test missed
 * its 30 s.
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
