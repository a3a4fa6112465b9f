import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, useSession } from './support/accounts.ts';
import { card, popover } from './support/floor-map.ts';
import { PLANNER_TABS, waitForData, waitForSignInScreen } from './support/screens.ts';

/**
 * Issue 24 (decision 135): the server sends a Content-Security-Policy that forbids inline
 * script, eval and framing. Every journey runs under it; this one visits every screen and
 * fails on anything the browser refused (a `securitypolicyviolation` event, or its console
 * error), and shows that another site cannot frame the app.
 */
test.use({ viewport: { width: 1440, height: 900 } });

type Violations = { read(): Promise<string[]> };

async function watchViolations(page: Page): Promise<Violations> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    async read() {
      const events = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
      return [...events, ...logged];
    },
  };
}

test('the sign-in and reset screens run under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  await waitForSignInScreen(page);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByText('Invalid or expired reset link. Please request a new password reset.')).toBeVisible();
  expect(await violations.read()).toEqual([]);
});

test.describe('signed in as ADMIN', () => {
  test.beforeEach(async ({ page, request, baseURL }) => {
    await useSession(page, await signInOverApi(request, baseURL, 'demo-admin'));
  });

  test('the dashboard, the floor map with its live socket, TV Mode and a station popover, and the quarter view run under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await waitForData(page);

    const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'));
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'Floor Map' })).toBeVisible();
    const socket = await socketOpened;
    expect(socket.isClosed()).toBe(false);
    await card(page, '1-01').click();
    await expect(popover(page, '1-01')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'TV Mode' }).click();
    await expect(page.getByRole('complementary', { name: 'TV Mode' })).toBeVisible();

    for (const tab of ['line2', 'indirects']) {
      await page.goto(`/q/2?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await waitForData(page);
    }
    expect(await violations.read()).toEqual([]);
  });

  test('every planner tab, the employees screen with a dialog open, the wall screens and the print pages run under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const tab of PLANNER_TABS) {
      await page.goto(`/planner?tab=${tab.id}`);
      await expect(page.getByRole('tab', { name: tab.label, selected: true })).toBeVisible();
      await waitForData(page);
    }
    await page.goto('/employees');
    await expect(page.getByRole('table')).toBeVisible();
    // A Radix dialog locks the page's scrolling with a <style> element it adds.
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Employee' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/tv-list');
    await expect(page.getByRole('heading', { name: 'TV List' })).toBeVisible();
    await page.goto('/tv-changeover');
    await expect(page.getByRole('heading', { level: 1, name: 'Quarter change' })).toBeVisible();
    for (const path of ['/print/day', '/print/q/2']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForData(page);
    }
    expect(await violations.read()).toEqual([]);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker registers and takes the page under the policy', async ({ page, request, baseURL }) => {
    await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
    const violations = await watchViolations(page);
    await page.goto('/tv-list');
    await expect(page.getByRole('heading', { name: 'TV List' })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(await violations.read()).toEqual([]);
  });
});

test('Swagger UI at /api/docs runs under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Stationboard API/ })).toBeVisible();
  await expect(page.getByText('/api/health', { exact: true }).first()).toBeVisible();
  expect(await violations.read()).toEqual([]);
});

test('another site cannot show the app in a frame', async ({ page, baseURL }) => {
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.setContent(`<iframe title="framed" src="${baseURL}/"></iframe>`);
  await blocked;
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
});
