import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { TV_LIST_REFRESH_MS } from '@stationboard/domain/timings';
import { getData, signInOverApi, useSession } from './support/accounts.ts';
import { awayFromScanQuarterChange } from './support/center-clock.ts';
import { addSpareStations, removeStations, assignmentsOf } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

/** Spec 1 §2: the five columns, A-E to U-Z. */
const COLUMN_LABELS = ['A-E', 'F-J', 'K-O', 'P-T', 'U-Z'];
const columnOf = (name: string) => COLUMN_LABELS[Math.min(4, Math.floor((name.toUpperCase().charCodeAt(0) - 65) / 5))]!;

type Quarter = { id: string; quarter_number: number };
type Employee = { id: string; name: string; employee_id: string | null };

/** The TV List shows line 4 stations as SAP (decision 040). */
const shownCode = (stationCode: string) => (stationCode.startsWith('4-') ? 'SAP' : stationCode);

/**
 * The quarter the page chose (the one that started last) on the operating day it shows (from
 * midnight until the night's last quarter ends, the day before): who works at which station in
 * it, asked again when called.
 */
async function shownQuarter(page: Page, request: APIRequestContext, token: string) {
  const shown = page.getByTestId('tv-list-quarter');
  const quarterNumber = Number(await shown.getAttribute('data-quarter-number'));
  const date = (await shown.getAttribute('data-date'))!;
  const quarter = (await getData<Quarter[]>(request, token, '/api/quarters')).find((q) => q.quarter_number === quarterNumber)!;
  const assignments = () => assignmentsOf(request, token, quarter.id, date);
  return { assignments, before: await assignments() };
}

/** A barcode scanner types into whatever has focus and presses Enter: no click first. */
async function scanBadge(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Active employees with a login and no station in the shown quarter, from the far end of the alphabet (Z first). */
async function newcomers(request: APIRequestContext, token: string, before: { employee_id: string }[], count: number): Promise<Employee[]> {
  const assigned = new Set(before.map((a) => a.employee_id));
  const employees = (await getData<{ data: Employee[] }>(request, token, '/api/employees?is_active=true&limit=1000&page=1')).data;
  const found = employees.filter((e) => !assigned.has(e.id) && e.employee_id && /^[A-Za-z]/.test(e.name)).sort((a, b) => b.name.localeCompare(a.name));
  expect(found.length, `${count} active employees without a station in this quarter`).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** Scans each person in turn, and waits for their row to show highlighted in the list. */
async function scanIn(page: Page, people: Employee[]) {
  const outcome = page.locator('[data-outcome]');
  for (const person of people) {
    await scanBadge(page, person.employee_id!);
    await expect(outcome).toContainText(person.name);
    await expect(outcome).toContainText('Assigned & Checked In');
    const row = page
      .getByRole('region', { name: columnOf(person.name) })
      .getByRole('listitem')
      .filter({ hasText: person.name });
    await expect(row).toHaveAttribute('data-highlighted', 'true');
  }
}

/** When the page asked for the floor (GET /api/stations), as Date.now() read them, from now on. */
function floorLoads(page: Page): number[] {
  const loads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/stations') loads.push(Date.now());
  });
  return loads;
}

const isJoined = ({ payload }: { payload: string | Buffer }) => typeof payload === 'string' && (JSON.parse(payload) as { type?: string }).type === 'joined';

test.describe('TV List as demo-view', () => {
  let token: string;
  let spareStations: string[] = [];

  // Room for every newcomer the journeys below scan in, whatever the hour.
  test.beforeAll(async ({ request, baseURL }) => {
    spareStations = await addSpareStations(request, baseURL, 9);
  });

  test.afterAll(async ({ request, baseURL }) => {
    await removeStations(request, baseURL, spareStations);
  });

  test.beforeEach(async ({ page, request, baseURL }) => {
    token = await signInOverApi(request, baseURL, 'demo-view');
    await awayFromScanQuarterChange(request, token);
    await useSession(page, token);
    await resizeWindow(page, { width: 1920, height: 1080 });
  });

  test('a scanned badge assigns a newcomer, who appears in their column, and a second scan says Already Assigned with the station', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/tv-list');
    await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tv-list-1080p.png') });

    const { assignments, before } = await shownQuarter(page, request, token);
    // From the far end of the alphabet, so the person lands in a column other than the first.
    const [newcomer] = await newcomers(request, token, before, 1);

    await scanBadge(page, newcomer!.employee_id!);
    const outcome = page.locator('[data-outcome]');
    await expect(outcome).toContainText('Assigned & Checked In');
    await expect(outcome).toContainText(newcomer!.name);

    const held = (await assignments()).find((a) => a.employee_id === newcomer!.id)!;
    const code = shownCode(held.station_code);
    await expect(outcome.getByTestId('scan-station')).toHaveText(code);
    const row = page
      .getByRole('region', { name: columnOf(newcomer!.name) })
      .getByRole('listitem')
      .filter({ hasText: newcomer!.name });
    await expect(row).toContainText(code);
    await expect(row).toHaveAttribute('data-highlighted', 'true');
    await page.screenshot({ path: testInfo.outputPath('tv-list-assigned.png') });

    await scanBadge(page, newcomer!.employee_id!);
    await expect(outcome).toContainText('Already Assigned');
    await expect(outcome).toContainText(newcomer!.name);
    await expect(outcome.getByTestId('scan-station')).toHaveText(code);
  });

  test('someone planned for the quarter is checked in by their scan, and scanned again is told Already Assigned with the station', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/tv-list');
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    const { assignments, before } = await shownQuarter(page, request, token);
    const planned = before.find((a) => !a.checked_in && a.employee.employee_id);
    expect(planned, 'a station of this quarter whose person has not checked in yet').toBeDefined();
    const person = planned!.employee;
    const code = shownCode(planned!.station_code);

    await scanBadge(page, person.employee_id!);
    const outcome = page.locator('[data-outcome]');
    await expect(outcome).toContainText('Checked In Successfully');
    await expect(outcome).toContainText(person.name);
    await expect(outcome.getByTestId('scan-station')).toHaveText(code);
    const row = page
      .getByRole('region', { name: columnOf(person.name) })
      .getByRole('listitem')
      .filter({ hasText: person.name });
    await expect(row).toHaveAttribute('data-highlighted', 'true');
    const after = (await assignments()).find((a) => a.station_code === planned!.station_code);
    expect(after).toMatchObject({ employee_id: planned!.employee_id, checked_in: true });

    await scanBadge(page, person.employee_id!);
    await expect(outcome).toContainText('Already Assigned');
    await expect(outcome).toHaveAttribute('data-outcome', 'alreadyAssigned');
    await expect(outcome).toContainText(person.name);
    await expect(outcome.getByTestId('scan-station')).toHaveText(code);
    await page.screenshot({ path: testInfo.outputPath('tv-list-already-assigned.png') });
  });

  test('scans typed one after another show from the realtime changes: the floor is not downloaded again for any of them', async ({
    page,
    request,
  }, testInfo) => {
    const SCANS = 6;
    const loads = floorLoads(page);
    const socket = page.waitForEvent('websocket', (ws: WebSocket) => new URL(ws.url()).pathname === '/api/realtime');
    await page.goto('/tv-list');
    await (await socket).waitForEvent('framereceived', isJoined);
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    const { before } = await shownQuarter(page, request, token);
    const people = await newcomers(request, token, before, SCANS);
    const initialLoads = loads.length;

    await scanIn(page, people);
    await page.screenshot({ path: testInfo.outputPath('tv-list-after-scans.png') });
    // The only loads left are the 15 s polls (spec 1 §9), which stand at least that far apart; a reload per scan would not.
    const gaps = loads.slice(initialLoads - 1).map((at, index, all) => (index === 0 ? Infinity : at - all[index - 1]!));
    expect(
      gaps.filter((gap) => gap < TV_LIST_REFRESH_MS - 1_000),
      `loads of the floor after ${SCANS} scans: ${loads.length - initialLoads}`,
    ).toEqual([]);
  });

  test('without the realtime socket, a scan reloads the list, so the newcomer shows all the same', async ({ page, request }) => {
    // Every socket is refused: the page never joins, and falls back on reloading.
    await page.routeWebSocket(/\/api\/realtime$/, (ws) => ws.close());
    const loads = floorLoads(page);
    await page.goto('/tv-list');
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    const { before } = await shownQuarter(page, request, token);
    const [person] = await newcomers(request, token, before, 1);
    const initialLoads = loads.length;

    await scanIn(page, [person!]);
    expect(loads.length).toBeGreaterThan(initialLoads);
  });

  test('an unknown badge says Employee not found and the list stays as it was', async ({ page }, testInfo) => {
    await page.goto('/tv-list');
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    await page.getByRole('heading', { name: 'TV List', exact: true }).click();
    await page.keyboard.type('no-such-badge-000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Employee not found');
    await expect(page.locator('[data-highlighted]')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('tv-list-not-found.png') });
  });
});
