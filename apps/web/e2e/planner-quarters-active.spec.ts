import { expect, test, type Page } from '@playwright/test';
import { actingCenterOf, actOn, bearer, originHeader, publicCenter, signInOverApi, useSession } from './support/accounts.ts';
import { centerTimeZone, flagQuarterActive, todayAtCenterTime } from './support/center-clock.ts';
import { mainNavigation } from './support/screens.ts';

test.use({ viewport: { width: 1440, height: 900 } });

type QuarterRow = { id: string; quarter_name: string; start_time: string; is_active: boolean };

let adminToken = '';
let adminCenterBefore = '';
/** The quarter flagged active before the journey (the demo's current one at its seed), cleared for it and flagged again afterwards. */
let activeBefore: QuarterRow | null = null;
let q2: QuarterRow | null = null;
let timeZone = '';

test.beforeAll(async ({ request, baseURL }) => {
  adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  adminCenterBefore = await actingCenterOf(request, adminToken);
  const geg1 = await publicCenter(request, 'GEG1');
  await actOn(request, baseURL, adminToken, geg1.id);
  const quarters = ((await (await request.get('/api/quarters', { headers: bearer(adminToken) })).json()) as { data: QuarterRow[] }).data;
  q2 = quarters.find((q) => q.quarter_name === 'Q2') ?? null;
  activeBefore = quarters.find((q) => q.is_active) ?? null;
  timeZone = await centerTimeZone(request, adminToken, geg1.id);
  // The journey starts from a center with no flag, so the clock alone picks Q2.
  if (activeBefore) await flagQuarterActive(request, baseURL, adminToken, activeBefore.id, false);
});

/** Journeys share one database: the flag goes back to where it was, whatever happened here. */
test.afterAll(async ({ request, baseURL }) => {
  const headers = { ...bearer(adminToken), ...originHeader(baseURL) };
  const restore = activeBefore ?? q2;
  if (restore) await request.put(`/api/quarters/${restore.id}`, { data: { is_active: activeBefore !== null }, headers });
  if (adminCenterBefore) await actOn(request, baseURL, adminToken, adminCenterBefore);
});

const quarterRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const dashboardQuarter = (page: Page) => page.getByRole('region', { name: 'Current quarter' });

async function openQuartersTabInApp(page: Page) {
  await mainNavigation(page).getByRole('link', { name: 'Planner' }).click();
  await page.getByRole('tab', { name: 'Quarters' }).click();
  await expect(page.getByRole('tab', { name: 'Quarters', selected: true })).toBeVisible();
}

test('an ADMIN sets Q2 active in the Quarters tab, the dashboard and quarter view badge it, and clearing it takes the badge away', async ({
  page,
}, testInfo) => {
  if (!q2) throw new Error('the demo center has no Q2');
  // The screens are read at 10:30 on the center's clock, inside Q2, so they pick Q2 whichever
  // way the active flag and the clock are weighed; the badge is what this journey checks.
  await page.clock.setFixedTime(todayAtCenterTime(timeZone, 10 * 60 + 30));
  await useSession(page, adminToken);
  await page.goto('/');
  await expect(dashboardQuarter(page).getByText('Q2', { exact: true })).toBeVisible();
  await expect(dashboardQuarter(page).getByText('Active', { exact: true })).toHaveCount(0);

  await test.step('the ADMIN sets Q2 active in the Quarters tab', async () => {
    // Moving inside the app, never reloading: the badges have to follow the change by themselves.
    await openQuartersTabInApp(page);
    await quarterRow(page, 'Q2').getByRole('button', { name: 'Set active Q2' }).click();
    await expect(quarterRow(page, 'Q2').getByText('Active', { exact: true })).toBeVisible();
    await expect(quarterRow(page, 'Q2').getByRole('button', { name: 'Clear active Q2' })).toBeEnabled();
    await expect(page.getByRole('table').getByText('Active', { exact: true })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/quarters-tab-active.png' });
    await page.screenshot({ path: testInfo.outputPath('quarters-tab-active.png') });
  });

  await test.step('the dashboard and the quarter view show Q2 with the Active badge', async () => {
    await mainNavigation(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(dashboardQuarter(page).getByText('Q2', { exact: true })).toBeVisible();
    await expect(dashboardQuarter(page).getByText('Active', { exact: true })).toBeVisible();
    await page
      .locator('header')
      .filter({ has: dashboardQuarter(page) })
      .screenshot({ path: '/tmp/dashboard-header-active.png' });
    await page.screenshot({ path: testInfo.outputPath('dashboard-active.png') });

    await mainNavigation(page).getByRole('link', { name: 'Quarter' }).click();
    await expect(page).toHaveURL(/\/q\/2(\?|$)/);
    const heading = page.getByRole('heading', { name: /Quarter Q2/, level: 1 });
    await expect(heading.getByText('Active', { exact: true })).toBeVisible();
  });

  await test.step('clearing the flag takes the badge away everywhere', async () => {
    await openQuartersTabInApp(page);
    await quarterRow(page, 'Q2').getByRole('button', { name: 'Clear active Q2' }).click();
    await expect(quarterRow(page, 'Q2').getByRole('button', { name: 'Set active Q2' })).toBeEnabled();
    await expect(page.getByRole('table').getByText('Active', { exact: true })).toHaveCount(0);
    await mainNavigation(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(dashboardQuarter(page).getByText('Q2', { exact: true })).toBeVisible();
    await expect(dashboardQuarter(page).getByText('Active', { exact: true })).toHaveCount(0);
  });
});
