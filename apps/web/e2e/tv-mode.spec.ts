import { expect, test } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';
import { awayFromScanQuarterChange } from './support/center-clock.ts';
import { addSpareStations, removeStations, assignmentsOf, quarterNamed } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

type Employee = { id: string; name: string; employee_id: string | null };

// Room for the newcomer scanned in below, whatever the hour (see addSpareStations).
let spareStations: string[] = [];
test.beforeAll(async ({ request, baseURL }) => {
  spareStations = await addSpareStations(request, baseURL, 1);
});
test.afterAll(async ({ request, baseURL }) => {
  await removeStations(request, baseURL, spareStations);
});

test('a badge scanned in the map’s TV Mode assigns a newcomer, and a second scan says Already Assigned with the station', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  await awayFromScanQuarterChange(request, token);
  await useSession(page, token);
  await resizeWindow(page, { width: 1600, height: 900 });

  await page.goto('/map');
  // Spec 1 §2: in TV views a code beginning '4-' shows as SAP; the map shows it as it is otherwise.
  const sapCard = page.locator('[data-station-id][data-station-code="4-01"]');
  await expect(sapCard).toContainText('4-01');
  await page.getByRole('button', { name: 'TV Mode' }).click();
  await expect(sapCard).toContainText('SAP');
  await expect(sapCard).not.toContainText('4-01');
  const overlay = page.getByRole('complementary', { name: 'TV Mode' });
  await expect(overlay).toContainText('Scan Your Badge');
  await expect(overlay).toContainText('Recent Assignments Today');

  // The quarter TV Mode chose (its button is pressed, titled 'Q3: 12:30–15:00'), and who works in it today.
  const quarterTitle = await page.getByRole('group', { name: 'Quarter' }).getByRole('button', { pressed: true }).getAttribute('title');
  const quarter = await quarterNamed(request, token, quarterTitle!.split(':')[0]!);
  const assigned = new Set((await assignmentsOf(request, token, quarter.id)).map((a) => a.employee_id));
  // Someone from the far end of the list without a station in that quarter.
  const response = await request.get('/api/employees?is_active=true&limit=1000&page=1', { headers: bearer(token) });
  const employees = ((await response.json()) as { data: { data: Employee[] } }).data.data;
  const scanned = employees.filter((e) => e.employee_id && !assigned.has(e.id)).sort((a, b) => b.name.localeCompare(a.name))[0];
  expect(scanned, 'an active employee without a station in this quarter').toBeDefined();

  // A scanner types into the focused badge field and presses Enter.
  await page.keyboard.type(scanned!.employee_id!);
  await page.keyboard.press('Enter');
  const outcome = overlay.locator('[data-outcome]');
  await expect(outcome).toContainText('Assigned & Checked In');
  await expect(outcome).toContainText(scanned!.name);
  const held = (await assignmentsOf(request, token, quarter.id)).find((a) => a.employee_id === scanned!.id)!;
  const shownCode = held.station_code.startsWith('4-') ? 'SAP' : held.station_code;
  await expect(outcome.getByTestId('scan-station')).toHaveText(shownCode);
  await page.screenshot({ path: testInfo.outputPath('tv-mode-scan.png') });

  await page.keyboard.type(scanned!.employee_id!);
  await page.keyboard.press('Enter');
  await expect(outcome).toContainText('Already Assigned');
  await expect(outcome).toContainText(scanned!.name);
  await expect(outcome.getByTestId('scan-station')).toHaveText(shownCode);
  await page.screenshot({ path: testInfo.outputPath('tv-mode-already-assigned.png') });

  await page.keyboard.type('no-such-badge');
  await page.keyboard.press('Enter');
  await expect(overlay).toContainText('Employee not found, please see your manager for an assignment.');

  await page.getByRole('button', { name: 'TV Mode' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(sapCard).toContainText('4-01');
});
