/** Floor-map helpers for the journeys: the quarter, the cards, their popover, people made for a test. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, originHeader, signInOverApi } from './accounts.ts';

export type QuarterRecord = { id: string; quarter_name: string; quarter_number: number };
export type StationRecord = {
  id: string;
  station_code: string;
  position_x: number | null;
  position_y: number | null;
  is_active: boolean;
  /** As the map shows it (decision 117); `assignmentsOf` has the whole records. */
  current_assignment: { id: string; employee_name: string } | null;
};

/** An assignment as every endpoint but the map writes it. */
export type AssignmentRecord = {
  id: string;
  station_code: string;
  employee_id: string;
  checked_in: boolean;
  employee: { name: string; employee_id: string | null };
};

export async function quarterNamed(request: APIRequestContext, token: string, name: string): Promise<QuarterRecord> {
  const body = (await (await request.get('/api/quarters', { headers: bearer(token) })).json()) as { data: QuarterRecord[] };
  const quarter = body.data.find((q) => q.quarter_name === name);
  if (!quarter) throw new Error(`no quarter ${name}`);
  return quarter;
}

/** The stations with their assignment in a quarter: today's as the server reckons it, or on `date` (YYYY-MM-DD). */
export async function stationsOf(request: APIRequestContext, token: string, quarterId?: string, date?: string): Promise<StationRecord[]> {
  const params = { ...(quarterId ? { quarter_id: quarterId } : {}), ...(date ? { assignment_date: date } : {}) };
  const response = await request.get('/api/stations', { headers: bearer(token), params });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StationRecord[] }).data;
}

/** Who holds which station in a quarter, whole records: today's as the server reckons it, or on `date`. */
export async function assignmentsOf(request: APIRequestContext, token: string, quarterId: string, date?: string): Promise<AssignmentRecord[]> {
  const params = { limit: 1000, ...(date ? { assignment_date: date } : {}) };
  const response = await request.get(`/api/quarters/${quarterId}/assignments`, { headers: bearer(token), params });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: AssignmentRecord[] } }).data.data;
}

/** A person only this test knows, with a two-letter first name nobody else has. Answers their record's id. */
export async function createPerson(request: APIRequestContext, baseURL: string | undefined, token: string, name: string): Promise<string> {
  const response = await request.post('/api/employees', { data: { name }, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Opens the map on a given quarter and waits for the cards. */
export async function openMap(page: Page, quarterName: string): Promise<void> {
  await page.goto('/map');
  await page.getByRole('button', { name: new RegExp(`^${quarterName}\\b`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${quarterName}\\b`) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  // The quarter's own data, not the previous quarter kept on screen while it loads.
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/** A station card by its whole code (its name starts with the code as drawn), as a button (those who can assign) or a plain group. */
export const card = (page: Page, code: string) => page.locator(`[data-station-id][data-station-code="${code}"]`);

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of a map card holding `person`: its code, the name, then `marks` in order.
 * While the quarter shown is the one people are arriving for (decision 138; Q1 of the demo from
 * 04:30 to 09:30 in its time zone) the card also says the short arrival word after the name and
 * the long one last; the journeys run at any hour, so those two are matched whether there or not.
 */
export function cardName(code: string, person: string, ...marks: string[]): RegExp {
  const arrival = '(?:, (?:In|Not in))?';
  const arrivalInFull = '(?:, (?:Checked in|Not checked in yet))?';
  return new RegExp(`^${literally(code)}, ${literally(person)}${arrival}${marks.map((mark) => `, ${literally(mark)}`).join('')}${arrivalInFull}$`);
}

export const popover = (page: Page, code: string) => page.getByRole('dialog', { name: `Station ${code}` });

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search employees' });

/**
 * Takes whoever holds these stations in a quarter today off them, as a manager would. The
 * demo's running quarter has people checked in, and replacing one asks first (issue 25): a
 * journey about something else starts from empty stations.
 */
export async function freeStations(
  request: APIRequestContext,
  baseURL: string | undefined,
  token: string,
  quarterId: string,
  codes: readonly string[],
): Promise<void> {
  for (const station of await stationsOf(request, token, quarterId)) {
    if (!codes.includes(station.station_code) || !station.current_assignment) continue;
    const response = await request.delete(`/api/stations/${station.id}/assignments/${station.current_assignment.id}`, {
      headers: { ...bearer(token), ...originHeader(baseURL) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * Free stations for the newcomers a spec scans in. By the hour the suite runs, the demo floor's
 * running quarter may be nearly full (the seed assigns most stations, earlier specs scan
 * newcomers into the same quarter), and a scan that finds no station the person can take says
 * Additional Support Required. `count` plain line stations (no skills asked) are made for the
 * spec as demo-admin; `removeStations` deletes them, and what was assigned to them, afterwards.
 */
export async function addSpareStations(request: APIRequestContext, baseURL: string | undefined, count: number): Promise<string[]> {
  const headers = { ...bearer(await signInOverApi(request, baseURL, 'demo-admin')), ...originHeader(baseURL) };
  const types = ((await (await request.get('/api/station-types', { headers })).json()) as { data: { id: string; name: string }[] }).data;
  const line = types.find((t) => t.name === 'LINE')!;
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const response = await request.post('/api/stations', {
      headers,
      data: { station_code: `1-${90 + i}`, station_type_id: line.id, line_number: 1, is_manual: false, is_right_handed: null },
    });
    expect(response.status(), await response.text()).toBe(200);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

export async function removeStations(request: APIRequestContext, baseURL: string | undefined, ids: readonly string[]): Promise<void> {
  const headers = { ...bearer(await signInOverApi(request, baseURL, 'demo-admin')), ...originHeader(baseURL) };
  for (const id of ids) expect((await request.delete(`/api/stations/${id}`, { headers })).status()).toBe(200);
}
