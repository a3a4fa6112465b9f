import { expect, test, type Page } from '@playwright/test';
import { actingCenterOf, actOn, bearer, emailOf, newEmployeeId, originHeader, publicCenter, signInOverApi, useSession } from './support/accounts.ts';

test.use({ viewport: { width: 1440, height: 900 } });

type RoleRow = { id: string; employee_id: string; role: string | null };

/** The center demo-admin acts on when the journeys start, put back afterwards. */
let adminToken = '';
let adminCenterBefore = '';
const createdQuarters: string[] = [];

async function openTab(page: Page, tab: string, name: string) {
  await page.goto(`/planner?tab=${tab}`);
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

test.beforeAll(async ({ request, baseURL }) => {
  adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  adminCenterBefore = await actingCenterOf(request, adminToken);
  await actOn(request, baseURL, adminToken, (await publicCenter(request, 'GEG1')).id);
});

test.afterAll(async ({ request, baseURL }) => {
  for (const id of createdQuarters) await request.delete(`/api/quarters/${id}`, { headers: { ...bearer(adminToken), ...originHeader(baseURL) } });
  if (adminCenterBefore) await actOn(request, baseURL, adminToken, adminCenterBefore);
});

test('an ADMIN finds a new sign-up at the top of the Roles tab and makes them a MANAGER', async ({ page, request, baseURL }, testInfo) => {
  const employeeId = newEmployeeId('roles-tab');
  const geg1 = await publicCenter(request, 'GEG1');

  await test.step('the new account signs up and waits for a role', async () => {
    const response = await request.post('/api/auth/sign-up/email', {
      data: {
        email: emailOf(employeeId),
        password: 'first-pass-1',
        name: employeeId,
        employee_id: employeeId,
        display_name: employeeId,
        fulfillment_center_id: geg1.id,
      },
      headers: originHeader(baseURL),
    });
    expect(response.status(), await response.text()).toBe(200);
  });

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: employeeId, exact: true }) });
  await test.step('demo-admin sees the account among the pending ones at the top', async () => {
    await useSession(page, adminToken);
    await openTab(page, 'roles', 'Roles');
    await expect(row).toContainText('Pending approval');
    const body = page.locator('tbody tr');
    const states = await body.evaluateAll((rows) => rows.map((r) => (r.textContent?.includes('Pending approval') ? 'pending' : 'granted')));
    const ours = await body.evaluateAll((rows, id) => rows.findIndex((r) => r.querySelector('th')?.textContent === id), employeeId);
    expect(states.slice(0, ours + 1).every((state) => state === 'pending')).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('roles-tab.png') });
    await page.screenshot({ path: '/tmp/planner-roles-tab.png' });
  });

  await test.step('edit, choose MANAGER, save', async () => {
    await row.getByRole('button', { name: `Edit role of ${employeeId}` }).click();
    await row.getByRole('combobox', { name: `Role for ${employeeId}` }).selectOption('MANAGER');
    await page.screenshot({ path: '/tmp/planner-roles-edit.png' });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('MANAGER', { exact: true })).toBeVisible();
    await expect(row.getByRole('combobox')).toHaveCount(0);
  });

  await test.step('the server holds the new role', async () => {
    const list = await request.get(`/api/roles?fulfillment_center_id=${geg1.id}`, { headers: bearer(adminToken) });
    const saved = ((await list.json()) as { data: RoleRow[] }).data.find((r) => r.employee_id === employeeId);
    expect(saved?.role).toBe('MANAGER');
  });
});

test('an ADMIN creates a quarter in the Quarters tab and deletes it with DELETE QUARTER', async ({ page, request }, testInfo) => {
  const name = `Q${Date.now().toString().slice(-2)}e`;
  await useSession(page, adminToken);
  await openTab(page, 'quarters', 'Quarters');
  await expect(page.getByRole('rowheader', { name: 'Q1', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('quarters-tab.png') });
  await page.screenshot({ path: '/tmp/planner-quarters-tab.png' });

  await test.step('create', async () => {
    await page.getByRole('button', { name: 'Create Quarter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Quarter' });
    const count = await page.locator('tbody tr').count();
    await expect(dialog.getByLabel('Number')).toHaveValue(String(count + 1));
    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByLabel('Number').fill('20');
    await dialog.getByLabel('Start time *').fill('04:35');
    await dialog.getByLabel('End time *').fill('05:05');
    await dialog.getByLabel('Shift *').selectOption({ label: 'Night (FHN-BHN)' });
    await expect(dialog.getByText('Duration: 30m')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('quarter-form.png') });
    await page.screenshot({ path: '/tmp/planner-quarter-form.png' });
    await dialog.getByRole('button', { name: 'Create Quarter' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toContainText('04:35 – 05:05');
    const body = (await (await request.get('/api/quarters', { headers: bearer(adminToken) })).json()) as {
      data: { id: string; quarter_name: string; start_time: string }[];
    };
    const created = body.data.find((q) => q.quarter_name === name);
    expect(created?.start_time).toBe('04:35:00');
    if (created) createdQuarters.push(created.id);
  });

  await test.step('delete', async () => {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}` });
    await dialog.getByLabel('Type DELETE QUARTER to confirm').fill('DELETE QUARTER');
    await page.screenshot({ path: '/tmp/planner-quarter-delete.png' });
    await dialog.getByRole('button', { name: 'Delete Quarter' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
    const body = (await (await request.get('/api/quarters', { headers: bearer(adminToken) })).json()) as { data: { quarter_name: string }[] };
    expect(body.data.map((q) => q.quarter_name)).not.toContain(name);
    createdQuarters.length = 0;
  });
});

test('Select in the Facilities tab switches the whole app to that center', async ({ page, browser, request, baseURL }, testInfo) => {
  await useSession(page, adminToken);
  await openTab(page, 'facilities', 'Facilities');
  await expect(page.getByRole('article', { name: /\(GEG1\)$/ })).toContainText('Current');
  await page.screenshot({ path: testInfo.outputPath('facilities-tab.png') });
  await page.screenshot({ path: '/tmp/planner-facilities-tab.png' });

  await page.getByRole('button', { name: 'Add Fulfillment Center' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Fulfillment Center' });
  await dialog.getByLabel('Code *').fill('boi1');
  await expect(dialog.getByLabel('Code *')).toHaveValue('BOI1');
  await expect(dialog.getByLabel('Timezone')).toHaveValue('America/Los_Angeles');
  await page.screenshot({ path: testInfo.outputPath('add-center-modal.png') });
  await page.screenshot({ path: '/tmp/planner-add-center-modal.png' });
  await dialog.getByRole('button', { name: 'Add Center' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Name and code are required');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Select PDX2' }).click();
  await expect(page.getByText('Stationboard PDX2')).toBeVisible();
  await expect(page.getByRole('article', { name: /\(PDX2\)$/ })).toContainText('Current');
  expect(await actingCenterOf(request, adminToken)).toBe((await publicCenter(request, 'PDX2')).id);
  await page.getByRole('button', { name: 'Select GEG1' }).click();
  await expect(page.getByText('Stationboard GEG1')).toBeVisible();

  // SUDO's view of the same cards, with Activate/Deactivate and Delete.
  const sudoToken = await signInOverApi(request, baseURL, 'demo-sudo');
  const sudoContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sudoPage = await sudoContext.newPage();
  await useSession(sudoPage, sudoToken);
  await openTab(sudoPage, 'facilities', 'Facilities');
  await expect(sudoPage.getByRole('button', { name: 'Deactivate PDX2' })).toBeVisible();
  await sudoPage.screenshot({ path: '/tmp/planner-facilities-sudo.png' });
  await sudoContext.close();
});
