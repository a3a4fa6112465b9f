/**
 * Issue 15: the quarter-change wallboard (/tv-changeover, decision 130), on the night boundary
 * across midnight. GEG1 runs Q7 23:30–02:00 and Q8 02:15–04:30 (seed layout.ts) in
 * America/Los_Angeles: at 02:06 on Tuesday the floor is in Monday's Q7, and Q8 of Tuesday
 * starts in 9 minutes. The browser's clock is Playwright's; the server keeps its real one (the
 * screen sends the dates it reckoned), so the people are placed on fixed dates over the API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { atCenterTime } from './support/center-clock.ts';
import { createPerson, quarterNamed, stationsOf, type StationRecord } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

/** A Monday night no other journey uses (PST all along), and the Tuesday it runs into. */
const DAY = '2030-12-16';
const NIGHT_AFTER = '2030-12-17';
const TIME_ZONE = 'America/Los_Angeles';

type MapStation = StationRecord & { is_critical: boolean; next_station_id: string };

let managerToken = '';
const people: string[] = [];
const suffix = Date.now().toString(36);
const mover = { name: `Mo Mover ${suffix}`, id: '', from: '', to: '' };
const rotator = { name: `Ro Rotator ${suffix}`, id: '', from: '', to: '' };
const stray = { name: `Sy Stray ${suffix}`, id: '', at: '' };
let emptyCritical = '';

async function assign(
  request: APIRequestContext,
  baseURL: string | undefined,
  station: MapStation,
  quarterId: string,
  date: string,
  personId: string,
  personName: string,
) {
  const response = await request.post(`/api/stations/${station.id}/assign`, {
    data: { station_id: station.id, quarter_id: quarterId, assignment_date: date, employee_id: personId, employee_name: personName },
    headers: { ...bearer(managerToken), ...originHeader(baseURL) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function checkIn(request: APIRequestContext, baseURL: string | undefined, assignmentId: string) {
  const response = await request.post('/api/employees/manual-check-in', {
    data: { assignment_id: assignmentId },
    headers: { ...bearer(managerToken), ...originHeader(baseURL) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ request, baseURL }) => {
  managerToken = await signInOverApi(request, baseURL, 'demo-manager');
  const q7 = await quarterNamed(request, managerToken, 'Q7');
  const q8 = await quarterNamed(request, managerToken, 'Q8');
  const now = (await stationsOf(request, managerToken, q7.id, DAY)) as MapStation[];
  const next = new Map(((await stationsOf(request, managerToken, q8.id, NIGHT_AFTER)) as MapStation[]).map((s) => [s.id, s]));
  const free = (s: MapStation) => s.is_active && !s.current_assignment && !next.get(s.id)?.current_assignment;
  const plain = now.filter((s) => free(s) && !s.is_critical && s.next_station_id === s.id && /^\d-\d+$/.test(s.station_code));
  // A station whose rotation rule leads to an active station free in Q8.
  const ruled = now.find(
    (s) => free(s) && s.next_station_id !== s.id && next.get(s.next_station_id)?.is_active && !next.get(s.next_station_id)?.current_assignment,
  );
  if (plain.length < 3 || !ruled) throw new Error(`not enough free stations in Q7 on ${DAY}`);
  const [from, to, strayAt] = plain as [MapStation, MapStation, MapStation];

  for (const person of [mover, rotator, stray]) {
    person.id = await createPerson(request, baseURL, managerToken, person.name);
    people.push(person.id);
  }
  // Mo is planned elsewhere in Q8: a move by the plan.
  mover.from = from.station_code;
  mover.to = to.station_code;
  await checkIn(request, baseURL, await assign(request, baseURL, from, q7.id, DAY, mover.id, mover.name));
  await assign(request, baseURL, next.get(to.id)!, q8.id, NIGHT_AFTER, mover.id, mover.name);
  // Ro has nothing in Q8: their station's rotation rule sends them on.
  rotator.from = ruled.station_code;
  rotator.to = next.get(ruled.next_station_id)!.station_code;
  await checkIn(request, baseURL, await assign(request, baseURL, ruled, q7.id, DAY, rotator.id, rotator.name));
  // Sy is checked in at a station with no rule and has nothing in Q8.
  stray.at = strayAt.station_code;
  await checkIn(request, baseURL, await assign(request, baseURL, strayAt, q7.id, DAY, stray.id, stray.name));
  // The first active critical station nobody holds in Q8 (nobody rotates into it either: the rule above leads to a free one, which may be it).
  const critical = [...next.values()].filter((s) => s.is_critical && s.is_active && !s.current_assignment && s.station_code !== rotator.to);
  if (critical.length === 0) throw new Error('no free critical station in Q8');
  emptyCritical = critical.sort((a, b) => a.station_code.localeCompare(b.station_code, 'en', { numeric: true }))[0]!.station_code;
});

/** The people and, by cascade, their assignments. */
test.afterAll(async ({ request, baseURL }) => {
  for (const id of people) await request.delete(`/api/employees/${id}`, { headers: { ...bearer(managerToken), ...originHeader(baseURL) } });
});

/** The smallest name on screen, in CSS pixels as rendered. */
const smallestNamePx = (page: Page) =>
  page.getByTestId('changeover-name').evaluateAll((names) => Math.min(...names.map((name) => parseFloat(getComputedStyle(name).fontSize))));

test.use({ viewport: { width: 1920, height: 1080 } });

test('nine minutes before the night boundary it counts down and shows the moves; past it, the next boundary', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: atCenterTime(TIME_ZONE, NIGHT_AFTER, '02:05:30') });
  await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
  await page.goto('/tv-changeover');
  await expect(page.getByRole('heading', { level: 1, name: 'Quarter change' })).toBeVisible();
  await expect(page.getByTestId('changeover-quarters')).toContainText('Q7 → Q8 at 02:15');

  const moves = page.getByRole('region', { name: 'Who moves where' });
  const move = moves.getByTestId('changeover-move').filter({ hasText: mover.name });
  await expect(move).toBeVisible({ timeout: 20_000 });
  await page.clock.pauseAt(atCenterTime(TIME_ZONE, NIGHT_AFTER, '02:06:00'));
  await expect(page.getByTestId('changeover-countdown')).toHaveText('9:00');
  await expect(page.getByText('until Q8 starts')).toBeVisible();

  // Mo goes where the plan says, from → to.
  await expect(move).toHaveAttribute('data-from', mover.from);
  await expect(move).toHaveAttribute('data-to', mover.to);
  await expect(move).toContainText(`${mover.from}→`);
  await expect(move).not.toContainText('by rotation');
  // Ro has no Q8 assignment: where the rule points, marked as such.
  const rotation = moves.getByTestId('changeover-move').filter({ hasText: rotator.name });
  await expect(rotation).toHaveAttribute('data-to', rotator.to);
  await expect(rotation).toContainText('by rotation');
  // An empty critical station, and Sy, checked in with no station next quarter.
  await expect(page.getByRole('region', { name: 'Critical stations still empty' }).getByText(emptyCritical, { exact: true })).toBeVisible();
  const strays = page.getByRole('region', { name: 'Checked in, no station next quarter' });
  await expect(strays.getByTestId('changeover-without-station').filter({ hasText: stray.name })).toHaveAttribute('data-station', stray.at);
  await expect(strays).not.toContainText(rotator.name);

  // Issue 18: read from across the floor.
  expect(await smallestNamePx(page)).toBeGreaterThanOrEqual(24);
  await page.screenshot({ path: testInfo.outputPath('changeover-1080p.png') });

  // 4K: the same page twice as large.
  await resizeWindow(page, { width: 3840, height: 2160 });
  await expect(move).toBeVisible();
  await expect.poll(() => smallestNamePx(page)).toBeGreaterThanOrEqual(48);
  await page.screenshot({ path: testInfo.outputPath('changeover-4k.png') });
  await resizeWindow(page, { width: 1920, height: 1080 });

  // axe waits on the page's timers, so the clock runs (real time) while it reads.
  await page.clock.resume();
  await expectNoAxeViolations(page, testInfo, 'changeover');

  // The countdown runs, and at the boundary the page moves on to the next one: Q1 at 07:00.
  await page.clock.pauseAt(atCenterTime(TIME_ZONE, NIGHT_AFTER, '02:10:00'));
  await expect(page.getByTestId('changeover-countdown')).toHaveText('5:00');
  await page.clock.runFor(5 * 60_000 + 3_000);
  await expect(page.getByTestId('changeover-countdown')).toBeHidden();
  await expect(page.getByTestId('changeover-next-boundary')).toContainText('Q1 at 07:00');
  await expect(page.getByTestId('changeover-quarters')).toContainText('Q8 → Q1 at 07:00');
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: /^Staffing now · Q8/ })).toBeVisible();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'changeover-between-1080p');
  await resizeWindow(page, { width: 3840, height: 2160 });
  await page.screenshot({ path: testInfo.outputPath('changeover-between-4k.png') });
});

test('the map header links to the wallboard, next to the TV List', async ({ page, request, baseURL }, testInfo) => {
  await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
  await page.goto('/map');
  const link = page.getByRole('link', { name: 'Quarter change' });
  await expect(link).toHaveAttribute('href', '/tv-changeover');
  await expect(page.getByRole('link', { name: 'TV List' })).toBeVisible();
  await resizeWindow(page, { width: 390, height: 844 });
  // Phones keep the icon, with its word for screen readers only.
  await expect(link).toBeVisible();
  await expect(link.locator('span.sr-only, span[class*="max-sm:sr-only"]')).toHaveText('Quarter change');
  // The tools stay one row on a phone (issue 18): the wallboard's link and full screen beside the TV List's.
  const rowOf = async (locator: ReturnType<Page['getByRole']>) => Math.round((await locator.boundingBox())!.y);
  const tvListRow = await rowOf(page.getByRole('link', { name: 'TV List' }));
  expect(await rowOf(link)).toBe(tvListRow);
  expect(await rowOf(page.getByRole('button', { name: 'Full screen' }))).toBe(tvListRow);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('map-header-phone.png') });
});

test.describe('more moves than a screen holds', () => {
  /** Another night, so the journey above keeps its own. */
  const NIGHT = '2030-12-23';
  const MORNING = '2030-12-24';
  const crowd: { id: string; name: string }[] = [];

  /** 45 people in Q7, each planned one station further on in Q8: 45 moves, more than one 1080p screenful. */
  test.beforeAll(async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    managerToken = await signInOverApi(request, baseURL, 'demo-manager');
    const q7 = await quarterNamed(request, managerToken, 'Q7');
    const q8 = await quarterNamed(request, managerToken, 'Q8');
    const now = ((await stationsOf(request, managerToken, q7.id, NIGHT)) as MapStation[]).filter((s) => s.is_active && !s.current_assignment);
    const next = new Map(((await stationsOf(request, managerToken, q8.id, MORNING)) as MapStation[]).map((s) => [s.id, s]));
    const stations = now.filter((s) => !next.get(s.id)?.current_assignment).slice(0, 45);
    if (stations.length < 45) throw new Error(`only ${stations.length} free stations on ${NIGHT}`);
    for (const [i, station] of stations.entries()) {
      const name = `Cr${String(i).padStart(2, '0')} Crowd ${suffix}`;
      const id = await createPerson(request, baseURL, managerToken, name);
      crowd.push({ id, name });
      await assign(request, baseURL, station, q7.id, NIGHT, id, name);
      await assign(request, baseURL, next.get(stations[(i + 1) % stations.length]!.id)!, q8.id, MORNING, id, name);
    }
  });

  test.afterAll(async ({ request, baseURL }) => {
    for (const { id } of crowd) await request.delete(`/api/employees/${id}`, { headers: { ...bearer(managerToken), ...originHeader(baseURL) } });
  });

  test('the moves page with a visible "1/2", names at 24 px or more, everyone shown within 30 s', async ({ page, request, baseURL }, testInfo) => {
    await page.clock.install({ time: atCenterTime(TIME_ZONE, MORNING, '02:05:30') });
    await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
    await page.goto('/tv-changeover');
    const moves = page.getByRole('region', { name: 'Who moves where' });
    const pageNumber = moves.getByTestId('changeover-page');
    await expect(pageNumber).toHaveText(/^1\/[2-9]$/, { timeout: 20_000 });
    await page.clock.pauseAt(atCenterTime(TIME_ZONE, MORNING, '02:06:00'));
    // The clock ran while the page loaded, so the list may have turned already: start from where it is.
    const [first, pages] = (await pageNumber.textContent())!.split('/').map(Number) as [number, number];
    expect(await smallestNamePx(page)).toBeGreaterThanOrEqual(24);
    await page.screenshot({ path: testInfo.outputPath('changeover-paging-1080p.png') });

    const seen = new Set<string>();
    let waited = 0;
    for (let turn = 0; turn < pages; turn += 1) {
      await expect(pageNumber).toHaveText(`${((first - 1 + turn) % pages) + 1}/${pages}`);
      for (const name of await moves.getByTestId('changeover-name').allTextContents()) seen.add(name);
      if (turn < pages - 1) {
        // One page turn: the TV List's rule, 30 s shared out, at most 10 s a page.
        const duration = Math.min(10_000, Math.floor(30_000 / pages));
        await page.clock.runFor(duration);
        waited += duration;
      }
    }
    expect(waited).toBeLessThan(30_000);
    expect(crowd.filter((person) => !seen.has(person.name)).map((person) => person.name)).toEqual([]);
    // The page number is read out as 'Page 1 of 2'.
    await page.clock.resume();
    await expectNoAxeViolations(page, testInfo, 'changeover-paging');
  });
});
