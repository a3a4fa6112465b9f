/** The day-plan grid (/plan, issue 27) as the journeys drive it: the grid, its rows and cells, and the plan over the API. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bearer, originHeader, useSession } from './accounts.ts';

export const PLAN_TIME_ZONE = 'America/Los_Angeles';

/** The center's date `days` after today. */
export function centerDayPlus(days: number, from = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PLAN_TIME_ZONE }).format(from);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type PlanStation = { id: string; station_code: string; line_number: number | null; is_active: boolean; required_skills: unknown[] };
export type PlanAnswer = {
  quarters: { id: string; quarter_name: string }[];
  stations: PlanStation[];
  cells: { station_id: string; quarter_id: string; employee_name: string }[];
};

export async function readPlan(request: APIRequestContext, token: string, date: string): Promise<PlanAnswer> {
  const response = await request.get('/api/plan', { headers: bearer(token), params: { date } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: PlanAnswer }).data;
}

/** POST /api/plan/<path> as `token`, expecting 200; its data. */
export async function postPlan<T>(request: APIRequestContext, baseURL: string | undefined, token: string, path: string, data: object): Promise<T> {
  const response = await request.post(`/api/plan/${path}`, { data, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the grid of `day` signed in with `token`. */
export async function openPlan(page: Page, token: string, day: string): Promise<void> {
  await useSession(page, token);
  await page.goto(`/plan?date=${day}`);
  // The whole day's plan comes in one answer: on a busy machine it takes more than expect's 5 s.
  await expect(planGrid(page)).toBeVisible({ timeout: 20_000 });
}

/** Who holds a station in a quarter of the plan ('' for no one). */
export function nameIn(plan: PlanAnswer, stationId: string, quarterId: string): string {
  return plan.cells.find((c) => c.station_id === stationId && c.quarter_id === quarterId)?.employee_name ?? '';
}

/** The stations in the grid's row order: grouped by line as the grid groups them, stations of no line last. */
export function gridOrder(plan: PlanAnswer): PlanStation[] {
  const lines = [...new Set(plan.stations.map((s) => s.line_number))].sort((a, b) => (a === null ? 1 : b === null ? -1 : 0));
  return lines.flatMap((line) => plan.stations.filter((s) => s.line_number === line));
}

export const planGrid = (page: Page) => page.getByRole('grid', { name: /^Plan for / });
const rowOf = (page: Page, code: string) =>
  planGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${code}\\b`) }) });
/** The cell of `code` in the grid's `column` (0: the first quarter). */
export const cellOf = (page: Page, code: string, column: number): Locator => rowOf(page, code).getByRole('gridcell').nth(column);

/** From the first cell, to `row` of the grid in `column`, by arrows; the keys pressed. */
export async function moveTo(page: Page, row: number, column: number): Promise<number> {
  const keys = [
    ...Array<string>(column).fill('ArrowRight'),
    ...Array<string>(Math.floor(row / 10)).fill('PageDown'),
    ...Array<string>(row % 10).fill('ArrowDown'),
  ];
  for (const key of keys) await page.keyboard.press(key);
  return keys.length;
}
