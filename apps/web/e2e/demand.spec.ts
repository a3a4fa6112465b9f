import { expect, test, type Page } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { centerDayPlus, openPlan, planGrid, readPlan } from './support/day-plan.ts';

test.use({ viewport: { width: 1440, height: 900 } });

type DemandLine = { quarter_id: string; line: number; units: number | null; required: number; basis: string };

/** A line's row of the grid whose header reads `header` (the first line's: line 1). */
const lineRow = (page: Page, header: string) =>
  planGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header, exact: true }) })
    .first();

/**
 * Issue 29 (decision 156): an ADMIN gives a line 1 station a rate in the planner's Demand tab;
 * a MANAGER types line 1's units for Q3 in the plan grid and reads its required heads in the
 * row under it.
 */
test('an admin sets a rate on line 1, and a manager types Q3 units in the plan grid and sees the heads required', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const day = centerDayPlus(12);

  // The ADMIN: the Demand tab, a rate on line 1's first station.
  const adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  const standards = (await (await request.get('/api/demand/standards', { headers: bearer(adminToken) })).json()).data as {
    stations: { station_code: string; line_number: number | null; is_active: boolean }[];
  };
  const station = standards.stations.find((s) => s.line_number === 1 && s.is_active)!.station_code;
  await useSession(page, adminToken);
  await page.goto('/planner?tab=demand');
  await expect(page.getByRole('heading', { name: 'Labour standards' })).toBeVisible();
  const lineOne = page.getByRole('group', { name: 'Line 1' });
  await lineOne.getByRole('textbox', { name: `Units per hour, ${station}` }).fill('120');
  await page.getByRole('button', { name: 'Save standards' }).click();
  await expect(page.getByText('Labour standards saved')).toBeVisible();
  await expect(lineOne.getByRole('textbox', { name: `Units per hour, ${station}` })).toHaveValue('120');
  // The app's success toast is checked where it is made; the tab is checked on its own.
  await expect(page.getByText('Labour standards saved')).toBeHidden({ timeout: 15_000 });
  await expectNoAxeViolations(page, testInfo, 'demand tab');
  await page.screenshot({ path: testInfo.outputPath('demand-tab-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lineOne.getByRole('textbox', { name: `Units per hour, ${station}` })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'demand tab at 390 wide');
  await page.screenshot({ path: testInfo.outputPath('demand-tab-390.png'), fullPage: true });
  await lineOne.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('demand-tab-390-line-1.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The MANAGER: Q3's units for line 1 on a day ahead, typed in the grid.
  const managerToken = await signInOverApi(request, baseURL, 'demo-manager');
  const plan = await readPlan(request, managerToken, day);
  const column = plan.quarters.findIndex((q) => q.quarter_name === 'Q3');
  const q3 = plan.quarters[column]!;
  await openPlan(page, managerToken, day);
  const units = page.getByRole('textbox', { name: 'Line 1 units, Q3' });
  await units.fill('1500');
  await units.press('Enter');
  await expect(units).toBeFocused();

  const demand = async () => {
    const answer = await request.get(`/api/demand/${day}`, { headers: bearer(managerToken) });
    return ((await answer.json()).data as { lines: DemandLine[] }).lines.find((l) => l.line === 1 && l.quarter_id === q3.id)!;
  };
  await expect.poll(async () => (await demand()).units).toBe(1500);
  const { required } = await demand();
  expect(required).toBeGreaterThan(0);
  const figures = lineRow(page, 'Required / Planned / Expected / Checked in').getByRole('gridcell').nth(column);
  await expect(figures).toContainText(`Required ${required}, planned`);
  await figures.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('plan-grid-demand-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('group', { name: 'Quarter' }).getByRole('button', { name: 'Q3' }).click();
  await expect(page.getByRole('textbox', { name: 'Line 1 units, Q3' })).toHaveValue('1500');
  await page.getByRole('textbox', { name: 'Line 1 units, Q3' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('plan-grid-demand-390.png') });
});
