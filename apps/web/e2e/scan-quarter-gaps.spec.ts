/**
 * Issue 25 (decision 136): in a gap between quarters a badge scan goes into the quarter whose
 * boundary is nearer, the next one on a tie, and never into one that ended more than 30 minutes
 * before it. around-the-clock.spec.ts shows the demo's kiosks choosing at 06:40 and 12:15 on
 * Playwright's clock; here real scans land, end to end. The server keeps its real clock, so on
 * a center made for this run (on UTC) the two quarters are laid out around the real time: the
 * last one ended 2 h 10 min ago and the next starts in 20 minutes (the demo at 06:40), then the
 * last ended 15 minutes ago and the next starts in 15 (the demo at 12:15). The browser's clock
 * starts early in the minute of the layout, so the screen does not turn a minute in the middle.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { actOn, actingCenterOf, bearer, newEmployeeId, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { utcTimesAround } from './support/center-clock.ts';
import { assignmentsOf } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

const suffix = newEmployeeId('gap').slice('gap-'.length);
let admin = '';
let homeCenterId = '';
let centerId = '';
type Quarter = { id: string; quarter_name: string; quarter_number: number };
let last: Quarter;
let next: Quarter;

async function send<T>(request: APIRequestContext, baseURL: string | undefined, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await request[method](path, { data, headers: { ...bearer(admin), ...originHeader(baseURL) } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ request, baseURL }) => {
  admin = await signInOverApi(request, baseURL, 'demo-admin');
  homeCenterId = await actingCenterOf(request, admin);
  centerId = (
    await send<{ id: string }>(request, baseURL, 'post', '/api/fulfillment-centers', {
      name: `Quarter gaps ${suffix}`,
      code: `GP${suffix.slice(-5).toUpperCase()}`,
      timezone: 'UTC',
    })
  ).id;
  await actOn(request, baseURL, admin, centerId);
  const at = new Date();
  last = await send<Quarter>(request, baseURL, 'post', '/api/quarters', {
    quarter_name: 'Q8',
    quarter_number: 8,
    ...utcTimesAround(at, -240, -130),
    shift: 'back_half_day',
    fulfillment_center_id: centerId,
  });
  next = await send<Quarter>(request, baseURL, 'post', '/api/quarters', {
    quarter_name: 'Q1',
    quarter_number: 1,
    ...utcTimesAround(at, 20, 170),
    shift: 'front_half_day',
    fulfillment_center_id: centerId,
  });
  const types = (
    (await (await request.get('/api/station-types', { headers: bearer(admin), params: { fulfillment_center_id: centerId } })).json()) as {
      data: { id: string; name: string }[];
    }
  ).data;
  const line = types.find((t) => t.name === 'LINE')!;
  for (let i = 1; i <= 4; i++) {
    await send(request, baseURL, 'post', '/api/stations', {
      station_code: `1-0${i}`,
      station_type_id: line.id,
      line_number: 1,
      is_manual: false,
      is_right_handed: null,
      fulfillment_center_id: centerId,
    });
  }
});

test.afterAll(async ({ request, baseURL }) => {
  await actOn(request, baseURL, admin, homeCenterId);
  const sudo = await signInOverApi(request, baseURL, 'demo-sudo');
  await request.delete(`/api/fulfillment-centers/${centerId}`, { headers: { ...bearer(sudo), ...originHeader(baseURL) } });
});

/** Lays the two quarters out around `at`: the last ending `endedAgo` minutes before it, the next starting `startsIn` after. */
async function layOut(request: APIRequestContext, baseURL: string | undefined, at: Date, endedAgo: number, startsIn: number) {
  // The next quarter first, away from where the last one goes, so the two never overlap on the way.
  await send(request, baseURL, 'put', `/api/quarters/${next.id}`, {
    quarter_name: 'Q1',
    quarter_number: 1,
    ...utcTimesAround(at, startsIn, startsIn + 150),
    shift: 'front_half_day',
    fulfillment_center_id: centerId,
  });
  await send(request, baseURL, 'put', `/api/quarters/${last.id}`, {
    quarter_name: 'Q8',
    quarter_number: 8,
    ...utcTimesAround(at, -endedAgo - 120, -endedAgo),
    shift: 'back_half_day',
    fulfillment_center_id: centerId,
  });
}

async function person(request: APIRequestContext, baseURL: string | undefined, first: string) {
  const login = `${first.toLowerCase()}${suffix}`;
  const { id } = await send<{ id: string }>(request, baseURL, 'post', '/api/employees', { name: `${first} Gap${suffix}`, employee_id: login });
  return { id, login };
}

/** A barcode scanner types into whatever has focus and presses Enter. */
async function scanBadge(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

for (const { label, endedAgo, startsIn } of [
  { label: 'as at 06:40 on the demo: the last quarter ended 2 h 10 min ago, the next starts in 20 minutes', endedAgo: 130, startsIn: 20 },
  { label: 'as at 12:15 on the demo: the last quarter ended 15 minutes ago, the next starts in 15', endedAgo: 15, startsIn: 15 },
]) {
  test(`${label}: the TV List scans into the next quarter, for real, and TV Mode agrees`, async ({ page, request, baseURL }, testInfo) => {
    // Early in the current minute, so the layout and the screen are on the same minute.
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    await layOut(request, baseURL, at, endedAgo, startsIn);
    const arriving = await person(request, baseURL, endedAgo > 60 ? 'Early' : 'Back');
    // The browser's clock starts at that moment: the page and the scan are on the layout's minute.
    await page.clock.install({ time: at });
    await useSession(page, admin);
    await resizeWindow(page, { width: 1920, height: 1080 });
    await page.goto('/tv-list');
    const header = page.getByTestId('tv-list-quarter');
    await expect(header).toHaveAttribute('data-quarter-number', '1');
    await expect(header).toContainText('Scans go into Q1');
    const date = (await header.getAttribute('data-date'))!;

    await scanBadge(page, arriving.login);
    await expect(page.locator('[data-outcome]')).toContainText('Assigned & Checked In');
    const held = (await assignmentsOf(request, admin, next.id, date)).filter((a) => a.employee_id === arriving.id);
    expect(held, 'the scan landed in the next quarter, on its date').toHaveLength(1);
    expect((await assignmentsOf(request, admin, last.id)).filter((a) => a.employee_id === arriving.id)).toEqual([]);
    await expectNoAxeViolations(page, testInfo, `tv-list-gap-${startsIn}`);

    await resizeWindow(page, { width: 1440, height: 900 });
    await page.goto('/map');
    await page.getByRole('button', { name: 'TV Mode' }).click();
    await expect(page.getByRole('group', { name: 'Quarter' }).getByRole('button', { name: /^Q1\b/ })).toHaveAttribute('aria-pressed', 'true');
    // A gap that spans midnight is the wait for a new day, not a break in one (decisions 011, 136):
    // the layout follows the real clock, so between about 23:40 and 02:10 UTC it does.
    const gapSpansMidnight = new Date(at.getTime() - endedAgo * 60_000).getUTCDate() !== new Date(at.getTime() + startsIn * 60_000).getUTCDate();
    await expect(page.getByRole('complementary', { name: 'TV Mode' })).toContainText(
      gapSpansMidnight ? /Starts in \d+ minutes/ : /Transition period • Next: Q1 in \d+min/,
    );
  });
}

test('a scan into the quarter that ended over 30 minutes ago is refused, naming the quarter it belongs in', async ({ request, baseURL }) => {
  const at = new Date();
  await layOut(request, baseURL, at, 130, 20);
  const late = await person(request, baseURL, 'Late');
  const response = await request.post('/api/stations/tv-badge-scan', {
    data: { employee_id: late.login, quarter_number: 8 },
    headers: { ...bearer(admin), ...originHeader(baseURL) },
  });
  expect(response.status()).toBe(409);
  expect(((await response.json()) as { error: string }).error).toMatch(/^Scans now go into Q1 \(Q8 ended at \d\d:\d\d\)$/);
});
