import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { actOn, actingCenterOf, bearer, getData, newEmployeeId, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { utcQuarterRunningNow } from './support/center-clock.ts';
import { assignmentsOf } from './support/floor-map.ts';
import { resizeWindow } from './support/screens.ts';

/**
 * Issue 14 (decision 127): the TV List keeps scanning while the server cannot be reached.
 * Scans are kept on the device, survive a reload (the service worker serves the app), and
 * land exactly once when the server answers again. On a center made for this run, with free
 * stations, so every scan gets a station whatever other journeys did to the demo floor.
 */
test.use({ serviceWorkers: 'allow' });

const suffix = newEmployeeId('off').slice('off-'.length);
let admin = '';
let homeCenterId = '';
let centerId = '';

async function post<T>(request: APIRequestContext, baseURL: string | undefined, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { ...bearer(admin), ...originHeader(baseURL) } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ request, baseURL }) => {
  admin = await signInOverApi(request, baseURL, 'demo-admin');
  homeCenterId = await actingCenterOf(request, admin);
  centerId = (
    await post<{ id: string }>(request, baseURL, '/api/fulfillment-centers', {
      name: `Offline kiosk ${suffix}`,
      code: `OK${suffix.slice(-5).toUpperCase()}`,
      timezone: 'UTC',
    })
  ).id;
  await actOn(request, baseURL, admin, centerId);
  // One quarter running now, started today: the one that started last, whenever this runs.
  await post(request, baseURL, '/api/quarters', {
    quarter_name: 'Q1',
    quarter_number: 1,
    ...utcQuarterRunningNow(),
    shift: 'front_half_day',
    fulfillment_center_id: centerId,
  });
  const types = await getData<{ id: string; name: string }[]>(request, admin, '/api/station-types', { fulfillment_center_id: centerId });
  const lineType = types.find((t) => t.name === 'LINE')!;
  for (let i = 1; i <= 10; i++) {
    await post(request, baseURL, '/api/stations', {
      station_code: `1-${String(i).padStart(2, '0')}`,
      station_type_id: lineType.id,
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

type Quarter = { id: string; quarter_number: number };
type Person = { id: string; name: string; login: string };
type AuditPage = { data: { table_name: string; action: string }[]; total: number };

/** Today in the center's time zone, as the page and the server reckon it. */
async function centerToday(request: APIRequestContext, token: string): Promise<string> {
  const [center] = await getData<{ timezone: string }[]>(request, token, '/api/fulfillment-centers');
  return new Intl.DateTimeFormat('en-CA', { timeZone: center!.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The audit rows the badge scans wrote for a person (their creation is not one). */
async function scanAuditRows(request: APIRequestContext, token: string, person: Person): Promise<number> {
  const page = await getData<AuditPage>(request, token, `/api/audit/employee/${encodeURIComponent(person.login)}/history`, { page: 1, limit: 100 });
  return page.data.filter((row) => row.table_name !== 'employees').length;
}

/** A barcode scanner types into whatever has focus and presses Enter. */
async function scanBadge(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

test('scans made while the server is down are kept, survive a reload, and land exactly once when it is back', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // The kiosk is the admin's browser on the run's center.
  const kiosk = admin;

  // Seven people of our own: five scanned offline, one more offline after a reload, and one
  // scanned online to show what "once" leaves.
  const people: Person[] = [];
  for (const [i, first] of ['Odile', 'Ossian', 'Otto', 'Oona', 'Orla', 'Opal', 'Olive'].entries()) {
    const name = `${first} Offline${suffix}`;
    const login = `off${suffix}-${i}`;
    const { id } = await post<{ id: string }>(request, baseURL, '/api/employees', { name, employee_id: login });
    people.push({ id, name, login });
  }
  const control = people.pop()!;
  const afterReload = people.pop()!;

  await useSession(page, kiosk);
  await resizeWindow(page, { width: 1920, height: 1080 });
  await page.goto('/tv-list');
  await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
  await expect(page.getByTestId('tv-list-quarter')).toContainText('Scans go into Q1');

  // The service worker took over and holds the kiosk's boot answers for a reload offline.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('stationboard-kiosk-boot')).keys()).map((r) => new URL(r.url).pathname).sort()))
    .toEqual(['/api/auth/get-session', '/api/auth/role', '/api/fulfillment-centers', '/api/quarters']);

  const quarterNumber = Number(await page.getByTestId('tv-list-quarter').getAttribute('data-quarter-number'));
  const quarter = (await getData<Quarter[]>(request, kiosk, '/api/quarters')).find((q) => q.quarter_number === quarterNumber)!;
  const date = await centerToday(request, kiosk);
  const heldBy = async (person: Person) => (await assignmentsOf(request, kiosk, quarter.id, date)).filter((a) => a.employee_id === person.id);

  // Online, one scan: what a scan that lands once leaves behind.
  await scanBadge(page, control.login);
  await expect.poll(async () => (await heldBy(control)).length).toBe(1);
  const auditPerScan = await scanAuditRows(request, admin, control);
  expect(auditPerScan).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('scans-waiting')).toHaveCount(0);

  // The server is gone for the page.
  await context.setOffline(true);
  for (const [i, person] of people.entries()) {
    await scanBadge(page, person.login);
    await expect(page.getByTestId('scan-saved')).toHaveText('Saved — will sync');
    await expect(page.getByTestId('scans-waiting')).toHaveText(i === 0 ? '1 scan waiting to sync' : `${i + 1} scans waiting to sync`);
  }
  await expect(page.getByRole('status').filter({ hasText: '5 scans waiting to sync' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-5-waiting.png') });
  await expectNoAxeViolations(page, testInfo, 'offline-kiosk-waiting');
  for (const person of people) expect(await heldBy(person), `${person.name} not landed while offline`).toEqual([]);

  // A reload while offline: the service worker serves the app, the device still holds the scans.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
  await expect(page.getByTestId('scans-waiting')).toHaveText('5 scans waiting to sync');
  await expect(page.getByLabel('Scan Your Badge')).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('offline-after-reload.png') });
  // The reloaded kiosk still takes scans.
  await scanBadge(page, afterReload.login);
  await expect(page.getByTestId('scan-saved')).toHaveText('Saved — will sync');
  await expect(page.getByTestId('scans-waiting')).toHaveText('6 scans waiting to sync');
  await expectNoAxeViolations(page, testInfo, 'offline-kiosk-after-reload');
  people.push(afterReload);

  // The server answers again: the six replay, oldest first, and the count goes.
  await context.setOffline(false);
  await expect(page.getByTestId('scans-waiting')).toHaveCount(0, { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('back-online.png') });
  await expect(page.getByRole('region', { name: 'K-O' }).getByText(people[0]!.name)).toBeVisible({ timeout: 20_000 });

  for (const person of people) {
    const held = await heldBy(person);
    expect(held, `${person.name} holds exactly one station in the quarter`).toHaveLength(1);
    expect(held[0]!.checked_in, `${person.name} is checked in`).toBe(true);
    expect(await scanAuditRows(request, admin, person), `${person.name}'s scan is audited once`).toBe(auditPerScan);
  }
  // Nothing waits on the device any more, in its storage either.
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('stationboard-kiosk');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('queued-scans').objectStore('queued-scans').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    ),
  ).toBe(0);
});

test('the map’s TV Mode keeps scans while offline, names someone it has seen, and they land once when it is back', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const kiosk = admin;
  const people: Person[] = [];
  for (const [i, first] of ['Tamsin', 'Tobias'].entries()) {
    const name = `${first} Tvmode${suffix}`;
    const login = `tvm${suffix}-${i}`;
    const { id } = await post<{ id: string }>(request, baseURL, '/api/employees', { name, employee_id: login });
    people.push({ id, name, login });
  }
  const [seen, unseen] = people as [Person, Person];

  await useSession(page, kiosk);
  await resizeWindow(page, { width: 1600, height: 900 });
  await page.goto('/map');
  await page.getByRole('button', { name: 'TV Mode' }).click();
  const overlay = page.getByRole('complementary', { name: 'TV Mode' });
  await expect(overlay).toContainText('Scan Your Badge');
  const quarter = (await getData<Quarter[]>(request, kiosk, '/api/quarters'))[0]!;
  const date = new Date().toISOString().slice(0, 10);
  const heldBy = async (person: Person) => (await assignmentsOf(request, kiosk, quarter.id, date)).filter((a) => a.employee_id === person.id);

  // Online: the device learns who this badge is.
  await scanBadge(page, seen.login);
  await expect(overlay.locator('[data-outcome]')).toContainText(seen.name);
  await expect.poll(async () => (await heldBy(seen)).length).toBe(1);

  await context.setOffline(true);
  await scanBadge(page, seen.login);
  await expect(overlay.getByTestId('scan-saved')).toHaveText(`${seen.name} · Saved — will sync`);
  await scanBadge(page, unseen.login);
  await expect(overlay.getByTestId('scan-saved')).toHaveText('Saved — will sync');
  await expect(overlay.getByRole('status').filter({ hasText: '2 scans waiting to sync' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tv-mode-offline-2-waiting.png') });
  await expectNoAxeViolations(page, testInfo, 'tv-mode-offline-waiting');

  await context.setOffline(false);
  await expect(overlay.getByTestId('scans-waiting')).toHaveCount(0, { timeout: 30_000 });
  await expect(overlay.locator('[data-outcome]')).toContainText(unseen.name);
  await page.screenshot({ path: testInfo.outputPath('tv-mode-back-online.png') });
  for (const person of people) {
    const held = await heldBy(person);
    expect(held, `${person.name} holds exactly one station in the quarter`).toHaveLength(1);
    expect(held[0]!.checked_in).toBe(true);
  }
});
