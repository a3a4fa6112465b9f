/**
 * Issue 25 (decision 136): a quarter of more than 16 hours, or one overlapping another of the
 * center on the 24-hour clock, cannot be saved. The form says the first before it sends
 * anything; the server refuses the second and the form shows its words. Nothing is created.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminOnGeg1, bearer, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { resizeWindow } from './support/screens.ts';

const adminToken = adminOnGeg1();

async function openCreateForm(page: Page) {
  await page.goto('/planner?tab=quarters');
  // The planner's code loads on first use: the first visit after a build may take a while.
  await expect(page.getByRole('rowheader', { name: 'Q1', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create Quarter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Quarter' });
  await dialog.getByLabel('Name *').fill('Q19');
  await dialog.getByLabel('Number').fill('19');
  await dialog.getByLabel('Shift *').selectOption({ label: 'Day (FHD-BHD)' });
  return dialog;
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height}, 05:00–04:00 is refused in the form as 23 hours long, and 08:00–09:00 by the server as overlapping Q1`, async ({
    page,
    request,
  }, testInfo) => {
    await resizeWindow(page, viewport);
    await useSession(page, adminToken());
    const dialog = await openCreateForm(page);

    await dialog.getByLabel('Start time *').fill('05:00');
    await dialog.getByLabel('End time *').fill('04:00');
    await expect(dialog.getByText('Duration: 23h (runs past midnight). A quarter lasts at most 16 hours')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Quarter' }).click();
    await expect(dialog.getByRole('alert')).toContainText('A quarter lasts at most 16 hours');
    await expectNoAxeViolations(page, testInfo, `quarter-too-long-${viewport.width}`);

    await dialog.getByLabel('Start time *').fill('08:00');
    await dialog.getByLabel('End time *').fill('09:00');
    await dialog.getByRole('button', { name: 'Create Quarter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This quarter (08:00–09:00) overlaps Q1 (07:00–09:30); the quarters of a center must not overlap');
    await expectNoAxeViolations(page, testInfo, `quarter-overlap-${viewport.width}`);

    const quarters = ((await (await request.get('/api/quarters', { headers: bearer(adminToken()) })).json()) as { data: { quarter_name: string }[] }).data;
    expect(quarters.map((q) => q.quarter_name)).not.toContain('Q19');
  });
}
