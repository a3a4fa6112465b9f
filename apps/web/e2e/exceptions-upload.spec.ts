/**
 * Decision 155: exceptions entered where a manager plans. From the plan grid's selected cell a
 * time off goes in on the grid's day; from the Employees screen a file of exceptions goes in,
 * a bad row listed, a call-out in it freeing the person's station on the grid. Axe on both,
 * screenshots at 1440×900 and 390×844. The people are this run's own ("Qe …": no other journey
 * searches that name).
 */
import { expect, test } from '@playwright/test';
import { bearer, originHeader, signInOverApi } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { cellOf, centerDayPlus, gridOrder, openPlan, postPlan, readPlan } from './support/day-plan.ts';
import { resizeWindow } from './support/screens.ts';

/** Letters only, unique per run. */
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const GRID_PERSON = { name: `Qe Gridoff ${RUN}`, login: `qe-grid-${RUN}` };
const FILE_PERSON = { name: `Qe Fileoff ${RUN}`, login: `qe-file-${RUN}` };
/** A day well ahead, that the other journeys' plans leave alone. */
const DAY = centerDayPlus(9);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test('a manager enters a time off from the plan grid and uploads a file of exceptions', async ({ page, request, baseURL }, testInfo) => {
  // Two screens, two axe runs, an upload.
  test.slow();
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  const headers = { ...bearer(token), ...originHeader(baseURL) };
  for (const person of [GRID_PERSON, FILE_PERSON]) {
    const response = await request.post('/api/employees', { data: { name: person.name, employee_id: person.login }, headers });
    expect(response.status(), await response.text()).toBe(200);
  }
  const plan = await readPlan(request, token, DAY);
  const q1 = plan.quarters[0]!;
  const station = gridOrder(plan).find(
    (s) => s.is_active && s.required_skills.length === 0 && !plan.cells.some((c) => c.station_id === s.id && c.quarter_id === q1.id),
  );
  expect(station, 'a free station in the first quarter').toBeDefined();
  await postPlan(request, baseURL, token, 'paste', { date: DAY, cells: [{ station_id: station!.id, quarter_id: q1.id, value: GRID_PERSON.login }] });

  // The grid: select the person's cell, open their exceptions on the grid's day, add a time off.
  await resizeWindow(page, DESKTOP);
  await openPlan(page, token, DAY);
  const cell = cellOf(page, station!.station_code, 0);
  await expect(cell).toContainText(GRID_PERSON.name);
  await cell.click();
  await page.getByRole('button', { name: `Exceptions: ${GRID_PERSON.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Exceptions: ${GRID_PERSON.name}` });
  await expect(dialog.getByLabel('Date')).toHaveValue(DAY);
  await dialog.getByLabel('Kind').selectOption('time_off');
  await dialog.getByLabel('Note (optional)').fill('Wedding');
  await dialog.getByRole('button', { name: 'Add exception' }).click();
  const list = dialog.getByRole('list', { name: `Exceptions: ${GRID_PERSON.name}` });
  await expect(list).toContainText(DAY);
  await expect(list).toContainText('Time off');
  await page.screenshot({ path: testInfo.outputPath('plan-exceptions-1440.png') });
  await expectNoAxeViolations(page, testInfo, 'exceptions dialog from the plan grid');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const roster = await request.get(`/api/roster?date=${DAY}`, { headers: bearer(token) });
  const entry = ((await roster.json()) as { data: { employee: { name: string }; reason: string }[] }).data.find((e) => e.employee.name === GRID_PERSON.name);
  expect(entry?.reason).toBe('time_off');
  await resizeWindow(page, PHONE);
  await page.screenshot({ path: testInfo.outputPath('plan-toolbar-390.png'), fullPage: true });

  // The Employees screen: a file with a VTO, a call-out for the grid's person and a row naming nobody.
  await resizeWindow(page, DESKTOP);
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Upload Exceptions' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Exceptions' });
  await expect(upload).toContainText('badge_barcode_id');
  const csv = [
    'employee_id,date,kind,note',
    `${FILE_PERSON.login},${DAY},vto,`,
    `${GRID_PERSON.login},${DAY},call_out,sick`,
    `qe-nobody-${RUN},${DAY},vet,`,
  ].join('\n');
  await upload.getByLabel(/Exceptions file/).setInputFiles({ name: `exceptions-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.screenshot({ path: testInfo.outputPath('exceptions-upload-form-1440.png') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const results = page.getByRole('dialog', { name: 'Upload Results' });
  const result = results.getByTestId('upload-result');
  await expect(result).toBeVisible();
  await expect(result.locator('[data-count="created"]')).toHaveText('2');
  await expect(result.locator('[data-count="stations_freed"]')).toHaveText('1');
  await expect(result.locator('[data-count="skipped"]')).toHaveText('1');
  await expect(result.getByRole('listitem')).toHaveText(`Row 4: No one has employee_id qe-nobody-${RUN}`);
  await page.screenshot({ path: testInfo.outputPath('exceptions-upload-1440.png') });
  await expectNoAxeViolations(page, testInfo, 'exceptions upload result');
  await resizeWindow(page, PHONE);
  await page.screenshot({ path: testInfo.outputPath('exceptions-upload-390.png') });
  // The footer's Close, not the corner's.
  await results.getByRole('button', { name: 'Close' }).last().click();
  await expect(results).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('employees-toolbar-390.png') });

  // The call-out freed the grid person's station that day.
  await resizeWindow(page, DESKTOP);
  await openPlan(page, token, DAY);
  await expect(cellOf(page, station!.station_code, 0)).not.toContainText(GRID_PERSON.name);
});
