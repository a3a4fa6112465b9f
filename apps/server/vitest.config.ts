import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server (pglite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'pglite' },
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
