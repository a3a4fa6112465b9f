import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run covers every unit and API test. The server suite runs on embedded PGlite, and a
 * second time on PostgreSQL when TEST_DATABASE_URL names a server.
 * A file per core at a time (decision 158): `npm test` runs this suite alone, before the browser
 * suite, so it may take the whole machine (on 2 cores: 772 s against 1001 s at one at a time).
 */
export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism(),
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
    ],
  },
});
