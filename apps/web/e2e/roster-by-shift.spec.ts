/**
 * Issue 28 (decision 154): the dashboard's roster-by-shift row. Two people only this journey
 * knows are rostered every day, one by day and one by night, and planned nowhere: the row shows
 * the server's rostered / planned / checked-in figures for each shift of the day shown, and the
 * rostered who are not planned open as a list naming them.
 */
import { expect, test } from '@playwright/test';
import { bearer, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createPerson } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

type ShiftFigures = { shift: 'day' | 'night'; rostered: number; planned: number; checked_in: number; rostered_not_planned: { name: string }[] };

test.use({ viewport: { width: 1440, height: 900 } });

test('the dashboard shows rostered, planned and checked in per shift as the server counts them, and lists the rostered not planned', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // axe over the whole dashboard and the three screen sizes take longer than the default on a loaded machine.
  test.setTimeout(120_000);
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  const suffix = Date.now().toString(36).slice(-4);
  const people = { day: `Rd Day ${suffix}`, night: `Rn Night ${suffix}` };
  for (const shift of ['day', 'night'] as const) {
    const id = await createPerson(request, baseURL, token, people[shift]);
    const response = await request.put(`/api/employees/${id}`, {
      data: { shift_pattern: 'custom', work_days: [0, 1, 2, 3, 4, 5, 6], shift },
      headers: { ...bearer(token), ...originHeader(baseURL) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  await useSession(page, token);
  const loaded = page.waitForResponse((response) => response.url().includes('/api/roster/summary') && response.status() === 200);
  await page.goto('/');
  const date = new URL((await loaded).url()).searchParams.get('date')!;
  const answer = await request.get(`/api/roster/summary?date=${date}`, { headers: bearer(token) });
  const shifts = ((await answer.json()) as { data: { shifts: ShiftFigures[] } }).data.shifts;
  expect(shifts.map((s) => s.shift)).toEqual(['day', 'night']);

  const row = page.getByRole('region', { name: 'Roster by shift' });
  for (const figures of shifts) {
    const shift = row.getByRole('region', { name: figures.shift === 'day' ? 'Day shift' : 'Night shift' });
    for (const [label, value] of [
      ['Rostered', figures.rostered],
      ['Planned', figures.planned],
      ['Checked in', figures.checked_in],
    ] as const) {
      await expect(shift.getByText(label, { exact: true }).locator('xpath=..')).toHaveText(`${label}${value}`);
    }
    // The person rostered on this shift and planned nowhere is one of the rostered not planned.
    expect(figures.rostered_not_planned.map((p) => p.name)).toContain(people[figures.shift]);
    const count = figures.rostered_not_planned.length;
    const list = shift.getByText(count === 1 ? '1 rostered, not planned' : `${count} rostered, not planned`);
    await list.click();
    await expect(shift.getByRole('listitem').filter({ hasText: people[figures.shift] })).toBeVisible();
  }
  await row.screenshot({ path: testInfo.outputPath('roster-by-shift.png') });
  await expectNoAxeViolations(page, testInfo, 'dashboard-roster-by-shift');

  // Readable on a desktop, a small laptop and a phone, on the dashboard and above the plan grid.
  for (const [width, height] of [
    [1920, 1080],
    [1024, 768],
    [390, 844],
  ] as const) {
    await resizeWindow(page, { width, height });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}x${height}.png`) });
  }
  await page.goto(`/plan?date=${date}`);
  const planRow = page.getByRole('region', { name: 'Roster by shift' });
  await expect(planRow.getByRole('region', { name: 'Day shift' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath('plan-390x844.png') });
  await resizeWindow(page, { width: 1920, height: 1080 });
  await page.screenshot({ path: testInfo.outputPath('plan-1920x1080.png') });
});
