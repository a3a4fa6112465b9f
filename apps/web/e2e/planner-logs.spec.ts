import { expect, test } from '@playwright/test';
import { bearer, newEmployeeId, signInOverApi, useSession } from './support/accounts.ts';
import { resizeWindow } from './support/screens.ts';

/** A person of our own, so the audited change is ours whatever other journeys did to the log. */
const LOGIN = newEmployeeId('audit-probe');
const NAME = `Audit Probe ${LOGIN.slice('audit-probe-'.length)}`;

let token: string;
let employeeId: string;

test.beforeAll(async ({ request, baseURL }) => {
  token = await signInOverApi(request, baseURL, 'demo-admin');
  const response = await request.post('/api/employees', { headers: bearer(token), data: { name: NAME, employee_id: LOGIN, department_id: 7 } });
  expect(response.status(), await response.text()).toBe(200);
  employeeId = ((await response.json()) as { data: { id: string } }).data.id;
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/employees/${employeeId}`, { headers: bearer(token) });
});

test('an admin finds the creation of an employee in the Logs tab by its filters and reads its new values', async ({ page }, testInfo) => {
  await useSession(page, token);
  await resizeWindow(page, { width: 1440, height: 900 });
  await page.goto('/planner?tab=logs');
  await expect(page.getByRole('tab', { name: 'Logs', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit log summary' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Audit log filters' });
  await filters.getByLabel('Action').selectOption('CREATE');
  await filters.getByLabel('Table').selectOption('employees');
  // Issue 25: the employee filter is a search; the person's login finds them among a thousand.
  const employee = filters.getByRole('textbox', { name: 'Employee', exact: true });
  await employee.fill(LOGIN);
  await filters
    .getByRole('list', { name: 'Matching employees' })
    .getByRole('button', { name: `${NAME} (${LOGIN})` })
    .click();
  await expect(employee).toHaveValue(`${NAME} (${LOGIN})`);
  await expect(page).toHaveURL(/action=CREATE/);
  await expect(page).toHaveURL(new RegExp(`employee_id=${LOGIN}`));

  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('CREATE');
  await expect(row).toContainText('employees');
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('demo-admin');
  await expect(page.getByText('1 entry matches these filters')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('planner-logs-filtered.png'), fullPage: true });

  await row.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Audit entry' });
  const changes = dialog.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: `name — ${NAME}` })).toBeVisible();
  await expect(changes.getByRole('row', { name: `employee_id — ${LOGIN}` })).toBeVisible();
  await expect(changes.getByRole('row', { name: 'department_id — 7' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('planner-logs-entry.png') });

  // The open entry is in the address: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Audit entry' }).getByRole('region', { name: 'Changes' })).toContainText(NAME);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/entry=/);

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/action=/);
  await expect(filters.getByLabel('Action')).toHaveValue('');
});

test('the Logs tab offers the tables the server writes, and finds a change to the maximum attendance under tv_center_configs', async ({
  page,
  request,
}, testInfo) => {
  // The threshold saved as it is: an audited change that leaves the badge-scan journeys' numbers alone.
  const config = (
    (await (await request.get('/api/tv/center-config', { headers: bearer(token) })).json()) as { data: { id: string; maximum_attendance: number } }
  ).data;
  const saved = await request.put(`/api/tv/center-config/${config.id}`, { headers: bearer(token), data: { maximum_attendance: config.maximum_attendance } });
  expect(saved.status(), await saved.text()).toBe(200);

  await useSession(page, token);
  await resizeWindow(page, { width: 1440, height: 900 });
  await page.goto('/planner?tab=logs');
  const filters = page.getByRole('search', { name: 'Audit log filters' });
  const tableFilter = filters.getByLabel('Table');
  await expect(tableFilter.getByRole('option')).toHaveText([
    'All tables',
    'assignments',
    'wildcard_assignments',
    'employees',
    'stations',
    'rotation_rules',
    'quarters',
    'fulfillment_centers',
    'roles',
    'tv_center_configs',
    'external_routing_areas',
    'scan_receipts',
    'skills',
    'employee_exceptions',
    'line_standards',
    'demand_volumes',
    'api_tokens',
    'webhook_endpoints',
  ]);
  await expect(filters.getByLabel('Action').getByRole('option', { name: 'HARD_DELETE' })).toHaveCount(0);

  await tableFilter.selectOption('tv_center_configs');
  await filters.getByLabel('Action').selectOption('UPDATE');
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText('tv_center_configs');
  await expect(row).toContainText('demo-admin');

  // A native select's list is drawn outside the page; shown as a list box, the options are in the picture.
  for (const select of [filters.getByLabel('Action'), tableFilter]) {
    await select.evaluate((element: HTMLSelectElement) => {
      element.size = element.options.length;
      element.style.height = 'auto';
    });
  }
  await filters.screenshot({ path: testInfo.outputPath('planner-logs-table-filter.png') });
});
