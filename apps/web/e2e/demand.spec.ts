import { expect, test, type Page } from '@playwright/test';
import { bearer, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { centerDayPlus, openPlan, planGrid, readPlan } from './support/day-plan.ts';
import { resizeWindow } from './support/screens.ts';

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
  // Two screens, each axe-checked at two widths on a fresh build: over a minute on a busy machine.
  test.setTimeout(120_000);
  const day = centerDayPlus(12);

  // The ADMIN: the Demand tab, a rate on line 1's first station.
  const adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  const standards = (await (await request.get('/api/demand/standards', { headers: bearer(adminToken) })).json()).data as {
    stations: { station_code: string; line_number: number | null; is_active: boolean }[];
  };
  const station = standards.stations.find((s) => s.line_number === 1 && s.is_active)!.station_code;
  await useSession(page, adminToken);
  await page.goto('/planner?tab=demand');
  // The run's first screen on a fresh build: over 10 s on a busy machine.
  await expect(page.getByRole('heading', { name: 'Labour standards' })).toBeVisible({ timeout: 30_000 });
  const lineOne = page.getByRole('group', { name: 'Line 1' });
  await lineOne.getByRole('textbox', { name: `Units per hour, ${station}` }).fill('120');
  await page.getByRole('button', { name: 'Save standards' }).click();
  await expect(page.getByText('Labour standards saved')).toBeVisible();
  await expect(lineOne.getByRole('textbox', { name: `Units per hour, ${station}` })).toHaveValue('120');
  // The app's success toast is checked where it is made; the tab is checked on its own.
  await expect(page.getByText('Labour standards saved')).toBeHidden({ timeout: 15_000 });
  await expectNoAxeViolations(page, testInfo, 'demand tab');
  await page.screenshot({ path: testInfo.outputPath('demand-tab-1440.png'), fullPage: true });
  await resizeWindow(page, { width: 390, height: 844 });
  await expect(lineOne.getByRole('textbox', { name: `Units per hour, ${station}` })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'demand tab at 390 wide');
  await page.screenshot({ path: testInfo.outputPath('demand-tab-390.png'), fullPage: true });
  await lineOne.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('demand-tab-390-line-1.png') });
  await resizeWindow(page, { width: 1440, height: 900 });

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
  await resizeWindow(page, { width: 390, height: 844 });
  await page.getByRole('group', { name: 'Quarter' }).getByRole('button', { name: 'Q3' }).click();
  await expect(page.getByRole('textbox', { name: 'Line 1 units, Q3' })).toHaveValue('1500');
  await page.getByRole('textbox', { name: 'Line 1 units, Q3' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('plan-grid-demand-390.png') });
});

/** The quarter (its /q/ number) and operating day the screen shows, from its Print quarter link, as the screen itself builds it. */
async function shownQuarter(page: Page): Promise<{ routeKey: string; day: string }> {
  const href = (await page.getByRole('link', { name: 'Print quarter' }).getAttribute('href')) ?? '';
  const match = /\/print\/q\/(\d+)\?date=(\d{4}-\d{2}-\d{2})/.exec(href);
  expect(match, href).toBeTruthy();
  return { routeKey: match![1]!, day: match![2]! };
}

/** Issue 29 (decision 161): the panel of line 1 in the quarter a screen shows. */
const demandLine = (page: Page, quarterName: string) => page.getByRole('region', { name: `Demand, ${quarterName}` }).getByRole('region', { name: 'Line 1' });

/**
 * Issue 29 (decision 161): a manager types a volume for the quarter the floor is on, far more
 * than line 1's people can move; the dashboard and the quarter view show line 1 short, in words.
 */
test('a volume typed for the current quarter shows line 1 short on the dashboard and the quarter view', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  // Line 1's stations get a rate, so its required heads follow its volume.
  const adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  const headers = { ...bearer(adminToken), ...originHeader(baseURL) };
  const standards = (await (await request.get('/api/demand/standards', { headers })).json()).data as {
    stations: { station_id: string; line_number: number | null; is_active: boolean; is_indirect: boolean }[];
  };
  const rated = standards.stations
    .filter((s) => s.line_number === 1 && s.is_active && !s.is_indirect)
    .map((s) => ({ station_id: s.station_id, units_per_hour: 120, is_high_strain: false }));
  const saved = await request.put('/api/demand/standards', { headers, data: { stations: rated } });
  expect(saved.status(), await saved.text()).toBe(200);

  const managerToken = await signInOverApi(request, baseURL, 'demo-manager');
  await useSession(page, managerToken);
  await page.goto('/');
  // A first load of the dashboard takes over 10 s on a busy machine.
  await expect(page.getByRole('link', { name: 'Print quarter' })).toBeVisible({ timeout: 30_000 });
  const { routeKey, day } = await shownQuarter(page);
  const plan = await readPlan(request, managerToken, day);
  const quarter = plan.quarters.find((q) => /\d+/.exec(q.quarter_name)?.[0] === routeKey)!;

  // The volume, typed in the plan grid's Units row of that day.
  await openPlan(page, managerToken, day);
  const units = page.getByRole('textbox', { name: `Line 1 units, ${quarter.quarter_name}` });
  await units.fill('100000');
  await units.press('Enter');
  const lineOne = async () => {
    const answer = await request.get(`/api/demand/${day}`, { headers: bearer(managerToken) });
    return ((await answer.json()).data as { lines: (DemandLine & { planned: number })[] }).lines.find((l) => l.line === 1 && l.quarter_id === quarter.id)!;
  };
  await expect.poll(async () => (await lineOne()).units).toBe(100000);
  const { required, planned } = await lineOne();
  expect(required).toBeGreaterThan(planned);

  // The dashboard: line 1 of the current quarter, short, in words.
  await page.goto('/');
  const onDashboard = demandLine(page, quarter.quarter_name);
  await expect(onDashboard).toContainText('Short by');
  await expect(onDashboard.getByText('Required', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(String(required));
  await expect(onDashboard).toContainText('Units: 100000');
  await expectNoAxeViolations(page, testInfo, 'dashboard with the demand panel');
  const dashboardPanel = page.getByRole('region', { name: `Demand, ${quarter.quarter_name}` });
  await dashboardPanel.scrollIntoViewIfNeeded();
  await dashboardPanel.screenshot({ path: testInfo.outputPath('dashboard-demand-1440.png') });
  await page.screenshot({ path: testInfo.outputPath('dashboard-1440.png'), fullPage: true });
  await resizeWindow(page, { width: 1920, height: 1080 });
  await page.screenshot({ path: testInfo.outputPath('dashboard-1920.png') });
  await resizeWindow(page, { width: 390, height: 844 });
  await expect(onDashboard).toContainText('Short by');
  await expectNoAxeViolations(page, testInfo, 'dashboard with the demand panel at 390 wide');
  await dashboardPanel.scrollIntoViewIfNeeded();
  await dashboardPanel.screenshot({ path: testInfo.outputPath('dashboard-demand-390.png') });

  // The quarter view of the same quarter: the same line, short.
  await resizeWindow(page, { width: 1440, height: 900 });
  await page.goto(`/q/${routeKey}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^Quarter ${quarter.quarter_name}`), level: 1 })).toBeVisible();
  const onQuarterView = demandLine(page, quarter.quarter_name);
  await expect(onQuarterView).toContainText('Short by');
  await expect(onQuarterView.getByText('Planned', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(/^\d+$/);
  await expectNoAxeViolations(page, testInfo, 'quarter view with the demand panel');
  const quarterPanel = page.getByRole('region', { name: `Demand, ${quarter.quarter_name}` });
  await quarterPanel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('quarter-view-demand-1440.png') });
  await resizeWindow(page, { width: 390, height: 844 });
  await expect(onQuarterView).toContainText('Short by');
  await expectNoAxeViolations(page, testInfo, 'quarter view with the demand panel at 390 wide');
  await quarterPanel.scrollIntoViewIfNeeded();
  await quarterPanel.screenshot({ path: testInfo.outputPath('quarter-view-demand-390.png') });

  // Cleared again, the day has no volume here and the panel goes.
  const cleared = await request.put(`/api/demand/${day}`, {
    headers: { ...bearer(managerToken), ...originHeader(baseURL) },
    data: { volumes: [{ quarter_id: quarter.id, line: 1, units: null }] },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
});

/**
 * Issue 29 (decision 161): an ADMIN uploads labour standards from Planner → Demand: a file with
 * a bad row saves nothing and lists it with its row and column; the corrected file is saved.
 */
test('an admin uploads labour standards: a bad row saves nothing and is listed, the corrected file is saved', async ({ page, request, baseURL }, testInfo) => {
  // Two uploads and three axe checks of a long tab: over a minute on a busy machine.
  test.setTimeout(120_000);
  const adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  const standards = (await (await request.get('/api/demand/standards', { headers: bearer(adminToken) })).json()).data as {
    stations: { station_code: string; line_number: number | null; is_indirect: boolean; units_per_hour: number | null }[];
  };
  const station = standards.stations.filter((s) => s.line_number === 2 && !s.is_indirect)[0]!;
  const code = station.station_code;
  await useSession(page, adminToken);
  await page.goto('/planner?tab=demand');
  await page.getByRole('button', { name: 'Upload standards' }).click();
  // The dialog's title becomes "Upload Results" once the answer is in.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Upload labour standards' })).toBeVisible();
  await expect(dialog.getByText('high_strain', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'standards upload dialog');
  await page.screenshot({ path: testInfo.outputPath('standards-upload-dialog-1440.png') });

  const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await dialog
    .getByLabel(/Standards file/)
    .setInputFiles(file('standards.csv', `station,units_per_hour,high_strain,line,min_heads,max_heads\n${code},95,yes,,,\nNO-SUCH-1,10,no,,,\n,,,2,6,3`));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Nothing was saved: correct the rows below and upload the file again.')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Row 3, station: No station NO-SUCH-1 at this center',
    'Row 4, min_heads: The minimum heads may not be above the maximum',
  ]);
  await expectNoAxeViolations(page, testInfo, 'standards upload errors');
  await page.screenshot({ path: testInfo.outputPath('standards-upload-errors-1440.png') });
  await resizeWindow(page, { width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('standards-upload-errors-390.png') });
  await resizeWindow(page, { width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('group', { name: 'Line 2' }).getByRole('textbox', { name: `Units per hour, ${code}` })).toHaveValue(
    station.units_per_hour === null ? '' : String(station.units_per_hour),
  );

  await page.getByRole('button', { name: 'Upload standards' }).click();
  await dialog
    .getByLabel(/Standards file/)
    .setInputFiles(file('standards.csv', `station,units_per_hour,high_strain,line,min_heads,max_heads\n${code},95,yes,,,\n,,,2,3,6`));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Upload complete.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  const lineTwo = page.getByRole('group', { name: 'Line 2' });
  await expect(lineTwo.getByRole('textbox', { name: `Units per hour, ${code}` })).toHaveValue('95');
  await expect(lineTwo.getByRole('checkbox', { name: `High strain, ${code}` })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Line 2 minimum heads' })).toHaveValue('3');
});
