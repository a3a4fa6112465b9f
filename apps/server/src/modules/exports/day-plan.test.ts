import * as XLSX from '@e965/xlsx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { buildFloor, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { bearer, createUser, signIn } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
let night: { q7: typeof s.quarters.$inferSelect; q9: typeof s.quarters.$inferSelect };
const TOMORROW = addDays(TODAY, 1);

beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
  // A night quarter over midnight, and one that starts after midnight inside it (on the next date, still this operating day).
  const [q7, q9] = await t.database.db
    .insert(s.quarters)
    .values([
      { fulfillmentCenterId: f.centerId, quarterName: 'Q7', quarterNumber: 7, startTime: '23:30:00', endTime: '02:00:00', shift: 'back_half_day' },
      { fulfillmentCenterId: f.centerId, quarterName: 'Q9', quarterNumber: 9, startTime: '00:30:00', endTime: '01:30:00', shift: 'back_half_day' },
    ])
    .returning();
  night = { q7: q7!, q9: q9! };
});
afterEach(() => t.close());

async function person(name: string, employeeId: string | null = null) {
  const [row] = await t.database.db.insert(s.employees).values({ fulfillmentCenterId: f.centerId, name, employeeId }).returning();
  return row!;
}

function place(employee: { id: string; name: string }, station: { id: string }, quarter: { id: string }, date = TODAY, isWildcard = false) {
  return t.database.db.insert(s.assignments).values({
    fulfillmentCenterId: f.centerId,
    stationId: station.id,
    quarterId: quarter.id,
    assignmentDate: date,
    employeeId: employee.id,
    employeeName: employee.name,
    isWildcard,
  });
}

/** A plan with a day quarter, a wildcard on the night quarter, the quarter after midnight, and formula-like names. */
async function planTheDay() {
  await place(f.ann, f.s1, f.q1);
  await place(f.bob, f.s2, night.q7, TODAY, true);
  await place(f.cid, f.s1, night.q9, TOMORROW);
  // Q9 on the day's own date ran the night before: another day's plan.
  const early = await person('Early Bird');
  await place(early, f.ws, night.q9, TODAY);
  await place(await person('=HYPERLINK("http://evil.example","x")'), f.ws, f.q2);
  await place(await person('-Dash', '@dash'), f.s3, f.q1);
}

const exportUrl = (query: string) => `/api/exports/day-plan?${query}`;

function readBook(body: Buffer) {
  return XLSX.read(body, { type: 'buffer', cellFormula: true });
}

describe('GET /api/exports/day-plan as .xlsx', () => {
  it('has a Stations sheet: a row per station in code order, a column per quarter of the operating day', async () => {
    await planTheDay();
    const res = await f.call('MANAGER', 'GET', exportUrl(`date=${TODAY}&format=xlsx`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GEG1-day-plan-${TODAY}.xlsx"; filename*=UTF-8''GEG1-day-plan-${TODAY}.xlsx`);
    const book = readBook(res.rawPayload);
    expect(book.SheetNames).toEqual(['Stations', 'People']);
    const sheet = book.Sheets.Stations!;
    const cell = (ref: string) => sheet[ref]?.v;
    // Header: the quarters in the order the day runs; Q9 (00:30, after midnight) last.
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map(cell)).toEqual([
      'Station',
      'Q1 07:00–09:30',
      'Q2 09:45–12:00',
      'Q7 23:30–02:00',
      'Q9 00:30–01:30',
      undefined,
    ]);
    expect(['A2', 'A3', 'A4', 'A5', 'A6'].map(cell)).toEqual(['1-01', '1-02', '1-03 (Inactive)', 'Water Spider-L1', undefined]);
    // 1-01: Ann in Q1; Cid in Q9 on the next date, which is still this operating day.
    expect(['B2', 'C2', 'D2', 'E2'].map(cell)).toEqual(['Ann Lee', undefined, undefined, 'Cid Moss']);
    // 1-02: Bob, as a wildcard, in the night quarter.
    expect(cell('D3')).toBe('Bob Kim (Wildcard)');
    expect(cell('B3')).toBeUndefined();
    // Formula-like names are text with an apostrophe, never formulas.
    expect(cell('B4')).toBe("'-Dash");
    expect(cell('C5')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    // Q9 of the day's own date belongs to the day before.
    expect(cell('E5')).toBeUndefined();
    for (const name of book.SheetNames) {
      for (const [ref, value] of Object.entries(book.Sheets[name]!)) {
        if (ref.startsWith('!')) continue;
        expect((value as XLSX.CellObject).f, `${name}!${ref}`).toBeUndefined();
        expect((value as XLSX.CellObject).t, `${name}!${ref}`).toBe('s');
        expect(String((value as XLSX.CellObject).v), `${name}!${ref}`).not.toMatch(/^\s*[=+\-@\t\r]/);
      }
    }
  });

  it('has a People sheet: a row per person of the day by name, their station per quarter', async () => {
    await planTheDay();
    const res = await f.call('MANAGER', 'GET', exportUrl(`date=${TODAY}`));
    expect(res.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<string[]>(readBook(res.rawPayload).Sheets.People!, { header: 1, defval: '' });
    expect(rows).toEqual([
      ['Name', 'Employee ID', 'Q1 07:00–09:30', 'Q2 09:45–12:00', 'Q7 23:30–02:00', 'Q9 00:30–01:30'],
      ["'-Dash", "'@dash", '1-03', '', '', ''],
      [`'=HYPERLINK("http://evil.example","x")`, '', '', 'Water Spider-L1', '', ''],
      ['Ann Lee', 'annlee', '1-01', '', '', ''],
      ['Bob Kim', 'bobkim', '', '', '1-02 (Wildcard)', ''],
      ['Cid Moss', 'cidmoss', '', '', '', '1-01'],
    ]);
  });

  it('tells two people of one name apart by their login, as the map does', async () => {
    const other = await person('Ann Lee', 'annlee2');
    await place(f.ann, f.s1, f.q1);
    await place(other, f.s2, f.q1);
    const res = await f.call('MANAGER', 'GET', exportUrl(`date=${TODAY}`));
    const sheet = readBook(res.rawPayload).Sheets.Stations!;
    expect([sheet.B2?.v, sheet.B3?.v]).toEqual(['Ann Lee (annlee)', 'Ann Lee (annlee2)']);
  });

  it('answers an empty plan for a day without assignments', async () => {
    const res = await f.call('MANAGER', 'GET', exportUrl(`date=${addDays(TODAY, 30)}`));
    expect(res.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<string[]>(readBook(res.rawPayload).Sheets.Stations!, { header: 1, defval: '' });
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).every((row) => row.slice(1).every((v) => v === ''))).toBe(true);
  });
});

describe('GET /api/exports/day-plan as .csv', () => {
  it('holds the Stations sheet, quoted where needed, with a byte-order mark and CRLF lines', async () => {
    await planTheDay();
    const res = await f.call('MANAGER', 'GET', exportUrl(`date=${TODAY}&format=csv`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="GEG1-day-plan-${TODAY}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Station,Q1 07:00–09:30,Q2 09:45–12:00,Q7 23:30–02:00,Q9 00:30–01:30',
      '1-01,Ann Lee,,,Cid Moss',
      '1-02,,,Bob Kim (Wildcard),',
      "1-03 (Inactive),'-Dash,,,",
      `Water Spider-L1,,"'=HYPERLINK(""http://evil.example"",""x"")",,`,
      '',
    ]);
    // A spreadsheet program reading it back sees the same cells, as text.
    const sheet = XLSX.read(res.body.slice(1), { type: 'string', raw: true }).Sheets.Sheet1!;
    expect(sheet.C5?.v).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(sheet.B4?.v).toBe("'-Dash");
  });
});

describe('GET /api/day-plan (the print view)', () => {
  it('answers the same plan as JSON', async () => {
    await planTheDay();
    const res = await f.call('MANAGER', 'GET', `/api/day-plan?date=${TODAY}`);
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan.center).toEqual({ code: 'GEG1', name: expect.any(String) });
    expect(plan.date).toBe(TODAY);
    expect(plan.quarters.map((q: { quarter_name: string; date: string }) => [q.quarter_name, q.date])).toEqual([
      ['Q1', TODAY],
      ['Q2', TODAY],
      ['Q7', TODAY],
      ['Q9', TOMORROW],
    ]);
    expect(plan.stations[1]).toMatchObject({ station_code: '1-02', is_active: true, cells: [null, null, { name: 'Bob Kim', is_wildcard: true }, null] });
  });
});

describe('who may export', () => {
  it('refuses VIEW with 403, on both routes', async () => {
    for (const url of [exportUrl(`date=${TODAY}`), `/api/day-plan?date=${TODAY}`]) {
      const res = await f.call('VIEW', 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('Access denied. Insufficient permissions.');
    }
  });

  it('refuses another center with 403, and lets a MANAGER export their own', async () => {
    const other = await f.call('MANAGER', 'GET', exportUrl(`date=${TODAY}&fulfillment_center_id=${f.otherCenterId}`));
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('You do not have access to this fulfillment center');
    expect((await f.call('MANAGER', 'GET', exportUrl(`date=${TODAY}&fulfillment_center_id=${f.centerId}`))).statusCode).toBe(200);
    expect((await f.call('MANAGER', 'GET', `/api/day-plan?date=${TODAY}&fulfillment_center_id=${f.otherCenterId}`)).statusCode).toBe(403);
  });

  it('exports the center an ADMIN acts on, and refuses the one they left', async () => {
    await createUser(t.app, 'roaming-admin', 'ADMIN', f.centerId);
    const token = await signIn(t.app, 'roaming-admin');
    const own = await t.app.inject({ method: 'GET', url: exportUrl(`date=${TODAY}`), headers: bearer(token) });
    expect(own.headers['content-disposition']).toContain('GEG1-day-plan');
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/fulfillment-center',
      headers: bearer(token),
      payload: { fulfillment_center_id: f.otherCenterId },
    });
    expect(moved.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: exportUrl(`date=${TODAY}&format=csv`), headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`PDX2-day-plan-${TODAY}.csv`);
    expect(res.body.slice(1).split('\r\n')[1]).toBe('1-01');
    const left = await t.app.inject({ method: 'GET', url: exportUrl(`date=${TODAY}&fulfillment_center_id=${f.centerId}`), headers: bearer(token) });
    expect(left.statusCode).toBe(403);
  });

  it('refuses a bad date or format with 400 and the usual validation message', async () => {
    const bad = await f.call('MANAGER', 'GET', exportUrl('date=2026-02-30'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: expect.stringMatching(/^date: /) });
    const missing = await f.call('MANAGER', 'GET', exportUrl('format=csv'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^date: /);
    const format = await f.call('MANAGER', 'GET', exportUrl(`date=${TODAY}&format=pdf`));
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toMatch(/^format: /);
  });
});
