import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server (pglite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // A worker's files share their modules (the app's import took about 2 s a file) and its pool of
    // emptied test databases (decision 173): no file relies on a module-level state of its own.
    isolate: false,
    env: { TEST_DB: 'pglite' },
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
