import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';
import { resizeWindow } from './support/screens.ts';

type Employee = { id: string; name: string };

/** Unique per run: the names searched for and the employee UIDs the upload matches on. */
const RUN = Date.now().toString(36);
const LAST_NAME = `Bulkup${RUN.replace(/\d/g, '')}`;
const UPLOADED = [`Ann ${LAST_NAME}`, `Ben ${LAST_NAME}`];
const ADDED = `Cleo ${LAST_NAME}`;
const FIRST_UID = Date.now() * 10;

/** The spreadsheet a manager would export: header row 1, two good rows, a bad UID on row 4. */
const CSV = [
  'Employee ID,Badge Barcode ID,"Employee Name (Last, First)",Department ID,User ID,Employment Start Date,Employee Status',
  `${FIRST_UID},,"${LAST_NAME}, Ann",7,,2024-05-01,Active`,
  `${FIRST_UID + 1},,"${LAST_NAME}, Ben",7,,2024-05-01,Active`,
  `not-a-number,,"${LAST_NAME}, Bad",7,,2024-05-01,Active`,
].join('\n');

/** Issue 24: what Google Sheets and LibreOffice write, UTF-8 without a byte order mark. */
const ACCENTED = [`José ${LAST_NAME}`, `Zoë ${LAST_NAME}`];
const ACCENTED_CSV = [
  'Employee ID,Badge Barcode ID,"Employee Name (Last, First)",Department ID,User ID,Employment Start Date,Employee Status',
  `${FIRST_UID + 10},,"${LAST_NAME}, José",7,,2024-05-01,Active`,
  `${FIRST_UID + 11},,"${LAST_NAME}, Zoë",7,,2024-05-01,Active`,
].join('\n');

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(term);
}

async function findOurEmployees(request: APIRequestContext, token: string): Promise<Employee[]> {
  const response = await request.get(`/api/employees?search=${encodeURIComponent(LAST_NAME)}&limit=100&page=1`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { data: Employee[] } }).data.data.filter((e) => e.name.endsWith(LAST_NAME));
}

test.describe('Employee management as demo-manager', () => {
  let token: string;

  test.beforeEach(async ({ page, request, baseURL }) => {
    token = await signInOverApi(request, baseURL, 'demo-manager');
    await useSession(page, token);
    await resizeWindow(page, { width: 1440, height: 900 });
  });

  test.afterAll(async ({ request, baseURL }) => {
    const cleanupToken = await signInOverApi(request, baseURL, 'demo-manager');
    for (const employee of await findOurEmployees(request, cleanupToken)) {
      const response = await request.delete(`/api/employees/${employee.id}`, { headers: bearer(cleanupToken) });
      expect(response.status(), await response.text()).toBe(200);
    }
  });

  test("adds an employee, bulk uploads a CSV with one bad row, and finds the new people by search here and in the planner's tab", async ({
    page,
  }, testInfo) => {
    await page.goto('/employees');
    const table = page.getByRole('table');
    await expect(page.getByRole('heading', { name: 'Employee list', level: 2 })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('employees-table.png') });

    // Add Employee: the name is required and the ids are checked before anything is sent.
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Employee' });
    await addDialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(addDialog.getByRole('alert')).toHaveText('Employee name is required');
    await addDialog.getByLabel('Name *').fill(`  ${ADDED} `);
    await addDialog.getByLabel('Department ID').fill('0');
    await addDialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(addDialog.getByRole('alert')).toHaveText('Department ID must be a whole number of at least 1');
    await addDialog.getByLabel('Department ID').fill('7');
    // Issue 14: the language a kiosk shows this person's scan result in.
    await addDialog.getByLabel(/Preferred language/).selectOption({ label: 'Español' });
    await page.screenshot({ path: testInfo.outputPath('employees-add-dialog.png') });
    await addDialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(addDialog).toBeHidden();
    const added = (await findOurEmployees(page.request, token)).find((e) => e.name === ADDED) as (Employee & { preferred_language: string | null }) | undefined;
    expect(added?.preferred_language).toBe('es');

    // Bulk upload through the file input.
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const uploadDialog = page.getByRole('dialog', { name: 'Bulk Upload Employees' });
    await uploadDialog.getByLabel(/Employee file/).setInputFiles({ name: `employees-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await uploadDialog.getByRole('button', { name: 'Upload' }).click();
    const resultDialog = page.getByRole('dialog', { name: 'Upload Results' });
    await expect(resultDialog.locator('[data-count="created"]')).toHaveText('2');
    await expect(resultDialog.locator('[data-count="updated"]')).toHaveText('0');
    await expect(resultDialog.locator('[data-count="skipped"]')).toHaveText('1');
    await expect(resultDialog.getByRole('listitem')).toHaveText('Row 4: Employee ID must be a whole number of at least 1');
    await page.screenshot({ path: testInfo.outputPath('employees-upload-result.png') });
    // Rows were refused, so the dialog waits to be closed.
    await page.waitForTimeout(2_500);
    await expect(resultDialog).toBeVisible();
    await resultDialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(resultDialog).toBeHidden();

    await search(page, UPLOADED[0]!);
    const uploadedRow = table.getByRole('row', { name: new RegExp(UPLOADED[0]!) });
    await expect(uploadedRow).toBeVisible();
    await expect(uploadedRow).toContainText(String(FIRST_UID));
    await expect(uploadedRow).toContainText('Active');

    await search(page, LAST_NAME);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: new RegExp(ADDED) })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('employees-search.png') });

    // The planner's Employees tab is the same screen.
    await page.goto('/planner?tab=employees');
    await expect(page.getByRole('tab', { name: 'Employees', selected: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bulk Upload' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Employee ID',
      'Department ID',
      'Badge Barcode ID',
      'Employee UID',
      'Status',
      'Created',
      'Shift pattern',
      'Actions',
    ]);
    await search(page, UPLOADED[1]!);
    await expect(table.getByRole('row', { name: new RegExp(UPLOADED[1]!) })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('employees-planner-tab.png') });
  });

  test('imports accented names from a UTF-8 CSV without a byte order mark as typed, and says why it refuses a file that mixes encodings', async ({
    page,
  }, testInfo) => {
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const uploadDialog = page.getByRole('dialog', { name: 'Bulk Upload Employees' });
    const fileInput = uploadDialog.getByLabel(/Employee file/);

    // A Windows-1252 é (the lone byte 0xE9) on line 3 under a UTF-8 one on line 2: refused, nothing imported.
    const mixed = Buffer.concat([
      Buffer.from(`${ACCENTED_CSV.split('\n').slice(0, 2).join('\n')}\n${FIRST_UID + 12},,"${LAST_NAME}, Ren`),
      Buffer.from([0xe9]),
      Buffer.from('e",7,,2024-05-01,Active\n'),
    ]);
    await fileInput.setInputFiles({ name: `mixed-${RUN}.csv`, mimeType: 'text/csv', buffer: mixed });
    await uploadDialog.getByRole('button', { name: 'Upload' }).click();
    await expect(uploadDialog.getByRole('alert')).toHaveText(
      'The file mixes text encodings (UTF-8 on line 2, another encoding on line 3): save it as UTF-8 CSV or .xlsx and upload it again.',
    );
    await page.screenshot({ path: testInfo.outputPath('employees-upload-mixed-encodings.png') });

    await fileInput.setInputFiles({ name: `accents-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(ACCENTED_CSV, 'utf8') });
    await uploadDialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload Results' }).locator('[data-count="created"]')).toHaveText('2');
    // A clean upload closes the dialog by itself.
    await expect(page.getByRole('dialog', { name: 'Upload Results' })).toBeHidden();

    const table = page.getByRole('table');
    for (const name of ACCENTED) {
      await search(page, name);
      await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    }
    await search(page, LAST_NAME);
    for (const name of ACCENTED) await expect(table.getByRole('cell', { name, exact: true })).toHaveText(name);
    await expect(table.getByText(/Ã/)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('employees-upload-accents.png') });
  });
});
