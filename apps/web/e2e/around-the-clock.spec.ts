/**
 * Issue 11: the screens follow the center's clock. Each journey sets the browser's clock with
 * Playwright's clock (the server keeps its own, real one: the screens send the dates they
 * reckoned), stops it a second before a quarter boundary and runs it, every timer firing, to
 * 4 s past it: the screen must have moved on by then, in the same document, without a reload.
 *
 * GEG1 runs Q1 07:00–09:30, Q2 09:45–12:00, Q3 12:30–15:00, Q4 15:15–17:30, Q5 18:00–20:30,
 * Q6 20:45–23:00, Q7 23:30–02:00, Q8 02:15–04:30 (seed layout.ts), in America/Los_Angeles.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { actingCenterOf, actOn, bearer, originHeader, publicCenter, signInOverApi, useSession } from './support/accounts.ts';
import { atCenterTime, centerTimeZone, flagQuarterActive } from './support/center-clock.ts';
import { createPerson, quarterNamed, stationsOf } from './support/floor-map.ts';
import { resizeWindow, rowOnSomePage } from './support/screens.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** A Monday, and the Tuesday its night runs into: fixed, so the dates on screen are known (PST all along). */
const DAY = '2030-11-18';
const NIGHT_AFTER = '2030-11-19';
/** Issue 11: a screen follows a quarter boundary within 5 s. */
const FOLLOW_WITHIN_MS = 5_000;

type QuarterRow = { id: string; quarter_name: string; is_active: boolean };

let adminToken = '';
let adminCenterBefore = '';
let timeZone = '';
/** Quarters flagged active before the journeys: a flag outweighs the clock (decision 080), so it is cleared, then set again. */
let flaggedBefore: QuarterRow[] = [];

async function flagActive(request: APIRequestContext, baseURL: string | undefined, quarters: QuarterRow[], isActive: boolean) {
  for (const quarter of quarters) await flagQuarterActive(request, baseURL, adminToken, quarter.id, isActive);
}

test.beforeAll(async ({ request, baseURL }) => {
  adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  adminCenterBefore = await actingCenterOf(request, adminToken);
  const geg1 = await publicCenter(request, 'GEG1');
  await actOn(request, baseURL, adminToken, geg1.id);
  timeZone = await centerTimeZone(request, adminToken, geg1.id);
  const quarters = ((await (await request.get('/api/quarters', { headers: bearer(adminToken) })).json()) as { data: QuarterRow[] }).data;
  flaggedBefore = quarters.filter((q) => q.is_active);
  await flagActive(request, baseURL, flaggedBefore, false);
});

/** Journeys share one database: the flags and the admin's center go back as they were. */
test.afterAll(async ({ request, baseURL }) => {
  await flagActive(request, baseURL, flaggedBefore, true);
  if (adminCenterBefore) await actOn(request, baseURL, adminToken, adminCenterBefore);
});

/** Opens `path` signed in as `account`, the browser's clock reading `time` on `date` at the center and running on. */
async function openAt(page: Page, request: APIRequestContext, baseURL: string | undefined, account: string, path: string, date: string, time: string) {
  await page.clock.install({ time: atCenterTime(timeZone, date, time) });
  await useSession(page, await signInOverApi(request, baseURL, account));
  await page.goto(path);
}

/** Stops the browser's clock one second before `time` (HH:MM:SS) on `date`, firing what fell due on the way. */
async function stopJustBefore(page: Page, date: string, time: string) {
  await page.clock.pauseAt(atCenterTime(timeZone, date, time).getTime() - 1_000);
}

/** From a second before a boundary, runs the clock 5 s, every timer firing: to 4 s past the boundary. */
async function runPastBoundary(page: Page) {
  await page.clock.runFor(FOLLOW_WITHIN_MS);
}

type MarkedWindow = Window & { __sameDocument?: true };

/** Marks the loaded document: a reload or a full page load would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as MarkedWindow).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as MarkedWindow).__sameDocument), 'the page was reloaded').toBe(true);
}

const dashboardQuarter = (page: Page) => page.getByRole('region', { name: 'Current quarter' });
const quarterHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: new RegExp(`^Quarter ${name}\\b`) });
const mapQuarters = (page: Page) => page.getByRole('group', { name: 'Quarter' });
const mapQuarterButton = (page: Page, name: string) => mapQuarters(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });
const pressedMapQuarter = (page: Page) => mapQuarters(page).getByRole('button', { pressed: true });
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const tile = (page: Page, code: string) => page.locator(`[data-station-code="${code}"]`);
const tvListQuarter = (page: Page) => page.getByTestId('tv-list-quarter');

test.describe('a quarter boundary moves the screen on within 5 s, without a reload', () => {
  test('the dashboard moves from Q1 to Q2 as Q1 ends at 09:30 (the next quarter is current in the break)', async ({ page, request, baseURL }) => {
    await openAt(page, request, baseURL, 'demo-manager', '/', DAY, '09:29:30');
    await expect(dashboardQuarter(page).getByText('Q1', { exact: true })).toBeVisible();
    await markDocument(page);

    await stopJustBefore(page, DAY, '09:30:00');
    await expect(dashboardQuarter(page).getByText('Q1', { exact: true })).toBeVisible();
    await expect(dashboardQuarter(page).getByRole('status')).toHaveText('Active until 09:30');

    await runPastBoundary(page);
    await expect(dashboardQuarter(page).getByText('Q2', { exact: true })).toBeVisible();
    // Decision 136: the break says so, and when the next quarter starts.
    await expect(dashboardQuarter(page).getByRole('status')).toHaveText('Break · Q2 starts at 09:45');
    await expectSameDocument(page);
  });

  test('the quarter view replaces /q/1 with /q/2 as Q1 ends', async ({ page, request, baseURL }) => {
    await openAt(page, request, baseURL, 'demo-manager', '/q/1', DAY, '09:29:30');
    await expect(quarterHeading(page, 'Q1')).toBeVisible();
    await expect(page).toHaveURL(/\/q\/1$/);
    await markDocument(page);
    const entries = await historyLength(page);

    await stopJustBefore(page, DAY, '09:30:00');
    await expect(quarterHeading(page, 'Q1')).toBeVisible();

    await runPastBoundary(page);
    await expect(page).toHaveURL(/\/q\/2$/);
    await expect(quarterHeading(page, 'Q2')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quarters' }).getByRole('link', { name: 'Q2' })).toHaveAttribute('aria-current', 'page');
    // Replaced, not pushed: Back does not lead to the quarter that ended.
    expect(await historyLength(page)).toBe(entries);
    await expectSameDocument(page);
  });

  test('the floor map selects nothing in the break after Q1, then Q2 as it starts at 09:45', async ({ page, request, baseURL }) => {
    await openAt(page, request, baseURL, 'demo-manager', '/map', DAY, '09:29:30');
    await expect(mapQuarterButton(page, 'Q1')).toHaveAttribute('aria-pressed', 'true');
    await markDocument(page);

    await stopJustBefore(page, DAY, '09:30:00');
    await expect(mapQuarterButton(page, 'Q1')).toHaveAttribute('aria-pressed', 'true');
    await runPastBoundary(page);
    await expect(pressedMapQuarter(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Break: no quarter selected' })).toBeVisible();

    await stopJustBefore(page, DAY, '09:45:00');
    await expect(pressedMapQuarter(page)).toHaveCount(0);
    await runPastBoundary(page);
    await expect(mapQuarterButton(page, 'Q2')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Break: no quarter selected' })).toHaveCount(0);
    await expectSameDocument(page);
  });

  test("TV Mode keeps Q1 through its end, as a break follows, and moves to Q2 at 09:38, when Q2's start is the nearer boundary (decision 136)", async ({
    page,
    request,
    baseURL,
  }) => {
    await openAt(page, request, baseURL, 'demo-manager', '/map', DAY, '09:19:30');
    await expect(mapQuarterButton(page, 'Q1')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'TV Mode' }).click();
    const overlay = page.getByRole('complementary', { name: 'TV Mode' });
    await expect(overlay).toContainText('Active until 09:30');
    await markDocument(page);

    // No hand-over ten minutes early into a quarter that starts after a break: it would hand back at 09:30.
    await stopJustBefore(page, DAY, '09:20:00');
    await runPastBoundary(page);
    await expect(mapQuarterButton(page, 'Q1')).toHaveAttribute('aria-pressed', 'true');
    await stopJustBefore(page, DAY, '09:30:00');
    await runPastBoundary(page);
    await expect(mapQuarterButton(page, 'Q1')).toHaveAttribute('aria-pressed', 'true');
    await expect(overlay).toContainText('Transition period • Next: Q2 in 15min');

    await stopJustBefore(page, DAY, '09:38:00');
    await expect(mapQuarterButton(page, 'Q1')).toHaveAttribute('aria-pressed', 'true');
    await runPastBoundary(page);
    await expect(mapQuarterButton(page, 'Q2')).toHaveAttribute('aria-pressed', 'true');
    await expect(overlay).toContainText('Transition period • Next: Q2 in 7min');
    await expectSameDocument(page);
  });
});

const planningBanner = (page: Page) => page.getByRole('status').filter({ hasText: /^Planning / });
const backToNow = (page: Page) => page.getByRole('button', { name: 'Back to now' });

test.describe('a date or quarter picked by hand holds until Back to now (issue 27, decision 148)', () => {
  test('on the floor map, Q4 picked at 11:55 is still held at 12:01, in the address, and Back to now returns to the live floor', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await openAt(page, request, baseURL, 'demo-manager', '/map', DAY, '11:55:00');
    await expect(mapQuarterButton(page, 'Q2')).toHaveAttribute('aria-pressed', 'true');
    await expect(planningBanner(page)).toHaveCount(0);
    await mapQuarterButton(page, 'Q4').click();
    await expect(mapQuarterButton(page, 'Q4')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`/map\\?date=${DAY}&q=4$`));
    await expect(planningBanner(page)).toHaveText('Planning Mon, Nov 18 · Q4 — not live');
    await markDocument(page);

    await stopJustBefore(page, DAY, '12:00:00');
    await runPastBoundary(page);
    await page.clock.runFor(60_000);
    await expect(mapQuarterButton(page, 'Q4')).toHaveAttribute('aria-pressed', 'true');
    await expect(planningBanner(page)).toHaveText('Planning Mon, Nov 18 · Q4 — not live');
    await expect(page).toHaveURL(new RegExp(`/map\\?date=${DAY}&q=4$`));
    await page.clock.resume();
    await expectNoAxeViolations(page, testInfo, 'map-planning');

    await backToNow(page).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(planningBanner(page)).toHaveCount(0);
    await expect(pressedMapQuarter(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Break: no quarter selected' })).toBeVisible();
    await expectSameDocument(page);
  });

  test('in the quarter view, /q/4 reached with the pager at 10:00 stays past the end of Q2, and Back to now goes to Q3', async ({ page, request, baseURL }) => {
    await openAt(page, request, baseURL, 'demo-manager', '/q/2', DAY, '10:00:00');
    await expect(quarterHeading(page, 'Q2')).toBeVisible();
    await page.getByRole('navigation', { name: 'Quarters' }).getByRole('link', { name: 'Q4' }).click();
    await expect(page).toHaveURL(new RegExp(`/q/4\\?date=${DAY}$`));
    await expect(quarterHeading(page, 'Q4')).toBeVisible();
    await markDocument(page);

    await stopJustBefore(page, DAY, '12:00:00');
    await runPastBoundary(page);
    await expect(page).toHaveURL(new RegExp(`/q/4\\?date=${DAY}$`));
    await expect(quarterHeading(page, 'Q4')).toBeVisible();
    await expect(planningBanner(page)).toHaveText('Planning Mon, Nov 18 · Q4 — not live');

    await backToNow(page).click();
    await expect(page).toHaveURL(/\/q\/3$/);
    await expect(quarterHeading(page, 'Q3')).toBeVisible();
    await expect(planningBanner(page)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test("/q/3?date=<tomorrow> opens tomorrow's Q3, not the quarter running now, and Back to now returns to it", async ({ page, request, baseURL }, testInfo) => {
    await openAt(page, request, baseURL, 'demo-manager', `/q/3?date=${NIGHT_AFTER}`, DAY, '10:00:00');
    await expect(quarterHeading(page, 'Q3')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/q/3\\?date=${NIGHT_AFTER}$`));
    await expect(page.getByText('Tuesday, November 19, 2030')).toBeVisible();
    await expect(planningBanner(page)).toHaveText('Planning Tue, Nov 19 · Q3 — not live');
    await expect(page.getByLabel('Operating day')).toHaveValue(NIGHT_AFTER);
    await resizeWindow(page, { width: 390, height: 844 });
    await expect(planningBanner(page)).toBeVisible();
    await page.clock.resume();
    await expectNoAxeViolations(page, testInfo, 'quarter-view-planning-390');
    await resizeWindow(page, { width: 1440, height: 900 });

    await backToNow(page).click();
    await expect(page).toHaveURL(/\/q\/2$/);
    await expect(quarterHeading(page, 'Q2')).toBeVisible();
    await expect(page.getByText('Monday, November 18, 2030')).toBeVisible();
  });
});

test.describe('the TV List', () => {
  test('in the gap after Q2 scans go into Q2 while its end is the nearer boundary, then into Q3 from 12:15 (decision 136)', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await resizeWindow(page, { width: 1920, height: 1080 });
    await openAt(page, request, baseURL, 'demo-view', '/tv-list', DAY, '12:10:00');
    await expect(tvListQuarter(page)).toHaveAttribute('data-quarter-number', '2');
    await expect(tvListQuarter(page)).toHaveText('GEG1 · Scans go into Q2 · 09:45–12:00 · Mon, Nov 18');
    await expect(tvListQuarter(page)).toHaveAttribute('data-date', DAY);
    await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tv-list-gap.png') });
    await markDocument(page);

    await stopJustBefore(page, DAY, '12:15:00');
    await expect(tvListQuarter(page)).toHaveAttribute('data-quarter-number', '2');
    await runPastBoundary(page);
    await expect(tvListQuarter(page)).toHaveAttribute('data-quarter-number', '3');
    await expect(tvListQuarter(page)).toHaveText('GEG1 · Scans go into Q3 · 12:30–15:00 · Mon, Nov 18');
    await expect(tvListQuarter(page)).toHaveAttribute('data-date', DAY);
    await expectSameDocument(page);
  });

  test('at 01:00 scans go into Q7 of the evening before', async ({ page, request, baseURL }) => {
    await resizeWindow(page, { width: 1920, height: 1080 });
    await openAt(page, request, baseURL, 'demo-view', '/tv-list', NIGHT_AFTER, '01:00:00');
    await expect(tvListQuarter(page)).toHaveAttribute('data-quarter-number', '7');
    await expect(tvListQuarter(page)).toHaveAttribute('data-date', DAY);
    await expect(tvListQuarter(page)).toHaveText('GEG1 · Scans go into Q7 · 23:30–02:00 · Mon, Nov 18');
  });
});

test.describe('early arrivals and breaks (issue 25, decision 136)', () => {
  /**
   * The badge a kiosk sends, seen on its way out. The server keeps its real clock, so a scan
   * stamped on Playwright's clock would be judged too old there: the request is answered
   * "Employee not found" here instead (a final answer, nothing kept offline). That a real scan
   * lands in the quarter the kiosk names is the job of scan-quarter-gaps.spec.ts.
   */
  async function sentScan(page: Page, badge: string) {
    const sent = new Promise<Record<string, unknown>>((resolve) => {
      void page.route('**/api/stations/tv-*', async (route) => {
        resolve(route.request().postDataJSON() as Record<string, unknown>);
        await route.fulfill({ status: 404, json: { success: false, error: 'Employee not found', data: null, timestamp: new Date().toISOString() } });
      });
    });
    await page.keyboard.type(badge);
    await page.keyboard.press('Enter');
    return sent;
  }

  for (const { time, quarter, hours, status } of [
    { time: '06:40:00', quarter: '1', hours: '07:00–09:30', status: 'Transition period • Next: Q1 in 20min' },
    { time: '12:15:00', quarter: '3', hours: '12:30–15:00', status: 'Transition period • Next: Q3 in 15min' },
  ]) {
    test(`at ${time.slice(0, 5)} the TV List scans into Q${quarter}, the quarter about to start, and TV Mode agrees`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      await resizeWindow(page, { width: 1920, height: 1080 });
      await openAt(page, request, baseURL, 'demo-view', '/tv-list', DAY, time);
      await expect(tvListQuarter(page)).toHaveText(`GEG1 · Scans go into Q${quarter} · ${hours} · Mon, Nov 18`);
      await expect(tvListQuarter(page)).toHaveAttribute('data-date', DAY);
      await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();
      const scan = await sentScan(page, `early-${time.slice(0, 2)}`);
      expect(scan).toMatchObject({ quarter_number: Number(quarter), assignment_date: DAY });
      await expect(page.locator('[data-outcome]')).toContainText('Employee not found');
      await expectNoAxeViolations(page, testInfo, `tv-list-${time.slice(0, 2)}`);
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      await resizeWindow(page, { width: 1440, height: 900 });
      await openAt(page, request, baseURL, 'demo-manager', '/map', DAY, time);
      await expect(mapQuarterButton(page, `Q${quarter}`)).toBeVisible();
      await page.getByRole('button', { name: 'TV Mode' }).click();
      await expect(mapQuarterButton(page, `Q${quarter}`)).toHaveAttribute('aria-pressed', 'true');
      const overlay = page.getByRole('complementary', { name: 'TV Mode' });
      await expect(overlay).toContainText(status);
      const tvModeScan = await sentScan(page, `early-tv-${time.slice(0, 2)}`);
      expect(tvModeScan).toMatchObject({ quarter_number: Number(quarter), assignment_date: DAY });
    });
  }

  test.describe('at 12:10, with Q2 (09:45–12:00) still flagged active', () => {
    let q2Id = '';
    test.beforeAll(async ({ request, baseURL }) => {
      q2Id = (await quarterNamed(request, adminToken, 'Q2')).id;
      await flagQuarterActive(request, baseURL, adminToken, q2Id, true);
    });
    test.afterAll(async ({ request, baseURL }) => {
      await flagQuarterActive(request, baseURL, adminToken, q2Id, false);
    });

    test('the dashboard shows Q2 active until 12:00, then a break, Q3 and when it starts, without the Active badge', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      await openAt(page, request, baseURL, 'demo-manager', '/', DAY, '11:59:30');
      await expect(dashboardQuarter(page).getByText('Q2', { exact: true })).toBeVisible();
      await expect(dashboardQuarter(page).getByText('Active', { exact: true })).toBeVisible();
      await expect(dashboardQuarter(page).getByRole('status')).toHaveText('Active until 12:00');
      await stopJustBefore(page, DAY, '12:00:00');
      await runPastBoundary(page);
      await expect(dashboardQuarter(page).getByText('Q3', { exact: true })).toBeVisible();
      await expect(dashboardQuarter(page).getByRole('status')).toHaveText('Break · Q3 starts at 12:30');
      await expect(dashboardQuarter(page).getByText('Active', { exact: true })).toHaveCount(0);
      await page.clock.resume();
      await resizeWindow(page, { width: 1920, height: 1080 });
      await expectNoAxeViolations(page, testInfo, 'dashboard-break-1920');
      await resizeWindow(page, { width: 390, height: 844 });
      await expect(dashboardQuarter(page).getByRole('status')).toHaveText('Break · Q3 starts at 12:30');
      await page.screenshot({ path: testInfo.outputPath('dashboard-break-390.png'), fullPage: true });
    });

    test('the quarter view goes to Q3 and says it is a break; Q2 picked in the pager has no Active badge', async ({ page, request, baseURL }, testInfo) => {
      await openAt(page, request, baseURL, 'demo-manager', '/q/2', DAY, '12:10:00');
      await expect(page).toHaveURL(/\/q\/3$/);
      await expect(quarterHeading(page, 'Q3')).toBeVisible();
      const breakNote = page.getByRole('status').filter({ hasText: 'Break · Q3 starts at 12:30' });
      await expect(breakNote).toBeVisible();
      await resizeWindow(page, { width: 1920, height: 1080 });
      await expectNoAxeViolations(page, testInfo, 'quarter-view-break-1920');
      await resizeWindow(page, { width: 390, height: 844 });
      await expect(breakNote).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('quarter-view-break-390.png'), fullPage: true });
      await resizeWindow(page, { width: 1440, height: 900 });
      await page.getByRole('navigation', { name: 'Quarters' }).getByRole('link', { name: 'Q2' }).click();
      await expect(quarterHeading(page, 'Q2')).toBeVisible();
      await expect(quarterHeading(page, 'Q2')).not.toContainText('Active');
      await expect(breakNote).toBeVisible();
    });

    test('the wallboard says it is a break and shows Q3’s plan so far, not "staffing now"', async ({ page, request, baseURL }, testInfo) => {
      await resizeWindow(page, { width: 1920, height: 1080 });
      await openAt(page, request, baseURL, 'demo-view', '/tv-changeover', DAY, '12:10:00');
      await expect(page.getByTestId('changeover-break')).toHaveText('Break · Q3 starts at 12:30');
      await expect(page.getByRole('heading', { name: /^Planned so far · Q3 · 12:30–15:00$/ })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, 'wallboard-break-1920');
      await resizeWindow(page, { width: 390, height: 844 });
      await page.screenshot({ path: testInfo.outputPath('wallboard-break-390.png') });
    });
  });
});

test.describe('after midnight the floor is still on the night quarter of the day before', () => {
  let personId = '';
  let personName = '';
  let stationCode = '';

  /** Someone only this journey knows, at a free line station in Q7 of the Monday: the night running at 00:30 on Tuesday. */
  test.beforeAll(async ({ request, baseURL }) => {
    const managerToken = await signInOverApi(request, baseURL, 'demo-manager');
    personName = `Nite Owl ${Date.now().toString(36)}`;
    personId = await createPerson(request, baseURL, managerToken, personName);
    const q7 = await quarterNamed(request, managerToken, 'Q7');
    const station = (await stationsOf(request, managerToken, q7.id, DAY)).find((s) => /^\d-\d+$/.test(s.station_code) && s.is_active && !s.current_assignment);
    if (!station) throw new Error(`no free active line station in Q7 on ${DAY}`);
    stationCode = station.station_code;
    const assigned = await request.post(`/api/stations/${station.id}/assign`, {
      data: { station_id: station.id, quarter_id: q7.id, assignment_date: DAY, employee_id: personId, employee_name: personName },
      headers: { ...bearer(managerToken), ...originHeader(baseURL) },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  });

  /** The person and, by cascade, their assignment. */
  test.afterAll(async ({ request, baseURL }) => {
    if (personId) await request.delete(`/api/employees/${personId}`, { headers: { ...bearer(adminToken), ...originHeader(baseURL) } });
  });

  test("at 00:30 the dashboard shows Q7 with Monday's night: its person is not checked in yet", async ({ page, request, baseURL }, testInfo) => {
    await openAt(page, request, baseURL, 'demo-manager', '/', NIGHT_AFTER, '00:30:00');
    await expect(page.getByLabel('Date and time')).toHaveText(/^Tuesday, November 19, 2030\s*00:30$/);
    await expect(dashboardQuarter(page).getByText('Q7', { exact: true })).toBeVisible();
    // The figures are the night's that began on Monday, and the header says so.
    await expect(dashboardQuarter(page).getByText('Mon, Nov 18', { exact: true })).toBeVisible();
    await expect(dashboardQuarter(page).getByRole('status')).toHaveText('Active until 02:00');
    const row = await rowOnSomePage(page.getByRole('region', { name: /^Employees Not Checked In/ }), personName);
    await expect(row).toContainText(stationCode);
    await page.screenshot({ path: testInfo.outputPath('dashboard-after-midnight.png'), fullPage: true });
  });

  test("at 00:30 the quarter view of Q7 is Monday's, with its person on their tile", async ({ page, request, baseURL }) => {
    await openAt(page, request, baseURL, 'demo-manager', `/q/7?tab=line${stationCode[0]}`, NIGHT_AFTER, '00:30:00');
    await expect(quarterHeading(page, 'Q7')).toBeVisible();
    await expect(page).toHaveURL(/\/q\/7\?tab=line\d$/);
    await expect(page.locator('header').getByText('Monday, November 18, 2030', { exact: true })).toBeVisible();
    await expect(tile(page, stationCode)).toContainText(personName);
    await expect(tile(page, stationCode)).toHaveAttribute('data-status', 'assigned');
  });
});
