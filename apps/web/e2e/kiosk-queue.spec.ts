/**
 * Issue 25 (decision 138): a queue at shift start. Two badges scanned 300 ms apart on the TV
 * List: both people see their own answer, the newest large and the one before it in the row
 * under the header, each naming its person, readable from the queue (24 px at 1080p). The
 * browser runs on Playwright's clock, set to the real time: the server judges each scan by the
 * moment it was read (decision 126), so the two clocks must agree.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const suffix = Date.now().toString(36);
type Person = { id: string; name: string; login: string };
const people: Person[] = [];
let managerToken = '';

async function createPerson(request: APIRequestContext, baseURL: string | undefined, name: string, login: string): Promise<Person> {
  const response = await request.post('/api/employees', { data: { name, employee_id: login }, headers: { ...bearer(managerToken), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
  const person = { id: ((await response.json()) as { data: { id: string } }).data.id, name, login };
  people.push(person);
  return person;
}

test.beforeAll(async ({ request, baseURL }) => {
  managerToken = await signInOverApi(request, baseURL, 'demo-manager');
});

/** The people and, by cascade, the stations the scans gave them: other journeys count this quarter's people. */
test.afterAll(async ({ request, baseURL }) => {
  for (const person of people) await request.delete(`/api/employees/${person.id}`, { headers: { ...bearer(managerToken), ...originHeader(baseURL) } });
});

/** A barcode scanner types into whatever has focus and presses Enter. */
async function scanBadge(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

test.use({ viewport: { width: 1920, height: 1080 } });

test('two badges scanned 300 ms apart on the TV List: both people see their answer, each with their name, the first in the row under the header', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const first = await createPerson(request, baseURL, `Quinn Queue ${suffix}`, `qq${suffix}`);
  const second = await createPerson(request, baseURL, `Rory Queue ${suffix}`, `rq${suffix}`);
  await page.clock.install({ time: new Date() });
  await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
  await page.goto('/tv-list');
  await expect(page.getByRole('region', { name: 'A-E' })).toBeVisible();

  await scanBadge(page, first.login);
  await page.waitForTimeout(300);
  await scanBadge(page, second.login);

  const latest = page.locator('[data-outcome]');
  await expect(latest).toContainText(second.name);
  const earlier = page.getByRole('list', { name: 'Earlier scans' });
  const firstEntry = earlier.getByRole('listitem').filter({ hasText: first.name });
  await expect(firstEntry).toBeVisible();
  // Both at once: the newest did not push the first person's answer away.
  await expect(latest).toContainText(second.name);
  await expect(firstEntry).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tv-list-two-close-scans-1080p.png') });

  // Read from the queue: the first person's name at 24 px or more.
  const namePx = await firstEntry
    .locator('span.truncate')
    .last()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(namePx).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page, testInfo, 'tv-list-two-close-scans');

  // Scanned again, the first person's answer comes back on top, once.
  await scanBadge(page, first.login);
  await expect(latest).toContainText(first.name);
  await expect(earlier.getByRole('listitem').filter({ hasText: first.name })).toHaveCount(0);
  await expect(earlier.getByRole('listitem').filter({ hasText: second.name })).toBeVisible();
});

test('two badges scanned close together in TV Mode on the map: both answers in the overlay, the earlier under the newest', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const first = await createPerson(request, baseURL, `Sam Overlay ${suffix}`, `so${suffix}`);
  const second = await createPerson(request, baseURL, `Tia Overlay ${suffix}`, `to${suffix}`);
  await page.clock.install({ time: new Date() });
  await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
  await page.goto('/map');
  await page.getByRole('button', { name: 'TV Mode' }).click();
  const overlay = page.getByRole('complementary', { name: 'TV Mode' });
  await expect(overlay).toContainText('Scan Your Badge');

  await scanBadge(page, first.login);
  await page.waitForTimeout(300);
  await scanBadge(page, second.login);
  await expect(overlay.locator('[data-outcome]')).toContainText(second.name);
  await expect(overlay.getByRole('list', { name: 'Earlier scans' }).getByRole('listitem').filter({ hasText: first.name })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tv-mode-two-close-scans.png') });
  await expectNoAxeViolations(page, testInfo, 'tv-mode-two-close-scans');
});
