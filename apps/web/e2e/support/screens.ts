import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in title spells itself out; screenshots wait until it is whole. */
export async function waitForSignInScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Stationboard' })).toHaveAttribute('data-complete', 'true');
}

export async function signInThroughForm(page: Page, employeeId: string, password: string): Promise<void> {
  await page.getByLabel('Employee ID').fill(employeeId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

export async function navigationLabels(page: Page): Promise<string[]> {
  return (await mainNavigation(page).getByRole('link').allTextContents()).map((t) => t.trim());
}

/** Nothing in the page is wider than the window (the bar's items all fit or moved to the menu). */
export async function expectNoSideways(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

/** The row of a paged table that holds `text`, turning the table's pages (Next page) until it shows. */
export async function rowOnSomePage(table: Locator, text: string): Promise<Locator> {
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  while (!(await row.isVisible())) {
    const next = table.getByRole('button', { name: 'Next page' });
    await expect(next).toBeEnabled();
    await next.click();
  }
  return row;
}

/** Spec 2 §2 planner tabs in order (Roles from MANAGER up). */
export const PLANNER_TABS = [
  { id: 'rotations', label: 'Rotations' },
  { id: 'stations', label: 'Stations' },
  { id: 'employees', label: 'Employees' },
  { id: 'demand', label: 'Demand' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'roles', label: 'Roles' },
  { id: 'facilities', label: 'Facilities' },
  { id: 'quarters', label: 'Quarters' },
  { id: 'logs', label: 'Logs' },
] as const;

/** No part of the screen still says Loading. */
export async function waitForData(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

/**
 * Resizes the page's window, as `page.setViewportSize` does, also while the page is fullscreen:
 * the TV screens ask for fullscreen (spec 1 §2), and the headless shell the journeys run in
 * (decision 174) cannot resize a fullscreen window. The page leaves fullscreen for the resize
 * and takes it again at once, within the second after which the TV List would go back. The
 * window's own state can lag the page's, or the TV List go back first on a busy machine: the
 * browser then refuses the resize, and it is tried again from the start.
 */
export async function resizeWindow(page: Page, size: { width: number; height: number }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const wasFullscreen = await page.evaluate(async () => {
      if (!document.fullscreenElement) return false;
      await document.exitFullscreen();
      return true;
    });
    try {
      await page.setViewportSize(size);
    } catch (error) {
      if (attempt === 5 || !String(error).includes('restore it to normal state first')) throw error;
      await page.waitForTimeout(100 * attempt);
      continue;
    }
    if (wasFullscreen) await page.evaluate(() => document.documentElement.requestFullscreen());
    return;
  }
}
