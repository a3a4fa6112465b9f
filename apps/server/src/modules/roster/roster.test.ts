/**
 * Issue 28 (decision 149), on both databases: shift patterns set and returned by the employee
 * calls (presets and custom days, clear refusals), exceptions on dates overriding the pattern,
 * the roster of an operating day (a night shift across midnight), roles and centers, and the
 * bulk upload's shift_pattern, work_days and shift columns.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { uploadCsv } from '../../../test/csv-upload.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t, ['VIEW', 'MANAGER']);
});
afterEach(() => t.close());

// The week of Sunday 22 November 2026.
const SUN = '2026-11-22';
const WED = '2026-11-25';
const THU = '2026-11-26';
const SAT = '2026-11-28';

async function data(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The roster of a date as name → "on:reason" or "off:reason". */
async function roster(date: string, shift?: 'day' | 'night') {
  const entries = (await data(f.call('VIEW', 'GET', `/api/roster?date=${date}${shift ? `&shift=${shift}` : ''}`))) as {
    employee: { name: string };
    on_roster: boolean;
    reason: string;
  }[];
  return Object.fromEntries(entries.map((entry) => [entry.employee.name, `${entry.on_roster ? 'on' : 'off'}:${entry.reason}`]));
}

const setPattern = (id: string, body: object) => data(f.call('MANAGER', 'PUT', `/api/employees/${id}`, body));

describe('shift patterns on the employee calls', () => {
  it('writes a preset out as its days and shift, takes custom days, and returns them on every employee call', async () => {
    const created = await data(f.call('MANAGER', 'POST', '/api/employees', { name: 'Dee Fox', shift_pattern: 'FHN', pattern_starts_on: SUN }));
    expect(created).toMatchObject({ shift_pattern: 'FHN', work_days: [0, 1, 2, 3], shift: 'night', pattern_starts_on: SUN, pattern_ends_on: null });
    expect(await setPattern(f.ann.id, { shift_pattern: 'custom', work_days: [5, 1], shift: 'day' })).toMatchObject({
      shift_pattern: 'custom',
      work_days: [1, 5],
      shift: 'day',
    });
    expect(await data(f.call('VIEW', 'GET', `/api/employees/${f.ann.id}`))).toMatchObject({ shift_pattern: 'custom', work_days: [1, 5] });
    const list = await data(f.call('VIEW', 'GET', '/api/employees?limit=10'));
    expect(list.data.find((e: { name: string }) => e.name === 'Bob Kim')).toMatchObject({ shift_pattern: null, work_days: [], shift: null });
    // The end date alone, then clearing the pattern.
    expect(await setPattern(created.id, { pattern_ends_on: '2026-12-31' })).toMatchObject({ shift_pattern: 'FHN', pattern_ends_on: '2026-12-31' });
    expect(await setPattern(created.id, { shift_pattern: null })).toMatchObject({ shift_pattern: null, work_days: [], shift: null });
    const [audit] = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.action, 'CREATE'));
    expect(audit!.newValues).toMatchObject({ shift_pattern: 'FHN' });
  });

  it('refuses a custom pattern without days or shift, a preset with other days, and an end before the start', async () => {
    const refused = async (body: object, id = f.ann.id) => {
      const res = await f.call('MANAGER', 'PUT', `/api/employees/${id}`, body);
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    expect(await refused({ shift_pattern: 'custom', shift: 'day' })).toBe('shift_pattern: A custom shift pattern needs at least one work day');
    expect(await refused({ shift_pattern: 'custom', work_days: [1] })).toBe('shift_pattern: A custom shift pattern needs a shift: day or night');
    expect(await refused({ shift_pattern: 'BHD', shift: 'night' })).toBe(
      'shift_pattern: A preset shift pattern sets its own work days and shift; choose custom for others',
    );
    await setPattern(f.ann.id, { shift_pattern: 'FHD', pattern_starts_on: WED });
    // The end sent alone is held against the start the person has.
    expect(await refused({ pattern_ends_on: SUN })).toBe('The pattern cannot end before it starts');
  });
});

describe('the roster of a date', () => {
  it('has the presets on their days, exceptions overriding them, and leaves out the inactive', async () => {
    await setPattern(f.ann.id, { shift_pattern: 'FHD' });
    await setPattern(f.bob.id, { shift_pattern: 'BHD' });
    await data(f.call('MANAGER', 'POST', '/api/employees', { name: 'Gus Gone', shift_pattern: 'FHD' })).then((gus) => setPattern(gus.id, { is_active: false }));
    expect(await roster(SUN)).toEqual({ 'Ann Lee': 'on:pattern', 'Bob Kim': 'off:not_scheduled', 'Cid Moss': 'off:not_scheduled' });
    expect(await roster(WED)).toEqual({ 'Ann Lee': 'on:pattern', 'Bob Kim': 'on:pattern', 'Cid Moss': 'off:not_scheduled' });

    const add = (id: string, body: object) => data(f.call('MANAGER', 'POST', `/api/employees/${id}/exceptions`, body));
    const timeOff = await add(f.ann.id, { date: WED, kind: 'time_off', note: 'Dentist' });
    await add(f.bob.id, { date: WED, kind: 'call_out' });
    await add(f.cid.id, { date: WED, kind: 'vet' });
    expect(await roster(WED)).toEqual({ 'Ann Lee': 'off:time_off', 'Bob Kim': 'off:call_out', 'Cid Moss': 'on:vet' });
    await add(f.bob.id, { date: SAT, kind: 'vto' });
    expect(await roster(SAT)).toMatchObject({ 'Bob Kim': 'off:vto' });

    const dup = await f.call('MANAGER', 'POST', `/api/employees/${f.ann.id}/exceptions`, { date: WED, kind: 'time_off' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('The person already has an exception of this kind on this date');
    expect((await f.call('MANAGER', 'POST', `/api/employees/${f.ann.id}/exceptions`, { date: WED, kind: 'holiday' })).json().error).toBe(
      'kind: Kind must be time_off, vto, vet or call_out',
    );

    expect(await data(f.call('VIEW', 'GET', `/api/employees/${f.ann.id}/exceptions?from=${SUN}&to=${SAT}`))).toEqual([
      expect.objectContaining({ id: timeOff.id, date: WED, kind: 'time_off', note: 'Dentist' }),
    ]);
    await data(f.call('MANAGER', 'DELETE', `/api/employees/${f.ann.id}/exceptions/${timeOff.id}`));
    expect(await roster(WED)).toMatchObject({ 'Ann Lee': 'on:pattern' });
    expect((await f.call('MANAGER', 'DELETE', `/api/employees/${f.ann.id}/exceptions/${timeOff.id}`)).statusCode).toBe(404);

    const rows = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.tableName, 'employee_exceptions'));
    expect(rows.map((row) => [row.action, row.employeeName]).sort()).toEqual([
      ['CREATE', 'Ann Lee'],
      ['CREATE', 'Bob Kim'],
      ['CREATE', 'Bob Kim'],
      ['CREATE', 'Cid Moss'],
      ['DELETE', 'Ann Lee'],
    ]);
  });

  it("keeps a night shift on the operating day it starts: Wednesday's front-half night, not Thursday's", async () => {
    await setPattern(f.ann.id, { shift_pattern: 'FHN' });
    await setPattern(f.bob.id, { shift_pattern: 'BHN' });
    await setPattern(f.cid.id, { shift_pattern: 'FHD' });
    // Thursday 01:00 is still Wednesday night: the screens ask for the operating day, Wednesday.
    expect(await roster(WED, 'night')).toEqual({ 'Ann Lee': 'on:pattern', 'Bob Kim': 'on:pattern', 'Cid Moss': 'off:not_scheduled' });
    expect(await roster(THU, 'night')).toEqual({ 'Ann Lee': 'off:not_scheduled', 'Bob Kim': 'on:pattern', 'Cid Moss': 'off:not_scheduled' });
    // Time off on the night's starting date covers its hours after midnight too.
    await data(f.call('MANAGER', 'POST', `/api/employees/${f.ann.id}/exceptions`, { date: WED, kind: 'time_off' }));
    expect(await roster(WED, 'night')).toMatchObject({ 'Ann Lee': 'off:time_off' });
  });

  it('lets VIEW read and only MANAGER and up change, in their own center only', async () => {
    const own = `/api/employees/${f.ann.id}/exceptions`;
    expect((await f.call('VIEW', 'POST', own, { date: WED, kind: 'vto' })).statusCode).toBe(403);
    expect((await f.call('VIEW', 'GET', `${own}?from=${SUN}&to=${SAT}`)).statusCode).toBe(200);
    const theirs = `/api/employees/${f.otherEmployee.id}/exceptions`;
    expect((await f.call('MANAGER', 'POST', theirs, { date: WED, kind: 'vto' })).statusCode).toBe(403);
    expect((await f.call('MANAGER', 'GET', `${theirs}?from=${SUN}&to=${SAT}`)).statusCode).toBe(403);
    expect((await f.call('MANAGER', 'POST', own, { date: WED, kind: 'vto', fulfillment_center_id: f.otherCenterId })).statusCode).toBe(403);
    expect((await f.call('VIEW', 'GET', `/api/roster?date=${WED}&fulfillment_center_id=${f.otherCenterId}`)).statusCode).toBe(403);
    const [exception] = await t.database.db
      .insert(s.employeeExceptions)
      .values({ fulfillmentCenterId: f.otherCenterId, employeeId: f.otherEmployee.id, date: WED, kind: 'vto' })
      .returning();
    expect((await f.call('MANAGER', 'DELETE', `${theirs}/${exception!.id}`)).statusCode).toBe(403);
    // Another person's exception named under Ann is not found.
    expect((await f.call('MANAGER', 'DELETE', `${own}/${exception!.id}`)).statusCode).toBe(404);
    expect((await f.call('VIEW', 'GET', `${own}?from=${SAT}&to=${SUN}`)).statusCode).toBe(400);
  });
});

describe('the bulk upload pattern columns', () => {
  it('sets presets and custom days, keeps a blank pattern, and reports a bad row with its number', async () => {
    const header = '"Employee ID","Employee Name (Last, First)","Employee Status","shift_pattern","work_days","shift"';
    const first = await uploadCsv(
      t,
      f.as('MANAGER'),
      `${header}\n700001,"Lee, Dee",Active,"bhn","",""\n700002,"Kim, Eve",Active,"custom","1;2;6","day"\n700003,"Moss, Flo",Active,"custom","1;2",""`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ created: 2, skipped: 1, errors: ['Row 4: shift_pattern: A custom shift pattern needs a shift: day or night'] });
    const byUid = async (uid: number) => {
      const [row] = await t.database.db.select().from(s.employees).where(eq(s.employees.employeeUid, uid));
      return { shift_pattern: row!.shiftPattern, work_days: row!.workDays, shift: row!.shift };
    };
    expect(await byUid(700001)).toEqual({ shift_pattern: 'BHN', work_days: [3, 4, 5, 6], shift: 'night' });
    expect(await byUid(700002)).toEqual({ shift_pattern: 'custom', work_days: [1, 2, 6], shift: 'day' });
    // A later file with blank pattern cells keeps Dee's; one naming FHD changes Eve's.
    await data(uploadCsv(t, f.as('MANAGER'), `${header}\n700001,"Lee, Dee",Active,"","",""\n700002,"Kim, Eve",Active,"FHD","",""`));
    expect(await byUid(700001)).toEqual({ shift_pattern: 'BHN', work_days: [3, 4, 5, 6], shift: 'night' });
    expect(await byUid(700002)).toEqual({ shift_pattern: 'FHD', work_days: [0, 1, 2, 3], shift: 'day' });
    expect(await roster(SUN)).toMatchObject({ 'Eve Kim': 'on:pattern', 'Dee Lee': 'off:not_scheduled' });
  });
});
