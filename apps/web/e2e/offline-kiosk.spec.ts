import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, newEmployeeId, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { assignmentsOf } from './support/floor-map.ts';

/**
 * Issue 14 (decision 127): the TV List keeps scanning while the server cannot be reached.
 * Scans are kept on the device, survive a reload (the service worker serves the app), and
 * land exactly once when the server answers again.
 */
test.use({ serviceWorkers: 'allow' });

type Quarter = { id: string; quarter_number: number };
type Person = { id: string; name: string; login: string };
type AuditPage = { data: { table_name: string; action: string }[]; total: number };

async function getData<T>(request: APIRequestContext, token: string, path: string, params?: Record<string, string | number>): Promise<T> {
  const response = await request.get(path, { headers: bearer(token), params });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

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

test('scans made while the server is down are kept, survive a reload, and land exactly once when it is back', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await signInOverApi(request, baseURL, 'demo-admin');
  const kiosk = await signInOverApi(request, baseURL, 'demo-view');

  // Six people of our own: five scanned offline, one scanned online to show what "once" leaves.
  const suffix = newEmployeeId('off').slice('off-'.length);
  const people: Person[] = [];
  for (const [i, first] of ['Odile', 'Ossian', 'Otto', 'Oona', 'Orla', 'Olive'].entries()) {
    const name = `${first} Offline${suffix}`;
    const login = `off${suffix}-${i}`;
    const response = await request.post('/api/employees', { data: { name, employee_id: login }, headers: { ...bearer(admin), ...originHeader(baseURL) } });
    expect(response.status(), await response.text()).toBe(200);
    people.push({ id: ((await response.json()) as { data: { id: string } }).data.id, name, login });
  }
  const control = people.pop()!;

  await useSession(page, kiosk);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/tv-list');
  await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();

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
  await expectNoAxeViolations(page, testInfo, 'offline-kiosk-after-reload');

  // The server answers again: the five replay, oldest first, and the count goes.
  await context.setOffline(false);
  await expect(page.getByTestId('scans-waiting')).toHaveCount(0, { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('back-online.png') });
  await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible({ timeout: 20_000 });

  for (const person of people) {
    const held = await heldBy(person);
    expect(held, `${person.name} holds exactly one station in the quarter`).toHaveLength(1);
    expect(held[0]!.checked_in, `${person.name} is checked in`).toBe(true);
    expect(await scanAuditRows(request, admin, person), `${person.name}'s scan is audited once`).toBe(auditPerScan);
  }
  // Nothing waits on the device any more, in its storage either.
  expect(await page.evaluate(() => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('stationboard-kiosk');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction('queued-scans').objectStore('queued-scans').count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error);
    };
  }))).toBe(0);
});
