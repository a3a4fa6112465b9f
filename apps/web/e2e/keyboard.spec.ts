import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { bearer, DEMO_PASSWORD, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { card, freeStations, openMap, popover, quarterNamed, searchBox, stationsOf } from './support/floor-map.ts';
import { waitForSignInScreen } from './support/screens.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** A person with a login, so two of one name can be told apart. */
async function createPersonWithLogin(request: APIRequestContext, baseURL: string | undefined, token: string, name: string, login: string) {
  const response = await request.post('/api/employees', { data: { name, employee_id: login }, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

/** Presses a key until `isThere` holds, as a keyboard user would; fails after `most` presses, saying where focus went. */
async function pressUntil(page: Page, key: string, isThere: () => Promise<boolean>, most: number): Promise<number> {
  const visited: string[] = [];
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press(key);
    if (await isThere()) return presses;
    visited.push(await focusedName(page));
  }
  throw new Error(`${key} ${most} times did not get there: ${visited.join(' | ')}`);
}

test('a manager signs in, skips to the map, walks to a card with the arrow keys, assigns with Tab, and Esc gives focus back to the card', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A real sign-in (a password hash) and some forty key presses.
  test.setTimeout(60_000);
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  const stamp = Date.now().toString(36);
  await createPersonWithLogin(request, baseURL, token, 'Kv Keyboard', `kv-${stamp}`);
  // Two people of one name: the result buttons say which is which by login.
  await createPersonWithLogin(request, baseURL, token, 'Kw Twin', `kw-a-${stamp}`);
  await createPersonWithLogin(request, baseURL, token, 'Kw Twin', `kw-b-${stamp}`);
  await freeStations(request, baseURL, token, (await quarterNamed(request, token, 'Q6')).id, ['2-02', '2-03']);

  // Sign in with the keyboard: focus lands on the screen's main heading.
  await page.goto('/map');
  await waitForSignInScreen(page);
  await pressUntil(page, 'Tab', () => page.getByLabel('Employee ID').evaluate((e) => e === document.activeElement), 5);
  await page.keyboard.type('demo-manager');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor Map' })).toBeFocused();

  // Q6 with the keyboard: Tab on from the heading to its button.
  const q6Button = page.getByRole('button', { name: /^Q6\b/ });
  await pressUntil(page, 'Tab', () => q6Button.evaluate((e) => e === document.activeElement), 15);
  await page.keyboard.press('Enter');
  await expect(q6Button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);

  // Back to the top of the page: the skip link is the first stop and shows itself (six screens in the bar since issue 27).
  const skipLink = page.getByRole('link', { name: 'Skip to map' });
  await pressUntil(page, 'Shift+Tab', () => skipLink.evaluate((e) => e === document.activeElement), 22);
  await expect(skipLink).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('skip-link.png') });
  await page.keyboard.press('Enter');
  // The map's one tab stop: the first card of the floor (top row, left).
  await expect(card(page, '1-01')).toBeFocused();

  // Arrow keys in floor order: down a row, along it.
  await page.keyboard.press('ArrowDown');
  await expect(card(page, '2-01')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(card(page, '2-03')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(card(page, '2-02')).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('card-focused.png') });

  await page.keyboard.press('Enter');
  await expect(popover(page, '2-02')).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('kw');
  const results = popover(page, '2-02').getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button', { name: `Assign regular: Kw Twin (kw-a-${stamp})` })).toBeVisible();
  await expect(results.getByRole('button', { name: `Assign as wildcard: Kw Twin (kw-b-${stamp})` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('same-name-results.png') });
  await expectNoAxeViolations(page, testInfo, 'same-name-results-axe');

  // Tab assigns the top result (spec 1 §4) and opens the next station of the line.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('kv');
  await expect(results.getByRole('button', { name: 'Assign regular: Kv Keyboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(popover(page, '2-03')).toBeVisible();
  await expect(searchBox(page)).toBeFocused();

  // Esc: focus back on the card of the popover, not the page.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page, '2-03')).toBeFocused();
  // From 30 minutes before Q6 the card also names the arrival ("Not in, Not checked in yet",
  // decision 136), so the name is held to what it starts with, whatever the hour.
  await expect(card(page, '2-02')).toHaveAccessibleName(/^2-02, Kv Keyboard(,|$)/);

  // The card is the tab stop now: Tab leaves the map (to its zoom controls), Shift+Tab comes back to it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zoom In' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(card(page, '2-03')).toBeFocused();

  // An assign from a result button gives focus back to the card too.
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('kw');
  await popover(page, '2-03')
    .getByRole('button', { name: `Assign as wildcard: Kw Twin (kw-b-${stamp})` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page, '2-03')).toBeFocused();
  await expect(card(page, '2-03')).toHaveAccessibleName(/^2-03, Kw Twin, .*Wildcard Assignment/);
  await page.screenshot({ path: testInfo.outputPath('focus-back-on-card.png') });

  const q6 = await quarterNamed(request, token, 'Q6');
  const byCode = new Map((await stationsOf(request, token, q6.id)).map((s) => [s.station_code, s.current_assignment?.employee_name]));
  expect(byCode.get('2-02')).toBe('Kv Keyboard');
  expect(byCode.get('2-03')).toBe('Kw Twin');
});

test('the critical mark is in the card name, and Home, End and Ctrl+End move along the row and floor', async ({ page, request, baseURL }) => {
  await useSession(page, await signInOverApi(request, baseURL, 'demo-manager'));
  await openMap(page, 'Q1');
  // The first station of each line is critical in the demo.
  await expect(card(page, '1-01')).toHaveAccessibleName(/^1-01, .+, Critical station(, (Checked in|Not checked in yet))?$/);
  await card(page, '1-05').focus();
  await page.keyboard.press('Home');
  await expect(card(page, '1-01')).toBeFocused();
  await page.keyboard.press('End');
  // The line's water spider stands at the end of its row.
  await expect(card(page, 'Water Spider-L1')).toBeFocused();
  await expect(card(page, 'Water Spider-L1')).toHaveAccessibleName(/^Water Sp…, /);
  await page.keyboard.press('Control+End');
  // The last card of the floor: nothing further right or below.
  const tabStop = page.locator('[data-station-id][tabindex="0"]');
  const last = await tabStop.getAttribute('data-station-code');
  expect(last).not.toBe('Water Spider-L1');
  await expect(card(page, last!)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(card(page, last!)).toBeFocused();
  await page.keyboard.press('Control+Home');
  await expect(card(page, '1-01')).toBeFocused();
  // One tab stop among all the cards.
  await expect(tabStop).toHaveCount(1);
});

test('a fresh visit starts at the skip link, and another screen moves focus to its heading', async ({ page, request, baseURL }, testInfo) => {
  await useSession(page, await signInOverApi(request, baseURL, 'demo-admin'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Employees' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('heading-focused.png') });
});

for (const account of ['demo-admin', 'demo-view'] as const) {
  test(`the map passes axe (WCAG 2.2 A/AA and names that contain their labels) for ${account}`, async ({ page, request, baseURL }, testInfo) => {
    await useSession(page, await signInOverApi(request, baseURL, account));
    await openMap(page, 'Q1');
    if (account === 'demo-admin') {
      await card(page, '1-02').press('Enter');
      await expect(popover(page, '1-02')).toBeVisible();
      await page.keyboard.type('an');
      await expect(
        popover(page, '1-02')
          .getByRole('button', { name: /^Assign regular: / })
          .first(),
      ).toBeVisible();
    } else {
      // VIEW walks the cards too, to hear who is where.
      await card(page, '1-01').focus();
      await page.keyboard.press('ArrowRight');
      await expect(card(page, '1-02')).toBeFocused();
    }
    await expectNoAxeViolations(page, testInfo, `axe-${account}`);
  });
}
