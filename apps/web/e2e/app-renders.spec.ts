import { expect, test } from '@playwright/test';

test('the app opens on the sign-in screen and lists the demo centers for sign-up', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stationboard' })).toBeVisible();
  await expect(page.getByText('@stationboard.local', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const select = page.getByLabel('Fulfillment Center');
  await expect(select.getByRole('option', { name: 'Spokane Fulfillment Center (GEG1)' })).toBeAttached();
  await expect(select.getByRole('option', { name: 'Portland Sortation Center (PDX2)' })).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('sign-up.png'), fullPage: true });
});

test('a client-side route survives a reload', async ({ page }) => {
  const res = await page.goto('/q/3?tab=line2');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Stationboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
