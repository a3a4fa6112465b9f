import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { signInThroughForm, waitForSignInScreen } from './support/screens.ts';

/**
 * The server runs in development with APP_ORIGIN at 127.0.0.1; someone who types localhost
 * instead still signs in, and the live updates connect too (decision 102).
 */
test('a browser opened on localhost instead of 127.0.0.1 signs in and goes live', async ({ page, baseURL }, testInfo) => {
  const other = new URL(baseURL!);
  expect(other.hostname).toBe('127.0.0.1');
  other.hostname = 'localhost';

  await page.goto(other.href);
  await waitForSignInScreen(page);
  await signInThroughForm(page, 'demo-manager', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(other.origin);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('signed-in-on-localhost.png') });
});

test('a browser opened at an address the server does not serve is told where to open it', async ({ page, baseURL }, testInfo) => {
  // Another name for the same server, as a proxy or a hosts-file entry would give it.
  const served = new URL(baseURL!);
  const stranger = new URL(baseURL!);
  stranger.hostname = 'stationboard.test';
  await page.route(`${stranger.origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.host = served.host;
    await route.fulfill({ response: await route.fetch({ url: url.href }) });
  });

  await page.goto(stranger.href);
  await waitForSignInScreen(page);
  await signInThroughForm(page, 'demo-manager', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    `This page was opened at ${stranger.origin}, but Stationboard is served at ${served.origin} (APP_ORIGIN). Open it there, or set APP_ORIGIN.`,
  );
  await page.screenshot({ path: testInfo.outputPath('opened-at-another-address.png') });
});
