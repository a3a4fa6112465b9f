import { expect, test } from '@playwright/test';
import { bearer, originHeader, publicCenter, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoSideways, mainNavigation, navigationLabels, resizeWindow } from './support/screens.ts';

test.describe('as demo-view', () => {
  test.beforeEach(async ({ page, request, baseURL }) => {
    await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
  });

  test('the bar lists only the floor map, the center is fixed, and the planner is refused', async ({ page }, testInfo) => {
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'Floor Map' })).toBeVisible();
    await expect(page.getByText('Station Layout')).toBeVisible();
    expect(await navigationLabels(page)).toEqual(['Floor Map']);
    await expect(page.getByText('Stationboard GEG1')).toBeVisible();
    await page.getByText('Fixed', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Only ADMIN and SUDO users can switch warehouses');
    await page.screenshot({ path: testInfo.outputPath('navigation-view.png') });

    await page.goto('/planner');
    await expect(page.getByRole('heading', { name: 'Access denied. Insufficient permissions.' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('access-denied.png') });
  });

  test('a session check that cannot reach the server shows the Authentication Error card', async ({ page }, testInfo) => {
    await page.route('**/api/auth/get-session', (route) => route.abort('connectionrefused'));
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('authentication-error.png') });
    await page.unroute('**/api/auth/get-session');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Floor Map' })).toBeVisible();
  });

  test('the TV list opens full screen from the map, without the bar', async ({ page }, testInfo) => {
    await page.goto('/map');
    await page.getByRole('link', { name: 'TV List' }).click();
    await expect(page).toHaveURL(/\/tv-list$/);
    await expect(page.getByRole('heading', { name: 'TV List' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('tv-list.png') });
  });
});

test.describe('as demo-manager', () => {
  test('the whole bar fits from 1024 px, the center marked Fixed and Assigned', async ({ page, request, baseURL }, testInfo) => {
    await useSession(page, await signInOverApi(request, baseURL, 'demo-manager'));
    for (const width of [1024, 1280]) {
      await resizeWindow(page, { width, height: 720 });
      await page.goto('/employees');
      await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
      expect(await navigationLabels(page)).toEqual(['Dashboard', 'Floor Map', 'Quarter', 'Plan', 'Planner', 'Employees']);
      await expect(page.getByText('Fixed', { exact: true })).toBeVisible();
      await expect(page.getByText('Assigned', { exact: true })).toBeVisible();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`navigation-manager-${width}.png`) });
    }
  });
});

test.describe('as demo-admin', () => {
  test.beforeEach(async ({ page, request, baseURL }) => {
    const token = await signInOverApi(request, baseURL, 'demo-admin');
    // Start every test on GEG1 whatever an earlier test switched to.
    const geg1 = await publicCenter(request, 'GEG1');
    await request.put('/api/auth/fulfillment-center', { data: { fulfillment_center_id: geg1.id }, headers: { ...bearer(token), ...originHeader(baseURL) } });
    await useSession(page, token);
  });

  test('desktop: every screen in the bar, and the warehouse switch retitles the app', async ({ page }, testInfo) => {
    await resizeWindow(page, { width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await navigationLabels(page)).toEqual(['Dashboard', 'Floor Map', 'Quarter', 'Plan', 'Planner', 'Employees']);
    await expect(mainNavigation(page).getByRole('link', { name: 'Quarter' })).toHaveAttribute('href', /^\/q\/\d+$/);
    await expect(page.getByText('Stationboard GEG1')).toBeVisible();
    await expectNoSideways(page);
    await page.screenshot({ path: testInfo.outputPath('navigation-desktop.png') });

    await page.getByRole('button', { name: 'Warehouse' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Portland Sortation Center')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('warehouse-menu.png') });
    await menu.getByText('Portland Sortation Center').click();
    await expect(page.getByText('Stationboard PDX2')).toBeVisible();

    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menu').getByText('ADMIN', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-menu.png') });
  });

  test('mobile: the screens move into a menu behind the button', async ({ page }, testInfo) => {
    await resizeWindow(page, { width: 390, height: 844 });
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'Floor Map' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Planner' })).toBeHidden();
    await expectNoSideways(page);
    await page.screenshot({ path: testInfo.outputPath('navigation-mobile-closed.png') });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Planner' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('navigation-mobile-open.png') });
    await menu.getByRole('link', { name: 'Employees' }).click();
    await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('a bad quarter route says what it expected', async ({ page }, testInfo) => {
    await page.goto('/q/abc');
    await expect(page.getByText('Invalid quarter route. Expected format: /q/1, /q/2, etc.')).toBeVisible();
    await expect(page.getByText('/q/abc', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('invalid-quarter-route.png') });
  });

  test('a screen whose code cannot be downloaded shows the error fallback, and Try Again recovers', async ({ page }, testInfo) => {
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'Floor Map' })).toBeVisible();
    // A dropped connection or a deploy that replaced the files: the planner's chunk fails.
    await page.route(/\/assets\/planner-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await mainNavigation(page).getByRole('link', { name: 'Planner' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('We encountered an unexpected error. Our team has been notified.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await page.screenshot({ path: testInfo.outputPath('error-fallback.png') });

    await page.unroute(/\/assets\/planner-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Configuration' })).toBeVisible();
  });
});
