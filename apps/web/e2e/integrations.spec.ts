import { expect, test } from '@playwright/test';
import { adminOnGeg1, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoSideways, resizeWindow, waitForData } from './support/screens.ts';

/** Issue 30 (decisions 166, 167): an ADMIN makes a token for the WMS, the WMS reads the plan with it, the ADMIN revokes it; a webhook endpoint is added and removed. */
const adminToken = adminOnGeg1();

for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an ADMIN makes a token shown once, the WMS reads the plan with it, and revoking it stops it (${size.name})`, async ({ page, request }, testInfo) => {
    await resizeWindow(page, { width: size.width, height: size.height });
    await useSession(page, adminToken());
    await page.goto('/planner?tab=integrations');
    await expect(page.getByRole('tab', { name: 'Integrations', selected: true })).toBeVisible();
    await waitForData(page);
    const name = `WMS ${size.name} ${Date.now()}`;

    await test.step('the form makes a plan:read token and shows its secret once', async () => {
      await page.getByLabel('Token name').fill(name);
      await expect(page.getByRole('checkbox', { name: /^plan:read/ })).toBeChecked();
      await page.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByText('Copy this token now: it is not shown again.')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Active');
      await expectNoAxeViolations(page, testInfo, `integrations-created-${size.name}`);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`integrations-${size.name}.png`), fullPage: true });
    });

    const secret = (await page.getByLabel(name, { exact: true }).textContent())!.trim();
    expect(secret).toMatch(/^sbt_/);
    const asWms = { Authorization: `Bearer ${secret}` };
    expect((await request.get('/api/stations', { headers: asWms })).status()).toBe(200);
    expect((await request.get('/api/roles', { headers: asWms })).status()).toBe(403);

    await test.step('revoking asks first, then the token is refused', async () => {
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke token' });
      await expect(dialog).toContainText(`Every request with ${name} is refused from now on.`);
      await expectNoAxeViolations(page, testInfo, `integrations-revoke-${size.name}`);
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Revoked');
      // Where the screen is wide enough for it, the WMS's last use is shown on the center's clock.
      if (size.width >= 640) await expect(row).not.toContainText('Never');
      expect((await request.get('/api/stations', { headers: asWms })).status()).toBe(401);
    });

    await test.step('a webhook endpoint is added with its signing secret shown once, then removed', async () => {
      // A public address (a documentation range), and an event this run rarely sends: nothing reaches it.
      const url = `https://203.0.113.10/hooks/${size.name}-${Date.now()}`;
      await page.getByLabel('Endpoint URL').fill(url);
      await page.getByRole('checkbox', { name: /^assignment\.changed/ }).uncheck();
      await page.getByRole('checkbox', { name: /^station\.understaffed/ }).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByText('Copy this signing secret now: it is not shown again.')).toBeVisible();
      await expect(page.getByRole('status').locator('code', { hasText: /^whsec_/ })).toBeVisible();
      const endpoint = page.getByRole('article', { name: url });
      await expect(endpoint).toContainText('Nothing sent yet');
      await expectNoAxeViolations(page, testInfo, `integrations-webhook-${size.name}`);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`integrations-webhook-${size.name}.png`), fullPage: true });
      await endpoint.getByRole('button', { name: `Remove ${url}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove endpoint' });
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(endpoint).toBeHidden();
    });
  });
}
