/**
 * Decision 153: who works when, as a manager uses it. The Employees screen sets a shift pattern
 * and a time off; the map's popover ranks people on the roster of the quarter shown first, marks
 * the others, and asks before assigning one of them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { card, createPerson, openMap, popover, quarterNamed, searchBox, stationsOf } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

async function put(request: APIRequestContext, baseURL: string | undefined, token: string, path: string, data: object, method: 'put' | 'post' = 'put') {
  const response = await request[method](path, { data, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a manager sets a shift pattern and a time off from the Employees screen', async ({ page, request, baseURL }, testInfo) => {
  // Two axe runs and a dozen steps.
  test.slow();
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  await createPerson(request, baseURL, token, 'Wq Patterned');
  await useSession(page, token);
  await resizeWindow(page, { width: 1440, height: 900 });
  await page.goto('/employees');
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('Wq Patterned');
  const row = page.getByRole('row').filter({ hasText: 'Wq Patterned' });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Edit Wq Patterned' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Employee' });
  await form.getByRole('combobox', { name: /^Shift pattern/ }).selectOption('custom');
  await form.getByRole('checkbox', { name: 'Tue' }).check();
  await form.getByRole('checkbox', { name: 'Sat' }).check();
  await form.getByRole('radio', { name: 'Night' }).check();
  await form.getByLabel('Pattern starts (optional)').fill('2026-01-05');
  await page.screenshot({ path: testInfo.outputPath('employee-form-pattern.png') });
  await expectNoAxeViolations(page, testInfo, 'employee form with a custom pattern');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText('Tue, Sat · Night');

  // The list's filter: a night shift shows them, a day pattern does not.
  const filter = page.getByRole('combobox', { name: 'Shift pattern filter' });
  await filter.selectOption('night');
  await expect(row).toHaveCount(1);
  await filter.selectOption('FHD');
  await expect(page.getByRole('row').filter({ hasText: 'Wq Patterned' })).toHaveCount(0);
  await filter.selectOption('');

  await row.getByRole('button', { name: 'Exceptions: Wq Patterned' }).click();
  const exceptions = page.getByRole('dialog', { name: 'Exceptions: Wq Patterned' });
  await expect(exceptions).toContainText('No exceptions from a month ago on');
  await exceptions.getByLabel('Date').fill('2027-01-12');
  await exceptions.getByLabel('Kind').selectOption('time_off');
  await exceptions.getByLabel('Note (optional)').fill('Dentist');
  await exceptions.getByRole('button', { name: 'Add exception' }).click();
  const list = exceptions.getByRole('list', { name: 'Exceptions: Wq Patterned' });
  await expect(list).toContainText('2027-01-12');
  await expect(list).toContainText('Time off');
  await expect(list).toContainText('Dentist');
  await page.screenshot({ path: testInfo.outputPath('exceptions-dialog.png') });
  await expectNoAxeViolations(page, testInfo, 'exceptions dialog');

  // The roster of that Tuesday night says why they are off.
  const roster = await request.get('/api/roster?date=2027-01-12&shift=night', { headers: bearer(token) });
  const entry = ((await roster.json()) as { data: { employee: { name: string }; on_roster: boolean; reason: string }[] }).data.find(
    (e) => e.employee.name === 'Wq Patterned',
  );
  expect(entry).toMatchObject({ on_roster: false, reason: 'time_off' });

  await exceptions.getByRole('button', { name: 'Delete Time off on 2027-01-12' }).click();
  await expect(exceptions).toContainText('No exceptions from a month ago on');
});

test('the popover ranks people on the roster of the quarter shown first, marks the others, and asks before assigning one', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // An axe run and a dozen steps.
  test.slow();
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  // A first name no other journey gives, so these three alone hold "zv roster", tied on the text ranking.
  const onRoster = await createPerson(request, baseURL, token, 'Zv Rosterin');
  const onLeave = await createPerson(request, baseURL, token, 'Zv Rosterleave');
  const nights = await createPerson(request, baseURL, token, 'Zv Rosternight');
  for (const id of [onRoster, onLeave])
    await put(request, baseURL, token, `/api/employees/${id}`, { shift_pattern: 'custom', work_days: ALL_DAYS, shift: 'day' });
  await put(request, baseURL, token, `/api/employees/${nights}`, { shift_pattern: 'custom', work_days: ALL_DAYS, shift: 'night' });

  await useSession(page, token);
  await resizeWindow(page, { width: 1440, height: 900 });
  await openMap(page, 'Q1');
  // Decision 148: the map plans the date in its address; the roster is that day's.
  const date = new URL(page.url()).searchParams.get('date')!;
  await put(request, baseURL, token, `/api/employees/${onLeave}/exceptions`, { date, kind: 'time_off' }, 'post');
  const q1 = await quarterNamed(request, token, 'Q1');
  const free = (await stationsOf(request, token, q1.id, date)).find(
    (s) => s.is_active && s.current_assignment === null && s.position_x !== null && /^\d-\d+$/.test(s.station_code),
  );
  test.skip(!free, 'no free line station on the map in Q1');
  const code = free!.station_code;

  await card(page, code).click();
  await expect(popover(page, code)).toBeVisible();
  // Not "zv" alone: a name another journey generated may hold it inside a word, and someone on the
  // roster ranks before everyone off it, so eight of them would push the two off-roster ones out.
  await searchBox(page).fill('zv roster');
  const results = popover(page, code).getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  await expect(results.nth(0)).toContainText('Zv Rosterin');
  await expect(results.nth(0)).not.toContainText('off');
  await expect(results.nth(1)).toContainText('Zv Rosterleave');
  await expect(results.nth(1)).toContainText('off: time off');
  await expect(results.nth(2)).toContainText('Zv Rosternight');
  await expect(results.nth(2)).toContainText('not scheduled');
  await page.screenshot({ path: testInfo.outputPath('popover-roster-marks.png') });
  await expectNoAxeViolations(page, testInfo, 'popover with roster marks');

  await popover(page, code).getByRole('button', { name: 'Assign regular: Zv Rosternight' }).click();
  const question = popover(page, code).getByText("Zv Rosternight is not on this day's roster (not scheduled). Assign anyway?");
  await expect(question).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('popover-off-roster-question.png') });
  // Nothing was sent before the answer.
  expect((await stationsOf(request, token, q1.id, date)).find((s) => s.station_code === code)?.current_assignment).toBeNull();
  await popover(page, code).getByRole('button', { name: 'Assign anyway' }).click();
  await expect(card(page, code)).toHaveAccessibleName(new RegExp(`^${code}, Zv Rosternight`));
});
