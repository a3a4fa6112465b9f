import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';
import { assignmentsOf } from './support/floor-map.ts';

/** Spec 1 §2: the five columns, A-E to U-Z. */
const COLUMN_LABELS = ['A-E', 'F-J', 'K-O', 'P-T', 'U-Z'];
const columnOf = (name: string) => COLUMN_LABELS[Math.min(4, Math.floor((name.toUpperCase().charCodeAt(0) - 65) / 5))]!;

type Quarter = { id: string; quarter_number: number };
type Employee = { id: string; name: string; employee_id: string | null };

/** The TV List shows line 4 stations as SAP (decision 040). */
const shownCode = (stationCode: string) => (stationCode.startsWith('4-') ? 'SAP' : stationCode);

async function getData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Today in the center's time zone, as the page and the server reckon it. */
async function centerToday(request: APIRequestContext, token: string): Promise<string> {
  const [center] = await getData<{ timezone: string }[]>(request, token, '/api/fulfillment-centers');
  return new Intl.DateTimeFormat('en-CA', { timeZone: center!.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The quarter the page chose (the one that started last) on today's date: who works at which station in it, asked again when called. */
async function shownQuarter(page: Page, request: APIRequestContext, token: string) {
  const quarterNumber = Number(await page.getByTestId('tv-list-quarter').getAttribute('data-quarter-number'));
  const quarter = (await getData<Quarter[]>(request, token, '/api/quarters')).find((q) => q.quarter_number === quarterNumber)!;
  const date = await centerToday(request, token);
  const assignments = () => assignmentsOf(request, token, quarter.id, date);
  return { assignments, before: await assignments() };
}

/** A barcode scanner types into whatever has focus and presses Enter: no click first. */
async function scanBadge(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

test.describe('TV List as demo-view', () => {
  let token: string;

  test.beforeEach(async ({ page, request, baseURL }) => {
    token = await signInOverApi(request, baseURL, 'demo-view');
    await useSession(page, token);
    await page.setViewportSize({ width: 1920, height: 1080 });
  });

  test('a scanned badge assigns a newcomer, who appears in their column, and a second scan says Already Assigned with the station', async ({ page, request }, testInfo) => {
    await page.goto('/tv-list');
    await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tv-list-1080p.png') });

    const { assignments, before } = await shownQuarter(page, request, token);
    const assigned = new Set(before.map((a) => a.employee_id));
    const employees = (await getData<{ data: Employee[] }>(request, token, '/api/employees?is_active=true&limit=1000&page=1')).data;
    // From the far end of the alphabet, so the person lands in a column other than the first.
    const newcomer = employees
      .filter((e) => !assigned.has(e.id) && e.employee_id && /^[A-Za-z]/.test(e.name))
      .sort((a, b) => b.name.localeCompare(a.name))[0];
    expect(newcomer, 'an active employee without a station in this quarter').toBeDefined();

    await scanBadge(page, newcomer!.employee_id!);
    const outcome = page.locator('[data-outcome]');
    await expect(outcome).toContainText('Assigned & Checked In');
    await expect(outcome).toContainText(newcomer!.name);

    const held = (await assignments()).find((a) => a.employee_id === newcomer!.id)!;
    const code = shownCode(held.station_code);
    await expect(outcome.getByTestId('scan-station')).toHaveText(code);
    const row = page.getByRole('region', { name: columnOf(newcomer!.name) }).getByRole('listitem').filter({ hasText: newcomer!.name });
    await expect(row).toContainText(code);
    await expect(row).toHaveAttribute('data-highlighted', 'true');
    await page.screenshot({ path: testInfo.outputPath('tv-list-assigned.png') });

    await scanBadge(page, newcomer!.employee_id!);
    await expect(outcome).toContainText('Already Assigned');
    await expect(outcome).toContainText(newcomer!.name);
    await expect(outcome.getByTestId('scan-station')).toHaveText(code);
  });

  test('someone planned for the quarter is checked in by their scan, and scanned again is told Already Assigned with the station', async ({ page, request }, testInfo) => {
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
    const row = page.getByRole('region', { name: columnOf(person.name) }).getByRole('listitem').filter({ hasText: person.name });
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
