/**
 * Issue 29 (decision 163): staff to demand from the plan grid. A manager types line 1's units
 * for Q3 of a day weeks ahead and sees its required heads rise, opens Auto-plan on Q3 (the dialog
 * starts at the quarter under the cursor and runs to the end of its shift), previews it, reads
 * the scores (coverage met, no hard rule broken), applies it, sees the cells filled, each with
 * why, and takes it all back with one Undo. The dialog with its preview passes axe at 1440 and
 * 390 px wide. The day is 24 days on, which no other journey plans, so neither a check-in nor
 * the night quarter running now can touch it; the journey puts back the units, the rate it
 * gave and the plan.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, originHeader, publicCenter, signInOverApi } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { cellOf, centerDayPlus, openPlan, planGrid, postPlan, readPlan } from './support/day-plan.ts';
import { resizeWindow } from './support/screens.ts';

test.use({ viewport: { width: 1440, height: 900 } });
// Two axe runs and a solve: under the suite's load the journey took 1.7 minutes.
test.describe.configure({ timeout: 180_000 });

const DAY = centerDayPlus(24);
const UNITS = 1000;
/** The rate the journey gives line 1's first station when it has none (units per labour hour). */
const RATE = 60;

type Scores = { coverage: number; violations: number };
type AutoAnswer = { changes: { station_id: string; quarter_id: string }[]; scores: Scores; scores_before: Scores };
type Standards = {
  stations: {
    station_id: string;
    station_code: string;
    line_number: number | null;
    is_active: boolean;
    is_indirect: boolean;
    units_per_hour: number | null;
    is_high_strain: boolean;
  }[];
};
type DemandLine = { quarter_id: string; line: number; units: number | null; required: number };

/** The line's row whose header reads `header` (line 1's: the first such row). */
const lineRow = (page: Page, header: string) =>
  planGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header, exact: true }) })
    .first();
/** A score's row of the preview's table: its before and after. */
const scoreCells = (page: Page, name: string) =>
  page
    .getByRole('dialog')
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('cell');
/** As the preview words a share. */
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

async function putJson(request: APIRequestContext, baseURL: string | undefined, token: string, path: string, data: object) {
  const response = await request.put(path, { data, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a manager enters Q3 units, auto-plans Q3 and Q4 from the preview, sees why each cell was filled, and undoes it in one step', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const center = (await publicCenter(request, 'GEG1')).id;
  const adminToken = await signInOverApi(request, baseURL, 'demo-admin');
  const managerToken = await signInOverApi(request, baseURL, 'demo-manager');
  const standards = (await (await request.get('/api/demand/standards', { headers: bearer(adminToken), params: { fulfillment_center_id: center } })).json())
    .data as Standards;
  const rated = standards.stations.find((s) => s.line_number === 1 && s.is_active && !s.is_indirect)!;
  const plan = await readPlan(request, managerToken, DAY);
  expect(plan.cells, 'the day is empty before the journey').toEqual([]);
  const column = (name: string) => plan.quarters.findIndex((q) => q.quarter_name === name);
  const q3 = plan.quarters[column('Q3')]!;
  const q4 = plan.quarters[column('Q4')]!;
  const demand = async () => {
    const answer = await request.get(`/api/demand/${DAY}`, { headers: bearer(managerToken) });
    return ((await answer.json()).data as { lines: DemandLine[] }).lines.find((l) => l.line === 1 && l.quarter_id === q3.id)!;
  };
  let isPlanned = false;
  try {
    // Line 1 needs a rate for its units to mean heads; an earlier journey may have given one.
    if (rated.units_per_hour === null)
      await putJson(request, baseURL, adminToken, '/api/demand/standards', {
        stations: [{ station_id: rated.station_id, units_per_hour: RATE, is_high_strain: rated.is_high_strain }],
        fulfillment_center_id: center,
      });
    const before = (await demand()).required;

    await openPlan(page, managerToken, DAY);
    const figures = lineRow(page, 'Required / Planned / Expected / Checked in').getByRole('gridcell').nth(column('Q3'));
    await expect(figures).toContainText(`Required ${before}, planned 0`);
    const units = page.getByRole('textbox', { name: 'Line 1 units, Q3' });
    await units.fill(String(UNITS));
    await units.press('Enter');
    await expect.poll(async () => (await demand()).units).toBe(UNITS);
    const { required } = await demand();
    expect(required).toBeGreaterThan(before);
    await expect(figures).toContainText(`Required ${required}, planned 0`);
    await expect(figures).toContainText('Short');

    // The cursor on Q3: the dialog starts there and runs to the end of its shift.
    await cellOf(page, rated.station_code, column('Q3')).click();
    await page.getByRole('group', { name: 'Whole-plan actions' }).getByRole('button', { name: 'Auto-plan' }).click();
    const dialog = page.getByRole('dialog', { name: /^Auto-plan / });
    const quarters = dialog.getByRole('group', { name: 'Quarters to plan' });
    for (const name of ['Q3', 'Q4']) await expect(quarters.getByRole('checkbox', { name: new RegExp(`^${name} `) })).toBeChecked();
    for (const name of ['Q1', 'Q2', 'Q5']) await expect(quarters.getByRole('checkbox', { name: new RegExp(`^${name} `) })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Allow moving planned people' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('table', { name: 'Scores of the quarters planned' })).toBeVisible({ timeout: 20_000 });

    // The preview shows the server's dry run: the same scores it answers over the API.
    const dryRun = await postPlan<AutoAnswer>(request, baseURL, managerToken, 'auto', { date: DAY, quarter_ids: [q3.id, q4.id], dry_run: true });
    expect(dryRun.scores.violations).toBe(0);
    await expect(scoreCells(page, 'Coverage of required heads')).toHaveText([percent(dryRun.scores_before.coverage), percent(dryRun.scores.coverage)]);
    await expect(scoreCells(page, 'Hard-rule violations')).toHaveText([String(dryRun.scores_before.violations), '0']);
    await expect(dialog.getByRole('status')).toHaveText(`${dryRun.changes.length} cells will change.`);
    const changes = dialog.getByRole('region', { name: 'Changes' });
    await expect(changes).toContainText(new RegExp(`${rated.station_code} · Q3: empty → [^—]+ — \\w`));
    // A preview is a dry run: nothing is planned yet.
    expect((await readPlan(request, managerToken, DAY)).cells).toEqual([]);

    await expectNoAxeViolations(page, testInfo, 'auto-plan-preview-1440');
    await resizeWindow(page, { width: 390, height: 844 });
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeInViewport();
    await expectNoAxeViolations(page, testInfo, 'auto-plan-preview-390');
    await dialog.getByRole('table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('auto-plan-preview-390-scores.png') });
    await resizeWindow(page, { width: 1440, height: 900 });

    await dialog.getByRole('button', { name: 'Apply' }).click();
    isPlanned = true;
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${dryRun.changes.length} cells changed.`)).toBeVisible();
    // The scores stay in sight after Apply, as the preview showed them.
    await expect(page.getByRole('table', { name: 'Scores of the quarters planned' }).getByRole('row', { name: /^Hard-rule violations/ })).toContainText('0');
    const planned = await readPlan(request, managerToken, DAY);
    expect(planned.cells.length).toBe(dryRun.changes.length);
    // The cell under the cursor holds someone now, and says why.
    const cell = cellOf(page, rated.station_code, column('Q3'));
    await expect(cell).not.toHaveText('');
    await expect(cell).toHaveAttribute('title', /^Auto-planned: .+/);
    await expect(figures).toContainText(`Required ${required}, planned ${required}`);
    await page.screenshot({ path: testInfo.outputPath('auto-plan-grid-reasons-1440.png') });
    await resizeWindow(page, { width: 390, height: 844 });
    await page.getByRole('group', { name: 'Quarter' }).getByRole('button', { name: 'Q3' }).click();
    await cellOf(page, rated.station_code, 0).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('auto-plan-grid-reasons-390.png') });
    await resizeWindow(page, { width: 1440, height: 900 });

    // One step: one Undo takes the whole plan back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await readPlan(request, managerToken, DAY)).cells.length).toBe(0);
    isPlanned = false;
    await expect(cellOf(page, rated.station_code, column('Q3'))).toHaveText('');
    await expect(figures).toContainText(`Required ${required}, planned 0`);
  } finally {
    if (isPlanned) await postPlan(request, baseURL, managerToken, 'undo', {});
    await putJson(request, baseURL, managerToken, `/api/demand/${DAY}`, { volumes: [{ quarter_id: q3.id, line: 1, units: null }] });
    if (rated.units_per_hour === null)
      await putJson(request, baseURL, adminToken, '/api/demand/standards', {
        stations: [{ station_id: rated.station_id, units_per_hour: null, is_high_strain: rated.is_high_strain }],
        fulfillment_center_id: center,
      });
  }
});
