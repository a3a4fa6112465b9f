/**
 * Issue 25 (decision 138), as a floor manager meets it: figures that did not load never read
 * as zeros, a dashboard row opens its station, and the map, its phone list and the quarter
 * view say who has checked in. On Playwright's clock: Monday 2030-12-09 at 10:30 in GEG1
 * (Q2 09:45–12:00 running, Q3 and Q4 to come), a day no other journey plans. The server keeps
 * its real clock; the screens send the dates they reckoned, so the people are placed on that
 * date over the API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { actingCenterOf, actOn, bearer, originHeader, publicCenter, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { atCenterTime, flagQuarterActive } from './support/center-clock.ts';
import { card, createPerson, popover, quarterNamed, stationsOf, type QuarterRecord, type StationRecord } from './support/floor-map.ts';
import { expectNoSideways, resizeWindow, rowOnSomePage } from './support/screens.ts';

const DAY = '2030-12-09';
const TIME_ZONE = 'America/Los_Angeles';
const suffix = Date.now().toString(36);

type QuarterRow = { id: string; is_active: boolean };
type MissingRow = { employee_id: string; missing_stations: { quarter_name: string; station_id: string; station_code: string }[] };

let adminToken = '';
let managerToken = '';
let adminCenterBefore = '';
let flaggedBefore: QuarterRow[] = [];
let q2: QuarterRecord;
const people: string[] = [];
const arrived = { name: `Ari Arrived ${suffix}`, id: '', station: null as StationRecord | null };
const waiting = { name: `Wes Waiting ${suffix}`, id: '', station: null as StationRecord | null };
/** On an indirect station in Q1 and Q3: a row of Indirect Assignment Hours for the week. */
const indirect = { name: `Ivy Indirect ${suffix}`, id: '' };

const headers = (baseURL: string | undefined) => ({ ...bearer(managerToken), ...originHeader(baseURL) });

async function assign(
  request: APIRequestContext,
  baseURL: string | undefined,
  station: StationRecord,
  personId: string,
  personName: string,
  quarter = q2,
): Promise<string> {
  const response = await request.post(`/api/stations/${station.id}/assign`, {
    data: { station_id: station.id, quarter_id: quarter.id, assignment_date: DAY, employee_id: personId, employee_name: personName },
    headers: headers(baseURL),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.beforeAll(async ({ request, baseURL }) => {
  adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  managerToken = await signInOverApi(request, baseURL, 'demo-manager');
  adminCenterBefore = await actingCenterOf(request, adminToken);
  await actOn(request, baseURL, adminToken, (await publicCenter(request, 'GEG1')).id);
  // A quarter flagged active outweighs the clock (decision 080): cleared here, set again after.
  const quarters = ((await (await request.get('/api/quarters', { headers: bearer(adminToken) })).json()) as { data: QuarterRow[] }).data;
  flaggedBefore = quarters.filter((q) => q.is_active);
  for (const quarter of flaggedBefore) await flagQuarterActive(request, baseURL, adminToken, quarter.id, false);

  q2 = await quarterNamed(request, managerToken, 'Q2');
  const free = (await stationsOf(request, managerToken, q2.id, DAY)).filter(
    (s) => s.is_active && !s.current_assignment && s.position_x !== null && /^1-\d+$/.test(s.station_code),
  );
  if (free.length < 2) throw new Error(`no two free line-1 stations in Q2 on ${DAY}`);
  [arrived.station, waiting.station] = free as [StationRecord, StationRecord];
  for (const person of [arrived, waiting]) {
    person.id = await createPerson(request, baseURL, managerToken, person.name);
    people.push(person.id);
  }
  const arrivedAssignment = await assign(request, baseURL, arrived.station!, arrived.id, arrived.name);
  await assign(request, baseURL, waiting.station!, waiting.id, waiting.name);
  const checkIn = await request.post('/api/employees/manual-check-in', { data: { assignment_id: arrivedAssignment }, headers: headers(baseURL) });
  expect(checkIn.status(), await checkIn.text()).toBe(200);

  indirect.id = await createPerson(request, baseURL, managerToken, indirect.name);
  people.push(indirect.id);
  type Typed = StationRecord & { station_type: { name: string } };
  for (const name of ['Q1', 'Q3']) {
    const quarter = await quarterNamed(request, managerToken, name);
    const desk = ((await stationsOf(request, managerToken, quarter.id, DAY)) as Typed[]).find(
      (s) => s.is_active && !s.current_assignment && s.station_type.name === 'INDIRECT',
    );
    if (!desk) throw new Error(`no free indirect station in ${name} on ${DAY}`);
    await assign(request, baseURL, desk, indirect.id, indirect.name, quarter);
  }
});

test.afterAll(async ({ request, baseURL }) => {
  for (const id of people) await request.delete(`/api/employees/${id}`, { headers: headers(baseURL) });
  for (const quarter of flaggedBefore) await flagQuarterActive(request, baseURL, adminToken, quarter.id, true);
  if (adminCenterBefore) await actOn(request, baseURL, adminToken, adminCenterBefore);
});

async function openAt(page: Page, request: APIRequestContext, baseURL: string | undefined, path: string, account = 'demo-manager') {
  await page.clock.install({ time: atCenterTime(TIME_ZONE, DAY, '10:30:00') });
  await useSession(page, await signInOverApi(request, baseURL, account));
  await page.goto(path);
}

const counter = (page: Page, label: string) => page.getByLabel('Staffing counters').getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

test.use({ viewport: { width: 1920, height: 1080 } });

test('with the counters failing, the dashboard and quarter view show no zero, the error banner, and Copy stays disabled until real figures come', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  let failing = true;
  await page.route('**/api/quarters/*/stats**', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"","data":null}' }) : route.fallback(),
  );
  await openAt(page, request, baseURL, '/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data. Please try again.' })).toBeVisible();
  for (const label of ['Total', 'Line associates', 'Indirects', 'Ratio', 'Wildcards', 'Efficiency'])
    await expect(counter(page, label)).toHaveText('—Not loaded');
  const copy = page.getByRole('button', { name: 'Copy', exact: true });
  await expect(copy).toBeDisabled();
  await expect(page.getByLabel('Headcount text')).toHaveText('Not loaded');
  await expect(page.getByText(/Main Line: 0/)).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'dashboard-stats-failed-1920');
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await resizeWindow(page, { width, height });
    await page.screenshot({ path: testInfo.outputPath(`dashboard-stats-failed-${width}.png`), fullPage: true });
    await expectNoSideways(page);
  }
  await resizeWindow(page, { width: 1920, height: 1080 });

  // The quarter view says its own spec banner, and no counter reads 0.
  await page
    .getByRole('region', { name: 'Line Assignments' })
    .getByRole('link', { name: /^Line 1:/ })
    .click();
  await expect(page).toHaveURL(/\/q\/2\?tab=line1$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load quarter data. Please try again.' })).toBeVisible();
  await expect(counter(page, 'Total')).toHaveText('—Not loaded');
  await expectNoAxeViolations(page, testInfo, 'quarter-view-stats-failed');

  // The figures come back: Refresh shows them, and Copy works.
  failing = false;
  await page.goto('/');
  await expect(counter(page, 'Total')).toHaveText(/^\d+$/, { timeout: 20_000 });
  await expect(copy).toBeEnabled();
  await expect(page.getByLabel('Headcount text')).toContainText('Main Line:');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a row of Employees Not Checked In opens its station on the quarter view, and a missing quarter opens where the rotation leads', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await openAt(page, request, baseURL, '/');
  const table = page.getByRole('region', { name: /^Employees Not Checked In/ });
  const row = await rowOnSomePage(table, waiting.name);
  await expectNoAxeViolations(page, testInfo, 'dashboard-links');
  await row.getByRole('link', { name: `Open ${waiting.station!.station_code} in Q2` }).click();

  // The quarter view of Q2 on the day, the station's tab, its popover open.
  await expect(popover(page, waiting.station!.station_code)).toBeVisible();
  await expect(page).toHaveURL(/\/q\/2\?date=2030-12-09(&tab=line1)?$/);
  await expect(page.getByRole('tab', { name: /^Line 1/ })).toHaveAttribute('aria-selected', 'true');
  await expect(popover(page, waiting.station!.station_code)).toContainText(waiting.name);
  await page.screenshot({ path: testInfo.outputPath('quarter-view-opened-from-dashboard.png') });
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, testInfo, 'quarter-view-opened-from-dashboard');

  // Wes has nothing in Q3: the chip opens, in Q3 and not the current quarter, the station his rotation leads to.
  const missing = (
    (await (
      await request.get('/api/employees/missing-assignments', { headers: bearer(managerToken), params: { current_quarter_id: q2.id, assignment_date: DAY } })
    ).json()) as { data: MissingRow[] }
  ).data;
  const target = missing.find((m) => m.employee_id === waiting.id)!.missing_stations.find((m) => m.quarter_name === 'Q3')!;
  await page.goto('/');
  const future = page.getByRole('region', { name: /^Employees Needing Future Quarter Assignments/ });
  const futureRow = await rowOnSomePage(future, waiting.name);
  await futureRow.getByRole('link', { name: `Open ${target.station_code} in Q3` }).click();
  await expect(popover(page, target.station_code)).toBeVisible();
  await expect(page).toHaveURL(/\/q\/3\?/);
  await expect(page.getByRole('heading', { name: /Quarter Q3/ })).toBeVisible();
});

test('map cards, the phone list and quarter-view tiles say who has checked in, and the filter leaves only who has not', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await openAt(page, request, baseURL, '/map');
  const arrivedCard = card(page, arrived.station!.station_code);
  const waitingCard = card(page, waiting.station!.station_code);
  await expect(arrivedCard).toHaveAttribute('data-arrival', 'checkedIn');
  await expect(arrivedCard).toHaveAccessibleName(new RegExp(`^${arrived.station!.station_code}, ${arrived.name}, In, .*Checked in$`));
  await expect(arrivedCard).toContainText('In');
  await expect(waitingCard).toHaveAttribute('data-arrival', 'notYet');
  await expect(waitingCard).toHaveAccessibleName(new RegExp(`^${waiting.station!.station_code}, ${waiting.name}, Not in, .*Not checked in yet$`));
  await expect(waitingCard).toContainText('Not in');
  await page.screenshot({ path: testInfo.outputPath('map-arrivals-1920.png') });
  await expectNoAxeViolations(page, testInfo, 'map-arrivals');

  const filter = page.getByRole('button', { name: 'Not checked in only' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(waitingCard).toBeVisible();
  await expect(arrivedCard).toHaveCount(0);
  await expect(page.locator('[data-station-id][data-arrival="checkedIn"]')).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'map-not-yet-arrived');
  await resizeWindow(page, { width: 1024, height: 768 });
  await page.screenshot({ path: testInfo.outputPath('map-not-yet-arrived-1024.png') });

  // The phone's list of stations carries the same marks.
  await resizeWindow(page, { width: 390, height: 844 });
  await page.getByRole('group', { name: 'Show stations as' }).getByRole('button', { name: 'List' }).click();
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  const arrivedRow = page.locator(`[data-station-id="${arrived.station!.id}"]`);
  await expect(arrivedRow).toHaveAttribute('data-arrival', 'checkedIn');
  await expect(arrivedRow).toContainText('Checked in');
  await arrivedRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('map-list-arrivals-390.png') });
  await expectNoAxeViolations(page, testInfo, 'map-list-arrivals');
  await expectNoSideways(page);

  // The quarter view's tiles, at every size.
  await resizeWindow(page, { width: 1920, height: 1080 });
  await page.goto('/q/2?tab=line1');
  const arrivedTile = page.locator(`[data-station-code="${arrived.station!.station_code}"]`);
  const waitingTile = page.locator(`[data-station-code="${waiting.station!.station_code}"]`);
  await expect(arrivedTile).toHaveAttribute('data-arrival', 'checkedIn');
  await expect(arrivedTile).toHaveAccessibleName(new RegExp(`^${arrived.station!.station_code}, ${arrived.name}, Checked in, Assigned`));
  await expect(waitingTile).toHaveAttribute('data-arrival', 'notYet');
  await expect(waitingTile).toContainText('Not checked in yet');
  await page.screenshot({ path: testInfo.outputPath('quarter-view-arrivals-1920.png') });
  await page.getByRole('button', { name: 'Not checked in only' }).click();
  await expect(arrivedTile).toHaveCount(0);
  await expect(waitingTile).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'quarter-view-not-yet-arrived');
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await resizeWindow(page, { width, height });
    await page.screenshot({ path: testInfo.outputPath(`quarter-view-not-yet-arrived-${width}.png`), fullPage: true });
    await expectNoSideways(page);
  }
});

test('the dashboard shows worked and planned indirect hours and the schedule issues at every size', async ({ page, request, baseURL }, testInfo) => {
  await openAt(page, request, baseURL, '/');
  const hours = page.getByRole('region', { name: /^Indirect Assignment Hours/ });
  // Ivy's week is all ahead (the server's clock is before the day): worked 0, planned Q1 + Q3.
  await expect(hours.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const ivy = await rowOnSomePage(hours, indirect.name);
  await expect(ivy.getByRole('cell')).toHaveText([indirect.name, /.+/, '0', '5', 'Within Limit']);
  await expect(hours.getByRole('columnheader', { name: 'Worked' })).toBeVisible();
  await expect(hours.getByRole('columnheader', { name: 'Planned' })).toBeVisible();
  await expect(hours).toContainText('Over Limit counts hours worked plus hours still planned');
  // Today's issues as the server counts them (its own clock): a list, or the word that there are none.
  const issues = page.getByRole('region', { name: 'Schedule issues' });
  await expect(issues.getByRole('list').or(issues.getByText('No schedule issues today')).first()).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'dashboard-1920');
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await resizeWindow(page, { width, height });
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
    await expectNoSideways(page);
  }
});
