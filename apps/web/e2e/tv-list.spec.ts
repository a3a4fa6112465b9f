import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';

/** Spec 1 §2: the five columns, A-E to U-Z. */
const COLUMN_LABELS = ['A-E', 'F-J', 'K-O', 'P-T', 'U-Z'];
const columnOf = (name: string) => COLUMN_LABELS[Math.min(4, Math.floor((name.toUpperCase().charCodeAt(0) - 65) / 5))]!;

type Quarter = { id: string; quarter_number: number };
type Employee = { id: string; name: string; employee_id: string | null };
type Station = { station_code: string; current_assignment: { employee_id: string } | null };

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

test.describe('TV List as demo-view', () => {
  let token: string;

  test.beforeEach(async ({ page, request, baseURL }) => {
    token = await signInOverApi(request, baseURL, 'demo-view');
    await useSession(page, token);
    await page.setViewportSize({ width: 1920, height: 1080 });
  });

  test('a scanned badge assigns a newcomer, who appears in their column, and a second scan checks them in', async ({ page, request }, testInfo) => {
    await page.goto('/tv-list');
    await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tv-list-1080p.png') });

    // The quarter the page chose (the one that started last), and who already works in it.
    const quarterNumber = Number(await page.getByTestId('tv-list-quarter').getAttribute('data-quarter-number'));
    const quarter = (await getData<Quarter[]>(request, token, '/api/quarters')).find((q) => q.quarter_number === quarterNumber)!;
    const date = await centerToday(request, token);
    const stationsPath = `/api/stations?quarter_id=${quarter.id}&assignment_date=${date}`;
    const assigned = new Set((await getData<Station[]>(request, token, stationsPath)).flatMap((s) => (s.current_assignment ? [s.current_assignment.employee_id] : [])));
    const employees = (await getData<{ data: Employee[] }>(request, token, '/api/employees?is_active=true&limit=1000&page=1')).data;
    // From the far end of the alphabet, so the person lands in a column other than the first.
    const newcomer = employees
      .filter((e) => !assigned.has(e.id) && e.employee_id && /^[A-Za-z]/.test(e.name))
      .sort((a, b) => b.name.localeCompare(a.name))[0];
    expect(newcomer, 'an active employee without a station in this quarter').toBeDefined();

    // A barcode scanner types into whatever has focus and presses Enter: no click first.
    await page.keyboard.type(newcomer!.employee_id!);
    await page.keyboard.press('Enter');
    const outcome = page.locator('[data-outcome]');
    await expect(outcome).toContainText('Assigned & Checked In');
    await expect(outcome).toContainText(newcomer!.name);

    const station = (await getData<Station[]>(request, token, stationsPath)).find((s) => s.current_assignment?.employee_id === newcomer!.id)!;
    const shownCode = station.station_code.startsWith('4-') ? 'SAP' : station.station_code;
    await expect(outcome.getByTestId('scan-station')).toHaveText(shownCode);
    const row = page.getByRole('region', { name: columnOf(newcomer!.name) }).getByRole('listitem').filter({ hasText: newcomer!.name });
    await expect(row).toContainText(shownCode);
    await expect(row).toHaveAttribute('data-highlighted', 'true');
    await page.screenshot({ path: testInfo.outputPath('tv-list-assigned.png') });

    await page.keyboard.type(newcomer!.employee_id!);
    await page.keyboard.press('Enter');
    await expect(outcome).toContainText('Checked In Successfully');
    await expect(outcome.getByTestId('scan-station')).toHaveText(shownCode);
    await expect(row).toHaveAttribute('data-highlighted', 'true');
    await page.screenshot({ path: testInfo.outputPath('tv-list-checked-in.png') });
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
