import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, signInOverApi, useSession } from './support/accounts.ts';
import { resizeWindow } from './support/screens.ts';

type Created = { id: string; station_code: string };
type Rule = { from_station_id: string; to_station_id: string };

/** Two right-handed stations of our own on line 3, so the journey touches no seeded rule. */
const suffix = Date.now().toString(36).toUpperCase();
const FROM_CODE = `3-E2E-${suffix}-A`;
const TO_CODE = `3-E2E-${suffix}-B`;
let token = '';
const created: Created[] = [];

async function createRightHandedStation(request: APIRequestContext, code: string, typeId: string): Promise<Created> {
  const response = await request.post('/api/stations', {
    headers: bearer(token),
    data: { station_code: code, station_type_id: typeId, line_number: 3, is_manual: false, is_right_handed: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Created }).data;
}

test.beforeAll(async ({ request, baseURL }) => {
  token = await signInOverApi(request, baseURL, 'demo-admin');
  const types = ((await (await request.get('/api/station-types', { headers: bearer(token) })).json()) as { data: { id: string; name: string }[] }).data;
  const lineType = types.find((t) => t.name === 'LINE')!;
  created.push(await createRightHandedStation(request, FROM_CODE, lineType.id));
  created.push(await createRightHandedStation(request, TO_CODE, lineType.id));
});

test.afterAll(async ({ request }) => {
  // Deleting a station deletes its rules too (decision 019).
  for (const station of created) await request.delete(`/api/stations/${station.id}`, { headers: bearer(token) });
});

test('an admin saves a rotation between two same-handed stations after the Same Handedness Warning', async ({ page, request }) => {
  const [from, to] = created as [Created, Created];
  await useSession(page, token);
  await resizeWindow(page, { width: 1600, height: 1000 });
  await page.goto('/planner?tab=rotations');

  const destination = page.getByLabel(`Destination for ${FROM_CODE}`);
  // The first load of every station and rule can be slow on a busy machine.
  await expect(destination).toHaveValue('none', { timeout: 15_000 });
  await destination.selectOption(to.id);
  await page.getByRole('button', { name: `Save rotation for ${FROM_CODE}` }).click();

  const warning = page.getByRole('dialog', { name: 'Same Handedness Warning' });
  await expect(warning).toContainText(`${FROM_CODE} and ${TO_CODE} are both right-handed stations`);
  await page.screenshot({ path: '/tmp/planner-rotations-handedness.png' });
  await warning.getByRole('button', { name: 'Continue Anyway' }).click();
  await expect(warning).toBeHidden();

  await expect(destination).toHaveValue(to.id);
  await expect(page.getByRole('button', { name: `Save rotation for ${FROM_CODE}` })).toBeDisabled();
  const rules = ((await (await request.get('/api/rotation-rules', { headers: bearer(token) })).json()) as { data: Rule[] }).data;
  expect(rules).toContainEqual(expect.objectContaining({ from_station_id: from.id, to_station_id: to.id }));

  // The other stations of line 3 now see our destination as taken.
  const lineThree = page.getByRole('region', { name: 'Line 3' });
  await expect(
    lineThree
      .getByRole('combobox')
      .first()
      .getByRole('option', { name: `${TO_CODE} — used by ${FROM_CODE}` }),
  ).toBeDisabled();
  await lineThree.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/planner-rotations-tab.png', fullPage: true });

  await page.getByRole('tab', { name: 'Stations' }).click();
  await expect(page.getByRole('rowheader', { name: FROM_CODE })).toBeVisible();
  await page.screenshot({ path: '/tmp/planner-stations-tab.png', fullPage: true });

  await page.getByRole('button', { name: `Edit ${FROM_CODE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Station' });
  await expect(edit.getByLabel('Hand used', { exact: true })).toHaveValue('right');
  await edit.getByRole('button', { name: 'Help: Hand used' }).click();
  await expect(page.getByRole('dialog', { name: 'Hand used' })).toBeVisible();
  await page.screenshot({ path: '/tmp/planner-stations-edit.png' });
});

test("says 'Failed to load data. Please try again.' when neither the stations nor the rules can be reached", async ({ page }) => {
  await useSession(page, token);
  // The Wi-Fi drops for the two lists the tab needs (decision 087); everything else loads.
  await page.route(/\/api\/(stations|rotation-rules)(\?|$)/, (route) => route.abort('internetdisconnected'));
  await page.goto('/planner?tab=rotations');
  await expect(page.getByRole('alert')).toHaveText('Failed to load data. Please try again.', { timeout: 15_000 });
});
