import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/support/chromium.ts';
import { E2E_RUN_SUFFIX, MAIL_SINK_PORT } from './e2e/support/mailbox.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A run on another port keeps its own database, build and results, so two suites can run at once.
// Absolute paths: the server resolves relative ones against the folder npm was started in.
const DATA_DIR = path.resolve(import.meta.dirname, `.e2e-data${E2E_RUN_SUFFIX}`);
const DIST_DIR = path.resolve(import.meta.dirname, E2E_RUN_SUFFIX ? `.e2e-dist${E2E_RUN_SUFFIX}` : 'dist');
// The server's build, as `npm start` makes and runs it (decision 142), in apps/server.
const SERVER_DIST = E2E_RUN_SUFFIX ? `.e2e-dist${E2E_RUN_SUFFIX}` : 'dist';

/**
 * Browser journeys against the real app: the production build served by the real server
 * on a fresh embedded database with the demo data, driven in Debian's Chromium. Mail goes
 * to the test SMTP sink, and emailed links come back to this server (APP_ORIGIN).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results${E2E_RUN_SUFFIX}`,
  // A real SMTP server for the confirmation and reset mail (see SMTP_URL below).
  globalSetup: './e2e/support/mail-sink.ts',
  // A first render of a screen can take over 5 s, and a journey over 30 s, while the unit suite
  // runs beside the browser on 2 cores (decision 150's addendum); what a journey promises within
  // a time it states itself.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    // The app's service worker (decision 127) would answer requests that journeys route or
    // abort on purpose; only the offline kiosk journey lets it run (test.use there).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH_OPTIONS,
      },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && vite build --logLevel warn --outDir ${DIST_DIR} && cd ../server && tsx build.ts ${SERVER_DIST} && DATA_DIR=${DATA_DIR} WEB_DIST_DIR=${DIST_DIR} PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn SMTP_URL=smtp://127.0.0.1:${MAIL_SINK_PORT} APP_ORIGIN=http://127.0.0.1:${PORT} node ${SERVER_DIST}/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
