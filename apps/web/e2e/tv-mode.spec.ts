import { expect, test } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';

type Employee = { id: string; name: string; employee_id: string | null };

test('a badge scanned in the map’s TV Mode shows its outcome, and a second scan checks in', async ({ page, request, baseURL }, testInfo) => {
  const token = await signInOverApi(request, baseURL, 'demo-manager');
  await useSession(page, token);
  await page.setViewportSize({ width: 1600, height: 900 });
  // Someone from the far end of the list, whom other journeys leave alone.
  const employees = ((await (await request.get('/api/employees?is_active=true&limit=1000&page=1', { headers: bearer(token) })).json()) as { data: { data: Employee[] } }).data.data;
  const scanned = employees.filter((e) => e.employee_id).sort((a, b) => b.name.localeCompare(a.name))[1]!;

  await page.goto('/map');
  // Spec 1 §2: in TV views a code beginning '4-' shows as SAP; the map shows it as it is otherwise.
  const sapCard = page.locator('[data-station-id][aria-label^="4-01,"]');
  await expect(sapCard).toContainText('4-01');
  await page.getByRole('button', { name: 'TV Mode' }).click();
  await expect(sapCard).toContainText('SAP');
  await expect(sapCard).not.toContainText('4-01');
  const overlay = page.getByRole('complementary', { name: 'TV Mode' });
  await expect(overlay).toContainText('Scan Your Badge');
  await expect(overlay).toContainText('Recent Assignments Today');

  // A scanner types into the focused badge field and presses Enter.
  await page.keyboard.type(scanned.employee_id!);
  await page.keyboard.press('Enter');
  const outcome = overlay.locator('[data-outcome]');
  await expect(outcome).toContainText(/Assigned & Checked In|Checked In Successfully/);
  await expect(outcome).toContainText(scanned.name);
  await page.screenshot({ path: testInfo.outputPath('tv-mode-scan.png') });

  await page.keyboard.type(scanned.employee_id!);
  await page.keyboard.press('Enter');
  await expect(outcome).toContainText('Checked In Successfully');

  await page.keyboard.type('no-such-badge');
  await page.keyboard.press('Enter');
  await expect(overlay).toContainText('Employee not found, please see your manager for an assignment.');

  await page.getByRole('button', { name: 'TV Mode' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(sapCard).toContainText('4-01');
});
