/**
 * The day plan as a spreadsheet and on paper (issue 15, decision 129): a manager downloads the
 * operating day's plan from the quarter view and opens it; the print view is a landscape
 * sheet, black on white, without the app around it; VIEW sees none of it.
 */
import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoSideways, resizeWindow } from './support/screens.ts';

test.use({ viewport: { width: 1440, height: 900 } });

type DayPlan = {
  center: { code: string; name: string };
  date: string;
  quarters: { id: string; quarter_name: string; start_time: string; end_time: string; date: string }[];
  stations: { station_code: string; is_active: boolean; cells: ({ name: string; is_wildcard: boolean } | null)[] }[];
};

async function dayPlan(request: APIRequestContext, token: string, date: string): Promise<DayPlan> {
  const response = await request.get(`/api/day-plan?date=${date}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: DayPlan }).data;
}

/** /q/{n} of the center's current quarter (DESIGN §3: the digits of its name). */
async function currentQuarterPath(request: APIRequestContext, token: string): Promise<string> {
  const body = (await (await request.get('/api/quarters/active/current', { headers: bearer(token) })).json()) as {
    data: { quarter_name: string; quarter_number: number } | null;
  };
  if (!body.data) throw new Error('the demo center has no quarters');
  return `/q/${/\d+/.exec(body.data.quarter_name)?.[0] ?? body.data.quarter_number}`;
}

/** Opens the current quarter's view as the page's user, and answers the day its plan links carry. */
async function openCurrentQuarter(page: Page, request: APIRequestContext, token: string): Promise<string> {
  await page.goto(await currentQuarterPath(request, token));
  await expect(page.getByRole('heading', { name: /^Quarter Q\d+/, level: 1 })).toBeVisible();
  await expect(page.locator('[data-station-code]').first()).toBeVisible();
  const href = await page.getByRole('link', { name: 'Print day' }).getAttribute('href');
  const date = /date=(\d{4}-\d{2}-\d{2})/.exec(href ?? '')?.[1];
  expect(date, href ?? '').toBeTruthy();
  return date!;
}

test('a manager downloads the day plan from the quarter view and the file holds what the quarter view shows', async ({ page, request, baseURL }, testInfo) => {
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  await useSession(page, token);
  const date = await openCurrentQuarter(page, request, token);
  const plan = await dayPlan(request, token, date);
  const quarterName = /Quarter (Q\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]!;

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .xlsx' }).click()]);
  expect(download.suggestedFilename()).toBe(`${plan.center.code}-day-plan-${date}.xlsx`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const book = XLSX.read(await readFile(file), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Stations', 'People']);
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Stations!, { header: 1, defval: '' });

  // The header: Station, then the day's quarters; the quarter on screen is one of them.
  const column = rows[0]!.findIndex((heading) => heading.startsWith(`${quarterName} `));
  expect(rows[0]![0]).toBe('Station');
  expect(column).toBeGreaterThan(0);
  expect(rows.length - 1).toBe(plan.stations.length);

  // A station the quarter view shows staffed: its cell in the file is the name on the tile.
  const tile = page.locator('[data-station-code][data-status="assigned"], [data-station-code][data-status="wildcard"]').first();
  await expect(tile).toBeVisible();
  const code = (await tile.getAttribute('data-station-code'))!;
  const wildcard = (await tile.getAttribute('data-status')) === 'wildcard';
  const name = (await tile.locator(':scope > span[aria-hidden]').nth(1).textContent())!.trim();
  const row = rows.find((r) => r[0] === code);
  expect(row, code).toBeTruthy();
  expect(row![column]).toBe(wildcard ? `${name} (Wildcard)` : name);

  // The CSV holds the same Stations sheet.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .csv' }).click()]);
  expect(csv.suggestedFilename()).toBe(`${plan.center.code}-day-plan-${date}.csv`);
  const lines = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(rows[0]!.join(','));
  expect(lines).toHaveLength(rows.length + 1);
});

test('the print view of the day is a landscape sheet, black on white, without the app around it', async ({ page, request, baseURL }, testInfo) => {
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  await useSession(page, token);
  const date = await openCurrentQuarter(page, request, token);
  const plan = await dayPlan(request, token, date);

  await page.getByRole('link', { name: 'Print day' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/day\\?date=${date}$`));
  await expect(page.getByRole('heading', { name: 'Day plan', level: 1 })).toBeVisible();
  const sheet = page.getByTestId('day-plan-sheet');
  await expect(sheet).toContainText(`${plan.center.code} · ${plan.center.name}`);
  // One line per station, a column per quarter.
  await expect(sheet.locator('tbody tr')).toHaveCount(plan.stations.length);
  await expect(sheet.locator('thead th')).toHaveCount(plan.quarters.length + 1);
  for (const quarter of plan.quarters) await expect(sheet.locator('thead')).toContainText(quarter.quarter_name);
  const staffed = plan.stations.find((s) => s.cells.some((c) => c !== null))!;
  const index = staffed.cells.findIndex((c) => c !== null);
  const cell = staffed.cells[index]!;
  await expect(sheet.locator(`tr[data-station-code="${staffed.station_code}"] td`).nth(index)).toHaveText(
    cell.is_wildcard ? `${cell.name} (Wildcard)` : cell.name,
  );
  await page.screenshot({ path: testInfo.outputPath('print-day-screen.png'), fullPage: true });

  await page.emulateMedia({ media: 'print' });
  // No app chrome on paper: no navigation bar, no Back or Print buttons.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const colours = await sheet.evaluate((el) => ({
    text: getComputedStyle(el).color,
    page: getComputedStyle(document.body).backgroundColor,
    sheet: getComputedStyle(el).backgroundColor,
  }));
  expect(colours.text).toBe('rgb(0, 0, 0)');
  expect(colours.sheet).toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: testInfo.outputPath('print-day-paper.png'), fullPage: true });
  await page.screenshot({ path: '/tmp/day-plan-print-paper.png', fullPage: true });
  await expectNoAxeViolations(page, testInfo, 'print-day');

  // The printed pages are landscape (wider than high), whatever paper the printer holds.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect(box).toBeTruthy();
  expect(Number(box![1])).toBeGreaterThan(Number(box![2]));
});

test('the print view of one quarter has one line per station with its person', async ({ page, request, baseURL }, testInfo) => {
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  await useSession(page, token);
  await openCurrentQuarter(page, request, token);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const quarterName = /Quarter (Q\d+)/.exec(heading)![1]!;

  await page.getByRole('link', { name: 'Print quarter' }).click();
  await expect(page).toHaveURL(/\/print\/q\/\d+\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: `Day plan: Quarter ${quarterName}`, level: 1 })).toBeVisible();
  const sheet = page.getByTestId('day-plan-sheet');
  await expect(sheet.locator('thead th')).toHaveText(['Station', 'Employee']);
  await expect(sheet.locator('tbody tr').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('print-quarter-paper.png'), fullPage: true });
  await page.screenshot({ path: '/tmp/day-plan-print-quarter.png', fullPage: true });
  await expectNoAxeViolations(page, testInfo, 'print-quarter');
});

test('the dashboard offers the same downloads and print link to a manager', async ({ page, request, baseURL }) => {
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  await useSession(page, token);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Day plan' });
  await expect(actions.getByRole('button', { name: 'Download .xlsx' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Download .csv' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^GEG1-day-plan-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.screenshot({ path: '/tmp/day-plan-dashboard.png' });
  await actions.getByRole('link', { name: 'Print day' }).click();
  await expect(page.getByRole('heading', { name: 'Day plan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('day-plan-sheet').locator('tbody tr').first()).toBeVisible();

  // On a phone the sheet's table scrolls in its own box; the page does not go sideways.
  await resizeWindow(page, { width: 390, height: 844 });
  await expectNoSideways(page);
  await page.screenshot({ path: '/tmp/day-plan-print-phone.png' });
});

test('VIEW sees no downloads or print links, and the print view refuses it', async ({ page, request, baseURL }) => {
  const token = await signInOverApi(request, baseURL, 'demo-view');
  await useSession(page, token);
  await page.goto(await currentQuarterPath(request, token));
  await expect(page.getByRole('heading', { name: /^Quarter Q\d+/, level: 1 })).toBeVisible();
  await expect(page.locator('[data-station-code]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Print/ })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Day plan' })).toHaveCount(0);
  await page.goto('/print/day');
  await expect(page.getByText(/Access denied/i).first()).toBeVisible();
  const refused = await request.get('/api/exports/day-plan?date=2026-11-22', { headers: bearer(token) });
  expect(refused.status()).toBe(403);
});
