import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser journeys against the real app: the production build served by the real server
 * on a fresh embedded database with the demo data, driven in Debian's Chromium. Mail goes
 * to the test SMTP sink, and emailed links come back to this server (APP_ORIGIN).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // A real SMTP server for the confirmation and reset mail (see SMTP_URL below).
  globalSetup: './e2e/support/mail-sink.ts',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf .e2e-data && vite build --logLevel warn && cd ../server && DATA_DIR=../web/.e2e-data PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn SMTP_URL=smtp://127.0.0.1:2526 APP_ORIGIN=http://127.0.0.1:${PORT} node --import tsx src/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
