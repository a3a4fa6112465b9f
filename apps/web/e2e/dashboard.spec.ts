import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, originHeader, publicCenter, signInOverApi, useSession } from './support/accounts.ts';
import { stationsOf, type QuarterRecord } from './support/floor-map.ts';
import { resizeWindow, rowOnSomePage } from './support/screens.ts';

type Answer<T> = { data: T };

async function currentQuarter(request: APIRequestContext, token: string): Promise<QuarterRecord> {
  const body = (await (await request.get('/api/quarters/active/current', { headers: bearer(token) })).json()) as Answer<QuarterRecord | null>;
  if (!body.data) throw new Error('the demo center has no quarters');
  return body.data;
}

/** /q/{n}: the digits of the quarter's name (DESIGN §3). */
const routeKey = (quarter: QuarterRecord) => Number(/\d+/.exec(quarter.quarter_name)?.[0] ?? quarter.quarter_number);

/** Today in the center's own time zone, as the server counts it. */
async function centerToday(request: APIRequestContext, token: string, centerId: string): Promise<string> {
  const response = await request.get(`/api/quarters/schedule/${centerId}/issues`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Answer<{ date: string }>).data.date;
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Line Assignments' })
      .getByRole('link', { name: /staffed$/ })
      .first(),
  ).toBeVisible();
}

test.use({ viewport: { width: 1440, height: 900 } });

test("the counters show the quarter's efficiency as the server counts it, and a Line Assignments card opens that tab of the current quarter", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  const quarter = await currentQuarter(request, token);
  await useSession(page, token);
  await openDashboard(page);

  // Spec 2 §9: staffed over active stations, rounded, shown as a percent beside the other counters.
  const figures = (await (await request.get(`/api/quarters/${quarter.id}/stats`, { headers: bearer(token) })).json()) as Answer<{ efficiency: number }>;
  const counters = page.getByLabel('Staffing counters');
  await expect(counters.getByText('Efficiency', { exact: true }).locator('xpath=..')).toHaveText(`Efficiency${figures.data.efficiency}%`);
  await counters.screenshot({ path: testInfo.outputPath('dashboard-counters.png') });

  await page
    .getByRole('region', { name: 'Line Assignments' })
    .getByRole('link', { name: /^Line 2:/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/q/${routeKey(quarter)}\\?tab=line2$`));

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Line Assignments' })
    .getByRole('link', { name: /^Critical/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/q/${routeKey(quarter)}\\?tab=criticals$`));
});

test('a manager checks a person in by hand from Employees Not Checked In, and the row goes', async ({ page, request, baseURL }, testInfo) => {
  const adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  const headers = { ...bearer(adminToken), ...originHeader(baseURL) };
  const center = await publicCenter(request, 'GEG1');
  const quarter = await currentQuarter(request, adminToken);
  const today = await centerToday(request, adminToken, center.id);

  // Someone only this test knows, on a free active station of the current quarter today.
  const name = `Dash Checkin ${Date.now().toString(36)}`;
  const created = await request.post('/api/employees', { data: { name }, headers });
  expect(created.status(), await created.text()).toBe(200);
  const employee = ((await created.json()) as Answer<{ id: string }>).data;
  try {
    const free = (await stationsOf(request, adminToken, quarter.id)).find((s) => s.is_active && !s.current_assignment);
    if (!free) throw new Error('no free active station in the current quarter');
    const assigned = await request.post(`/api/stations/${free.id}/assign`, {
      data: { station_id: free.id, quarter_id: quarter.id, assignment_date: today, employee_id: employee.id, employee_name: name },
      headers,
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    const managerToken = await signInOverApi(request, baseURL, 'demo-manager');
    await useSession(page, managerToken);
    await openDashboard(page);
    await page.screenshot({ path: testInfo.outputPath('dashboard-desktop.png'), fullPage: true });

    // The table is ordered by station code, 5 rows a page: page on until the person shows.
    const table = page.getByRole('region', { name: /^Employees Not Checked In/ });
    const row = await rowOnSomePage(table, name);
    await row.getByRole('button', { name: `Manual check-in: ${name}` }).click();
    await expect(row).toHaveCount(0);
    await expect(table.getByRole('alert')).toHaveCount(0);

    // The server agrees: nobody of that name is left unchecked.
    const left = await request.get('/api/employees/unchecked-in', {
      headers: bearer(adminToken),
      params: { quarter_number: quarter.quarter_number, assignment_date: today },
    });
    expect(((await left.json()) as Answer<{ employee_name: string }[]>).data.map((r) => r.employee_name)).not.toContain(name);

    await resizeWindow(page, { width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('dashboard-phone.png'), fullPage: true });
    const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
  } finally {
    // The person and (by cascade) their assignment: other journeys count this quarter's people.
    await request.delete(`/api/employees/${employee.id}`, { headers });
  }
});
