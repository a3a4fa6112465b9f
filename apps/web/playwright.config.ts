import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_CHROMIUM_LAUNCH_OPTIONS } from './e2e/support/chromium.ts';
import { E2E_RUN_SUFFIX, MAIL_SINK_PORT } from './e2e/support/mailbox.ts';
import { ssoProviderPort, ssoServerEnv } from './e2e/support/single-sign-on.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Journeys run on this many workers, each against a server of its own on a database of its own
 * (ports PORT, PORT + 1, …): no two journeys ever share the demo data's state, as with one
 * worker. Each worker runs a file at a time, its journeys in order. One per core, at most four:
 * a journey mostly waits for a render or a reply, so one worker kept 1.06 of 2 cores busy, and
 * two (with no trace) finished the suite in 0.56 of the time, each journey no slower at the
 * median (decision 175).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(4, os.availableParallelism()));
/** In a worker process, which server is its own (the config is loaded again in each worker). */
const OWN_SERVER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// A run on another port keeps its own databases, build and results, so two suites can run at once.
// Absolute paths: the server resolves relative ones against the folder npm was started in.
const DATA_DIR = path.resolve(import.meta.dirname, `.e2e-data${E2E_RUN_SUFFIX}`);
const DIST_DIR = path.resolve(import.meta.dirname, E2E_RUN_SUFFIX ? `.e2e-dist${E2E_RUN_SUFFIX}` : 'dist');
// The server's build, as `npm start` makes and runs it (decision 142), in apps/server.
const SERVER_DIST = E2E_RUN_SUFFIX ? `.e2e-dist${E2E_RUN_SUFFIX}` : 'dist';

/** The single sign-on journey's OpenID Connect provider (decision 168), started before the servers that discover it. */
const SSO_PORT = ssoProviderPort(PORT);
const serverOrigin = (i: number) => `http://127.0.0.1:${PORT + i}`;

/** Server `i` of the run, started from apps/server on a fresh database of its own. */
function startServer(i: number): string {
  const port = PORT + i;
  return `rm -rf ${DATA_DIR}/${i} && DATA_DIR=${DATA_DIR}/${i} WEB_DIST_DIR=${DIST_DIR} PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn SMTP_URL=smtp://127.0.0.1:${MAIL_SINK_PORT} APP_ORIGIN=${serverOrigin(i)} ${ssoServerEnv(SSO_PORT)} node ${SERVER_DIST}/server.js`;
}

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
  // A first render of a screen can take over 5 s, and a journey over 30 s, while another worker
  // and CI's Node 26 step run beside it on 2 cores (decisions 150, 175, 176); what a journey
  // promises within a time it states itself.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: WORKERS,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT + OWN_SERVER}`,
    screenshot: 'on',
    // No trace: recording one (each action with the page's DOM before and after it) cost 0.11 of
    // the journeys' processor time, for every journey, failed or not (decision 175). To see why a
    // journey fails, run it again with `--trace retain-on-failure`.
    trace: 'off',
    // The app's service worker (decision 127) would answer requests that journeys route or
    // abort on purpose; only the offline kiosk journey lets it run (test.use there).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: JOURNEY_CHROMIUM_LAUNCH_OPTIONS,
      },
    },
  ],
  // Playwright starts these one after another, each once the one before answers: the OpenID
  // Connect provider, then the first server, which builds web and server (once per run), then
  // the others from that build.
  webServer: [
    {
      command: `tsx e2e/support/oidc-provider-server.ts ${SSO_PORT} ${Array.from({ length: WORKERS }, (_, i) => serverOrigin(i)).join(' ')}`,
      url: `http://127.0.0.1:${SSO_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    ...Array.from({ length: WORKERS }, (_, i) => ({
      command:
        i === 0
          ? `rm -rf ${DATA_DIR} && vite build --logLevel warn --outDir ${DIST_DIR} && cd ../server && tsx build.ts ${SERVER_DIST} && ${startServer(0)}`
          : `cd ../server && ${startServer(i)}`,
      url: `${serverOrigin(i)}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
