import { expect, test } from '@playwright/test';

test('the app opens and shows the demo centers from the server', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stationboard' })).toBeVisible();
  const centers = page.getByRole('list', { name: 'Fulfillment centers' });
  await expect(centers).toContainText('Spokane Fulfillment Center (GEG1)');
  await expect(centers).toContainText('Portland Sortation Center (PDX2)');
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('a client-side route survives a reload', async ({ page }) => {
  const res = await page.goto('/q/3?tab=line2');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Stationboard' })).toBeVisible();
});
