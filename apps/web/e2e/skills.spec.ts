import { expect, test } from '@playwright/test';
import { bearer, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { card, cardName, createPerson, freeStations, openMap, popover, quarterNamed, searchBox, stationsOf } from './support/floor-map.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Issue 15 (decision 131): an ADMIN adds a skill in the planner and requires it on a station;
 * a MANAGER assigns someone without it, is warned, gives a reason and assigns anyway; the
 * card carries the override mark.
 */
test('a manager assigns someone lacking a required skill anyway, with a reason, and the card shows it', async ({ page, request, baseURL }, testInfo) => {
  // Three screens and two accounts, and the station freed first: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const skill = `Forklift ${testInfo.workerIndex}${Date.now() % 100000}`;
  const STATION = '2-08';

  // The ADMIN: the Skills tab, then the station's required skills.
  const adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  await useSession(page, adminToken);
  await page.goto('/planner?tab=skills');
  await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Skill name' }).fill(skill);
  await page.getByRole('button', { name: 'Add skill' }).click();
  await expect(page.getByRole('list', { name: 'Skills' })).toContainText(skill);
  await expectNoAxeViolations(page, testInfo, 'skills tab');
  await page.screenshot({ path: testInfo.outputPath('skills-tab.png') });

  await page.goto('/planner?tab=stations');
  await page.getByRole('button', { name: `Edit ${STATION}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit Station' });
  await form.getByRole('group', { name: 'Required skills' }).getByRole('checkbox', { name: skill }).check();
  await page.screenshot({ path: testInfo.outputPath('station-form-skills.png') });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toHaveCount(0);

  // The MANAGER: a person without the skill, and one who holds it until a date.
  const managerToken = await signInOverApi(request, baseURL, 'demo-manager');
  await createPerson(request, baseURL, managerToken, 'Zk Unskilled');
  await createPerson(request, baseURL, managerToken, 'Zq Skilled');
  await useSession(page, managerToken);
  await page.goto('/employees');
  await page.getByRole('searchbox').first().fill('Zq Skilled');
  await page.getByRole('button', { name: 'Edit Zq Skilled' }).click();
  const employeeForm = page.getByRole('dialog', { name: 'Edit Employee' });
  const held = employeeForm.getByRole('group', { name: 'Skills' });
  await held.getByRole('checkbox', { name: skill }).check();
  await held.getByLabel(`${skill} expires on (optional, last valid day)`).fill('2099-12-31');
  await page.screenshot({ path: testInfo.outputPath('employee-form-skills.png') });
  await employeeForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(employeeForm).toHaveCount(0);

  await freeStations(request, baseURL, managerToken, (await quarterNamed(request, managerToken, 'Q1')).id, [STATION]);
  await useSession(page, managerToken);
  await openMap(page, 'Q1');
  await card(page, STATION).click();
  await expect(popover(page, STATION)).toBeVisible();
  await searchBox(page).fill('zk');
  await popover(page, STATION).getByRole('button', { name: 'Assign regular: Zk Unskilled' }).click();
  await expect(
    popover(page, STATION)
      .getByRole('status')
      .filter({ hasText: `Zk Unskilled lacks the skills ${STATION} requires: ${skill}` }),
  ).toBeVisible();
  const anyway = popover(page, STATION).getByRole('button', { name: 'Assign anyway' });
  await expect(anyway).toBeDisabled();
  await popover(page, STATION).getByRole('textbox', { name: 'Reason for assigning anyway' }).fill('Licence renewed this morning, card to follow');
  await page.screenshot({ path: testInfo.outputPath('popover-skills-warning.png') });
  await anyway.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(card(page, STATION)).toHaveAccessibleName(cardName(STATION, 'Zk Unskilled', 'skills override'));
  await expect(card(page, STATION).locator('[data-override="skills"]')).toBeVisible();
  await card(page, STATION).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('map-override-mark.png') });

  // And the server kept the reason.
  const q1 = await quarterNamed(request, managerToken, 'Q1');
  const station = (await stationsOf(request, managerToken, q1.id)).find((s) => s.station_code === STATION);
  expect(station?.current_assignment).toMatchObject({ employee_name: 'Zk Unskilled', override_reason: 'Licence renewed this morning, card to follow' });

  // Later journeys share the demo floor: the skill goes, and with it the station's requirement.
  const skills = ((await (await request.get('/api/skills', { headers: bearer(adminToken) })).json()) as { data: { id: string; name: string }[] }).data;
  const made = skills.find((s) => s.name === skill)!;
  const removed = await request.delete(`/api/skills/${made.id}`, { headers: { ...bearer(adminToken), ...originHeader(baseURL) } });
  expect(removed.status(), await removed.text()).toBe(200);
});
