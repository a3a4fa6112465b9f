/**
 * Issue 25 (decision 137): switches that ask first and moves in one step, on Playwright's clock.
 * The browser reads 10:30 on a Tuesday no other journey uses, inside Q2 (09:45–12:00 at GEG1);
 * the server keeps its real clock, so people are placed over the API on that fixed date, as the
 * screens send the dates they reckoned. Quarter flags outweigh the clock (decision 080), so they
 * are cleared for the journeys and set again afterwards.
 */
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { actingCenterOf, actOn, bearer, originHeader, publicCenter, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { atCenterTime, flagQuarterActive } from './support/center-clock.ts';
import { card, createPerson, popover, quarterNamed, searchBox, stationsOf, type StationRecord } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

const DAY = '2030-12-10';
const TIME_ZONE = 'America/Los_Angeles';
const SIZES = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Station = StationRecord & { line_number: number | null; station_type: { name: string } };
type QuarterRow = { id: string; is_active: boolean };

/** Letters only, so search terms stay words: a name nobody in the demo has. */
const tag = `Vq${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

let managerToken = '';
let adminToken = '';
let adminCenterBefore = '';
let q2Id = '';
let flaggedBefore: QuarterRow[] = [];
const peopleMade: string[] = [];

const post = (request: APIRequestContext, baseURL: string | undefined, url: string, data: object, token = managerToken) =>
  request.post(url, { data, headers: { ...bearer(token), ...originHeader(baseURL) } });

async function assign(request: APIRequestContext, baseURL: string | undefined, station: { id: string }, person: { id: string; name: string }) {
  const response = await post(request, baseURL, `/api/stations/${station.id}/assign`, {
    station_id: station.id,
    quarter_id: q2Id,
    assignment_date: DAY,
    employee_id: person.id,
    employee_name: person.name,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function person(request: APIRequestContext, baseURL: string | undefined, name: string) {
  const id = await createPerson(request, baseURL, managerToken, name);
  peopleMade.push(id);
  return { id, name };
}

const dayStations = async (request: APIRequestContext) => (await stationsOf(request, managerToken, q2Id, DAY)) as Station[];

/** Free, active line stations of a line on the day, by code. */
async function freeStations(request: APIRequestContext, line: number, count: number): Promise<Station[]> {
  const free = (await dayStations(request)).filter((s) => s.line_number === line && s.is_active && !s.current_assignment && /^\d-\d+$/.test(s.station_code));
  if (free.length < count) throw new Error(`not enough free stations on line ${line} on ${DAY}`);
  return free.slice(0, count);
}

async function openAt(page: Page, path: string, token = managerToken) {
  await page.clock.install({ time: atCenterTime(TIME_ZONE, DAY, '10:30:00') });
  await useSession(page, token);
  await page.goto(path);
}

/** The screen as it looks on the wall TV's desk and on a phone, for the record, then back. */
async function shootBothSizes(page: Page, testInfo: TestInfo, name: string) {
  const before = page.viewportSize();
  for (const size of SIZES) {
    await resizeWindow(page, size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.name}.png`) });
    await page.screenshot({ path: `/tmp/moves-${name}-${size.name}.png` });
  }
  if (before) await resizeWindow(page, before);
}

test.use({ viewport: { width: 1440, height: 900 } });
// Each journey also looks at its screens at two sizes and runs axe on them.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request, baseURL }) => {
  managerToken = await signInOverApi(request, baseURL, 'demo-manager');
  adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  adminCenterBefore = await actingCenterOf(request, adminToken);
  await actOn(request, baseURL, adminToken, (await publicCenter(request, 'GEG1')).id);
  q2Id = (await quarterNamed(request, managerToken, 'Q2')).id;
  const quarters = ((await (await request.get('/api/quarters', { headers: bearer(adminToken) })).json()) as { data: QuarterRow[] }).data;
  flaggedBefore = quarters.filter((q) => q.is_active);
  for (const quarter of flaggedBefore) await flagQuarterActive(request, baseURL, adminToken, quarter.id, false);
});

test.afterAll(async ({ request, baseURL }) => {
  for (const quarter of flaggedBefore) await flagQuarterActive(request, baseURL, adminToken, quarter.id, true);
  for (const id of peopleMade) await request.delete(`/api/employees/${id}`, { headers: { ...bearer(adminToken), ...originHeader(baseURL) } });
  if (adminCenterBefore) await actOn(request, baseURL, adminToken, adminCenterBefore);
});

test.describe('Deactivate Line asks first, and Activate Line restores exactly what it switched off', () => {
  const LINE = 4;
  let offOnPurpose: Station | null = null;

  test.afterAll(async ({ request, baseURL }) => {
    // Whatever happened, line 4 is on again for the journeys after this one.
    await post(request, baseURL, `/api/stations/lines/${LINE}/activation`, { is_active: true });
    if (offOnPurpose && !(await dayStations(request)).find((s) => s.id === offOnPurpose!.id)?.is_active) {
      await request.patch(`/api/stations/${offOnPurpose.id}/toggle-active`, { headers: { ...bearer(managerToken), ...originHeader(baseURL) } });
    }
  });

  test('from the quarter view and the Stations tab', async ({ page, request, baseURL }, testInfo) => {
    const onLine = (await dayStations(request)).filter((s) => s.line_number === LINE && s.is_active);
    // One station switched off on its own before the line goes off: it must stay off afterwards.
    offOnPurpose = onLine.find((s) => /^\d-\d+$/.test(s.station_code) && !s.current_assignment)!;
    const toggled = await request.patch(`/api/stations/${offOnPurpose.id}/toggle-active`, { headers: { ...bearer(managerToken), ...originHeader(baseURL) } });
    expect(toggled.status()).toBe(200);
    const goingOff = onLine.filter((s) => s.id !== offOnPurpose!.id);
    const indirect = goingOff.filter((s) => s.station_type.name !== 'LINE').length;
    const [first, second] = goingOff.filter((s) => /^\d-\d+$/.test(s.station_code) && !s.current_assignment);
    await assign(request, baseURL, first!, await person(request, baseURL, `${tag} Linea`));
    await assign(request, baseURL, second!, await person(request, baseURL, `${tag} Lineb`));

    await openAt(page, `/q/2?tab=line${LINE}`);
    await page.getByRole('button', { name: 'Deactivate Line' }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate Line ${LINE}?` });
    await expect(dialog).toContainText(`${goingOff.length} stations go inactive`);
    if (indirect > 0) await expect(dialog).toContainText(indirect === 1 ? '1 of them is an indirect role' : `${indirect} of them are indirect roles`);
    await expect(dialog).toContainText('2 people are assigned to them in Q2 now');
    await expectNoAxeViolations(page, testInfo, 'deactivate-line-dialog-axe');
    await shootBothSizes(page, testInfo, 'deactivate-line-dialog');

    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await dayStations(request)).filter((s) => s.line_number === LINE && s.is_active)).toHaveLength(goingOff.length);

    await page.getByRole('button', { name: 'Deactivate Line' }).click();
    await dialog.getByRole('button', { name: `Deactivate Line ${LINE}` }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Activate Line' })).toBeVisible();
    expect((await dayStations(request)).filter((s) => s.line_number === LINE && s.is_active)).toEqual([]);

    // The Stations tab brings back exactly the stations the line switched off.
    await page.goto('/planner?tab=stations');
    await page.getByRole('button', { name: `Activate Line ${LINE}` }).click();
    const restore = page.getByRole('dialog', { name: `Activate Line ${LINE}?` });
    await expect(restore).toContainText(`${goingOff.length} stations the last Deactivate Line switched off come back`);
    await expect(restore).toContainText('1 station that was switched off on its own stays off');
    await expect(restore).toContainText(offOnPurpose.station_code);
    await expectNoAxeViolations(page, testInfo, 'activate-line-dialog-axe');
    await shootBothSizes(page, testInfo, 'activate-line-dialog');
    await restore.getByRole('button', { name: `Activate Line ${LINE}` }).click();
    await expect(restore).toHaveCount(0);

    const after = (await dayStations(request)).filter((s) => s.line_number === LINE);
    expect(
      after
        .filter((s) => s.is_active)
        .map((s) => s.station_code)
        .sort(),
    ).toEqual(goingOff.map((s) => s.station_code).sort());
    expect(after.find((s) => s.id === offOnPurpose!.id)!.is_active).toBe(false);
  });
});

async function openTwoScreens(browser: Browser) {
  const managerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const watcherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return {
    manager: await managerContext.newPage(),
    watcher: await watcherContext.newPage(),
    close: () => Promise.all([managerContext.close(), watcherContext.close()]),
  };
}

test('Move here takes a person from one station to another in one step, and another screen follows within a second', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const [from, to] = await freeStations(request, 3, 2);
  const mover = await person(request, baseURL, `${tag} Mover`);
  await assign(request, baseURL, from!, mover);

  const { manager, watcher, close } = await openTwoScreens(browser);
  try {
    const joined = new Promise<void>((resolve) => {
      watcher.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).includes('"joined"') && resolve()));
    });
    await openAt(watcher, '/q/2?tab=line3', await signInOverApi(request, baseURL, 'demo-view'));
    await joined;
    const tile = (code: string) => watcher.locator(`[data-station-code="${code}"]`);
    await expect(tile(from!.station_code)).toContainText(mover.name);

    await openAt(manager, '/map');
    // The map's code loads on first use (lazy route): on a busy machine that takes a while.
    await expect(card(manager, to!.station_code)).toBeVisible({ timeout: 15_000 });
    await card(manager, to!.station_code).click();
    await searchBox(manager).fill(mover.name);
    const result = popover(manager, to!.station_code).getByRole('listitem').filter({ hasText: mover.name });
    await expect(result).toContainText(`on ${from!.station_code}`);
    await expect(result.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
    await expectNoAxeViolations(manager, testInfo, 'move-here-result-axe');
    await shootBothSizes(manager, testInfo, 'move-here-result');

    await result.getByRole('button', { name: `Move here: ${mover.name}, from ${from!.station_code}` }).click();
    await expect(card(manager, to!.station_code)).toHaveAccessibleName(new RegExp(`^${to!.station_code}, ${mover.name}`));
    const movedAt = Date.now();
    await expect(card(manager, from!.station_code)).toHaveAccessibleName(new RegExp(`^${from!.station_code}, Unassigned`));

    await expect(tile(to!.station_code)).toContainText(mover.name, { timeout: 1000 });
    await expect(tile(from!.station_code)).toHaveAttribute('data-status', 'empty', { timeout: 1000 });
    expect(Date.now() - movedAt).toBeLessThanOrEqual(1000);
    await watcher.screenshot({ path: testInfo.outputPath('move-watcher.png') });
  } finally {
    await close();
  }

  // One audit row for the move, naming both stations.
  const audit = (await (await request.get('/api/audit', { headers: bearer(managerToken), params: { action: 'MOVE', station_id: to!.id } })).json()) as {
    data: { data: { old_values: { station_code: string }; new_values: { station_code: string } }[] };
  };
  expect(audit.data.data).toHaveLength(1);
  expect(audit.data.data[0]).toMatchObject({ old_values: { station_code: from!.station_code }, new_values: { station_code: to!.station_code } });
});

test('replacing someone who has checked in asks first and names them, and the audit row names them too', async ({ page, request, baseURL }, testInfo) => {
  const [station] = await freeStations(request, 2, 1);
  const present = await person(request, baseURL, `${tag} Present`);
  const newcomer = await person(request, baseURL, `${tag} Newcomer`);
  const assignmentId = await assign(request, baseURL, station!, present);
  const checkedIn = await post(request, baseURL, '/api/employees/manual-check-in', { assignment_id: assignmentId });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);

  await openAt(page, '/map');
  await card(page, station!.station_code).click();
  await searchBox(page).fill(newcomer.name);
  const found = popover(page, station!.station_code).getByRole('listitem').filter({ hasText: newcomer.name });
  await found.getByRole('button', { name: /^Assign regular/ }).click();
  const question = popover(page, station!.station_code);
  await expect(question).toContainText(`${present.name} has checked in at ${station!.station_code}.`);
  await expect(question).toContainText(`Replace ${present.name} with ${newcomer.name}?`);
  // Nothing changed yet.
  await expect(card(page, station!.station_code)).toHaveAccessibleName(new RegExp(`^${station!.station_code}, ${present.name}`));
  await expectNoAxeViolations(page, testInfo, 'replace-checked-in-axe');
  await shootBothSizes(page, testInfo, 'replace-checked-in');

  await question.getByRole('button', { name: `Replace ${present.name}` }).click();
  await expect(card(page, station!.station_code)).toHaveAccessibleName(new RegExp(`^${station!.station_code}, ${newcomer.name}`));

  const audit = (await (await request.get('/api/audit', { headers: bearer(managerToken), params: { station_id: station!.id, action: 'UPDATE' } })).json()) as {
    data: { data: { employee_name: string; old_values: { employee_name: string; checked_in: boolean } }[] };
  };
  expect(audit.data.data[0]).toMatchObject({ employee_name: newcomer.name, old_values: { employee_name: present.name, checked_in: true } });
});

test('Create is offered beside a near name, and a Create & Assign retried after a lost answer makes one person', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const [station] = await freeStations(request, 2, 1);
  const surname = `${tag}smith`;
  await person(request, baseURL, `John ${surname}`);
  const newName = `Jon ${surname}`;

  // The first try reaches the server, which makes the person, but its answer never arrives.
  let tries = 0;
  await page.route('**/api/stations/*/create-and-assign', async (route) => {
    tries += 1;
    if (tries === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await openAt(page, '/map');
  await card(page, station!.station_code).click();
  await searchBox(page).fill(surname);
  const box = popover(page, station!.station_code);
  await expect(box.getByRole('list', { name: 'Search results' })).toContainText(`John ${surname}`);
  await box.getByRole('button', { name: `Create "${surname}"` }).click();
  await box.getByLabel('Employee name *').fill(newName);
  await box.getByLabel('Badge number (optional)').fill('884411');
  await expectNoAxeViolations(page, testInfo, 'create-form-axe');
  await shootBothSizes(page, testInfo, 'create-form');
  await box.getByRole('button', { name: 'Create & Assign' }).click();
  await expect(box.getByRole('alert')).toHaveText('Failed to create employee');

  await box.getByRole('button', { name: 'Create & Assign' }).click();
  await expect(card(page, station!.station_code)).toHaveAccessibleName(new RegExp(`^${station!.station_code}, ${newName}`));
  expect(tries).toBe(2);

  const found = (await (await request.get('/api/employees', { headers: bearer(managerToken), params: { search: surname, limit: 8 } })).json()) as {
    data: { data: { id: string; name: string; badge_barcode_id: number | null }[] };
  };
  const made = found.data.data.filter((e) => e.name === newName);
  expect(made).toHaveLength(1);
  expect(made[0]!.badge_barcode_id).toBe(884411);
  peopleMade.push(made[0]!.id);
});

test('the Logs tab finds a person by search and names who a replacement displaced', async ({ page }, testInfo) => {
  await openAt(page, '/planner?tab=logs', adminToken);
  const filters = page.getByRole('search', { name: 'Audit log filters' });
  await filters.getByRole('textbox', { name: 'Employee', exact: true }).fill(`${tag} New`);
  const matches = filters.getByRole('list', { name: 'Matching employees' });
  await expect(matches.getByRole('button', { name: `${tag} Newcomer` })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'logs-employee-search-axe');
  await shootBothSizes(page, testInfo, 'logs-employee-search');
  await matches.getByRole('button', { name: `${tag} Newcomer` }).click();
  await expect(page.getByRole('table')).toContainText(`replaced ${tag} Present (checked in)`);
});
