import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
