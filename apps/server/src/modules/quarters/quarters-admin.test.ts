import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.ts';
import { buildFloor, otherCenterQuarter, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, isPostgres, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t, ['MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

const night = { quarter_name: 'Q7', quarter_number: 7, start_time: '23:30', end_time: '02:00', shift: 'back_half_day' };

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role: 'MANAGER' | 'ADMIN' = 'ADMIN') => f.call(role, method, url, payload);

describe('quarters administration', () => {
  it('creates an overnight quarter with HH:MM made HH:MM:SS, and refuses a MANAGER with the spec message', async () => {
    const denied = await call('POST', '/api/quarters', night, 'MANAGER');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Admin access required to manage quarters');
    const res = await call('POST', '/api/quarters', night);
    expect(res.json().data).toMatchObject({ quarter_name: 'Q7', start_time: '23:30:00', end_time: '02:00:00', fulfillment_center_id: f.centerId });
  });

  it('refuses a used number, an empty quarter and missing fields', async () => {
    expect((await call('POST', '/api/quarters', { ...night, quarter_number: 1 })).json().error).toBe('Quarter number 1 is already used by Q1');
    expect((await call('POST', '/api/quarters', { ...night, end_time: '23:30' })).json().error).toBe('end_time: End time must differ from start time');
    expect((await call('POST', '/api/quarters', { ...night, quarter_name: ' ' })).json().error).toBe('quarter_name: Please fill in all required fields');
    expect((await call('POST', '/api/quarters', { ...night, quarter_number: 21 })).statusCode).toBe(400);
  });

  it('answers 400 naming the field to a NUL byte or an over-long quarter name or time (issue 13)', async () => {
    expect((await call('POST', '/api/quarters', { ...night, quarter_name: 'Q\u00007' })).json().error).toBe(
      'quarter_name: Quarter name must not contain tabs, line breaks or other control characters',
    );
    expect((await call('POST', '/api/quarters', { ...night, quarter_name: 'q'.repeat(101) })).json().error).toBe(
      'quarter_name: Quarter name must be at most 100 characters',
    );
    expect((await call('PUT', `/api/quarters/${f.q2.id}`, { ...night, start_time: '9'.repeat(100_000) })).json().error).toBe(
      'start_time: Time must be at most 50 characters',
    );
  });

  it('edits a quarter, audited with old and new values', async () => {
    const res = await call('PUT', `/api/quarters/${f.q2.id}`, {
      quarter_name: 'Q2',
      quarter_number: 2,
      start_time: '10:00',
      end_time: '12:15',
      shift: 'front_half_day',
    });
    expect(res.json().data).toMatchObject({ start_time: '10:00:00', end_time: '12:15:00' });
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'UPDATE', oldValues: expect.objectContaining({ start_time: '09:45:00' }) });
  });

  it('deletes a quarter with its assignments in one go, audited CASCADE_DELETE', async () => {
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.s1.id,
      quarterId: f.q2.id,
      assignmentDate: TODAY,
      employeeId: f.ann.id,
      employeeName: 'Ann Lee',
    });
    expect((await call('DELETE', `/api/quarters/${f.q2.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(s.assignments).where(eq(s.assignments.quarterId, f.q2.id))).toEqual([]);
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({
      action: 'CASCADE_DELETE',
      tableName: 'quarters',
      oldValues: { quarter_name: 'Q2', quarter_number: 2, removed_assignments: 1 },
    });
  });
});

describe('the active quarter', () => {
  const setActive = (quarter: { id: string }, isActive: boolean, role: 'MANAGER' | 'ADMIN' = 'ADMIN') =>
    call('PUT', `/api/quarters/${quarter.id}`, { is_active: isActive }, role);

  /** The center's quarters by number, with their flag. */
  async function flags() {
    const rows = await t.database.db
      .select({ name: s.quarters.quarterName, isActive: s.quarters.isActive })
      .from(s.quarters)
      .where(eq(s.quarters.fulfillmentCenterId, f.centerId))
      .orderBy(asc(s.quarters.quarterNumber));
    return Object.fromEntries(rows.map((q) => [q.name, q.isActive]));
  }

  const quarterAudits = () => t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.tableName, 'quarters'));
  /** One quarter's audit rows, oldest first (rows of one transaction share a time, but never a quarter). */
  const auditsOf = (quarter: { id: string }) =>
    t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.recordId, quarter.id)).orderBy(asc(s.auditLogs.createdAt));

  it('flags a quarter active with the flag alone, audited with the old and new flag', async () => {
    const res = await setActive(f.q2, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: f.q2.id, quarter_name: 'Q2', start_time: '09:45:00', is_active: true });
    expect(await flags()).toEqual({ Q1: false, Q2: true });
    expect(await quarterAudits()).toMatchObject([
      { action: 'UPDATE', recordId: f.q2.id, quarterId: f.q2.id, oldValues: { is_active: false }, newValues: { is_active: true }, createdBy: 'floor-admin' },
    ]);
  });

  it('moves the flag: activating another quarter clears the first, each change audited', async () => {
    await setActive(f.q1, true);
    const res = await setActive(f.q2, true);
    expect(res.json().data.is_active).toBe(true);
    expect(await flags()).toEqual({ Q1: false, Q2: true });
    expect(await auditsOf(f.q1)).toMatchObject([
      { oldValues: { is_active: false }, newValues: { is_active: true } },
      { action: 'UPDATE', tableName: 'quarters', oldValues: { is_active: true }, newValues: { is_active: false }, createdBy: 'floor-admin' },
    ]);
    expect(await auditsOf(f.q2)).toMatchObject([{ action: 'UPDATE', oldValues: { is_active: false }, newValues: { is_active: true } }]);
    const listed = await f.call('ADMIN', 'GET', `/api/quarters?fulfillment_center_id=${f.centerId}`);
    expect(
      listed
        .json()
        .data.filter((q: { is_active: boolean }) => q.is_active)
        .map((q: { quarter_name: string }) => q.quarter_name),
    ).toEqual(['Q2']);
  });

  it('changes and audits nothing when the quarter already is as asked', async () => {
    await setActive(f.q2, true);
    const again = await setActive(f.q2, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.is_active).toBe(true);
    expect(await setActive(f.q1, false)).toMatchObject({ statusCode: 200 });
    expect(await flags()).toEqual({ Q1: false, Q2: true });
    expect(await quarterAudits()).toHaveLength(1);
  });

  it('clears the flag, leaving the center without an active quarter', async () => {
    await setActive(f.q2, true);
    expect((await setActive(f.q2, false)).json().data.is_active).toBe(false);
    expect(await flags()).toEqual({ Q1: false, Q2: false });
    expect((await auditsOf(f.q2)).at(-1)).toMatchObject({ oldValues: { is_active: true }, newValues: { is_active: false } });
  });

  it('takes the flag with the form fields in one audited change', async () => {
    await setActive(f.q1, true);
    const res = await call('PUT', `/api/quarters/${f.q2.id}`, {
      quarter_name: 'Q2',
      quarter_number: 2,
      start_time: '10:00',
      end_time: '12:00',
      shift: 'front_half_day',
      is_active: true,
    });
    expect(res.json().data).toMatchObject({ start_time: '10:00:00', is_active: true });
    expect(await flags()).toEqual({ Q1: false, Q2: true });
    expect(await auditsOf(f.q2)).toMatchObject([
      {
        oldValues: { start_time: '09:45:00', is_active: false },
        newValues: { start_time: '10:00:00', is_active: true },
      },
    ]);
  });

  it('keeps a form edit from touching the flag when the flag is not sent', async () => {
    await setActive(f.q2, true);
    await call('PUT', `/api/quarters/${f.q2.id}`, { quarter_name: 'Q2', quarter_number: 2, start_time: '10:00', end_time: '12:00', shift: 'front_half_day' });
    expect(await flags()).toEqual({ Q1: false, Q2: true });
  });

  it('refuses a MANAGER, another center and a body that is neither the form nor the flag', async () => {
    const denied = await setActive(f.q2, true, 'MANAGER');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Admin access required to manage quarters');
    const otherQuarter = await otherCenterQuarter(t, f);
    expect((await setActive(otherQuarter, true)).statusCode).toBe(403);
    const halfForm = await call('PUT', `/api/quarters/${f.q2.id}`, { quarter_name: 'Q2', is_active: true });
    expect(halfForm.statusCode).toBe(400);
    expect(halfForm.json().error).toMatch(/Please fill in all required fields$/);
    expect((await call('PUT', `/api/quarters/${f.q2.id}`, { is_active: 'yes' })).statusCode).toBe(400);
    expect(await flags()).toEqual({ Q1: false, Q2: false });
  });

  it.runIf(isPostgres)('ends with exactly one active quarter when two ADMINs activate two quarters at once', async () => {
    await createUser(t.app, 'floor-admin-2', 'ADMIN', f.centerId);
    const secondAdmin = bearer(await signIn(t.app, 'floor-admin-2'));
    for (let round = 0; round < 8; round++) {
      const [first, second] = round % 2 === 0 ? [f.q1, f.q2] : [f.q2, f.q1];
      const results = await Promise.all([
        setActive(first, true),
        t.app.inject({ method: 'PUT', url: `/api/quarters/${second.id}`, headers: secondAdmin, payload: { is_active: true } }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(Object.values(await flags()).filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('quarters that cannot exist (decision 136)', () => {
  const form = (start_time: string, end_time: string, quarter_number = 5) => ({
    quarter_name: `Q${quarter_number}`,
    quarter_number,
    start_time,
    end_time,
    shift: 'back_half_day',
  });
  const names = async () =>
    (
      await t.database.db
        .select({ name: s.quarters.quarterName })
        .from(s.quarters)
        .where(eq(s.quarters.fulfillmentCenterId, f.centerId))
        .orderBy(asc(s.quarters.quarterNumber))
    ).map((q) => q.name);

  it('refuses 05:00–04:00, a 23-hour quarter, with 400 on the end time, and creates nothing', async () => {
    const res = await call('POST', '/api/quarters', form('05:00', '04:00'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'end_time: A quarter lasts at most 16 hours' });
    const edit = await call('PUT', `/api/quarters/${f.q2.id}`, { ...form('09:45', '02:00', 2), quarter_name: 'Q2', shift: 'front_half_day' });
    expect(edit.json()).toMatchObject({ error: 'end_time: A quarter lasts at most 16 hours' });
    expect(await names()).toEqual(['Q1', 'Q2']);
  });

  it('refuses a quarter overlapping another of the center with 409, naming both times', async () => {
    const res = await call('POST', '/api/quarters', form('09:00', '10:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'This quarter (09:00–10:00) overlaps Q1 (07:00–09:30); the quarters of a center must not overlap',
    });
    expect(await names()).toEqual(['Q1', 'Q2']);
    expect(await t.database.db.select().from(s.auditLogs)).toEqual([]);
  });

  it('sees an overlap across midnight, on the 24-hour clock', async () => {
    expect((await call('POST', '/api/quarters', form('23:30', '02:00', 7))).statusCode).toBe(200);
    const afterMidnight = await call('POST', '/api/quarters', form('01:30', '04:00', 8));
    expect(afterMidnight.statusCode).toBe(409);
    expect(afterMidnight.json().error).toBe('This quarter (01:30–04:00) overlaps Q7 (23:30–02:00); the quarters of a center must not overlap');
    const wrapping = await call('POST', '/api/quarters', form('22:00', '07:30', 9));
    expect(wrapping.json().error).toBe('This quarter (22:00–07:30) overlaps Q1 (07:00–09:30); the quarters of a center must not overlap');
    expect(await names()).toEqual(['Q1', 'Q2', 'Q7']);
  });

  it('accepts quarters that meet end to start and one that fills a gap exactly', async () => {
    expect((await call('POST', '/api/quarters', form('12:00', '14:00', 3))).statusCode).toBe(200);
    expect((await call('POST', '/api/quarters', form('09:30', '09:45', 4))).statusCode).toBe(200);
    expect((await call('POST', '/api/quarters', form('23:00', '07:00', 5))).statusCode).toBe(200);
    expect(await names()).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
  });

  it('refuses an edit moving a quarter onto another, but not one that leaves its own times as they were', async () => {
    const moved = await call('PUT', `/api/quarters/${f.q2.id}`, {
      quarter_name: 'Q2',
      quarter_number: 2,
      start_time: '09:00',
      end_time: '12:00',
      shift: 'front_half_day',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe('This quarter (09:00–12:00) overlaps Q1 (07:00–09:30); the quarters of a center must not overlap');
    // An overlap made before this rule (Q9 over Q2): Q2 can still be renamed, and the flag set, while it is being untangled.
    await t.database.db
      .insert(s.quarters)
      .values({ fulfillmentCenterId: f.centerId, quarterName: 'Q9', quarterNumber: 9, startTime: '11:00:00', endTime: '13:00:00', shift: 'front_half_day' });
    const renamed = await call('PUT', `/api/quarters/${f.q2.id}`, {
      quarter_name: 'Q2 late',
      quarter_number: 2,
      start_time: '09:45',
      end_time: '12:00',
      shift: 'front_half_day',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call('PUT', `/api/quarters/${f.q2.id}`, { is_active: true })).statusCode).toBe(200);
    // Moving it out of the way is allowed; moving it within reach of Q9 is not.
    expect(
      (
        await call('PUT', `/api/quarters/${f.q2.id}`, {
          quarter_name: 'Q2',
          quarter_number: 2,
          start_time: '09:45',
          end_time: '10:45',
          shift: 'front_half_day',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/quarters/${f.q2.id}`, {
          quarter_name: 'Q2',
          quarter_number: 2,
          start_time: '09:45',
          end_time: '11:15',
          shift: 'front_half_day',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('judges each center on its own: the same times are free in another center', async () => {
    const other = await call('POST', '/api/quarters', { ...form('08:00', '09:00'), fulfillment_center_id: f.otherCenterId });
    expect(other.statusCode).toBe(403);
    await t.database.db.delete(s.quarters).where(eq(s.quarters.fulfillmentCenterId, f.centerId));
    expect((await call('POST', '/api/quarters', form('08:00', '09:00'))).statusCode).toBe(200);
  });

  it.runIf(isPostgres)('lets only one of two ADMINs adding overlapping quarters at once through', async () => {
    await createUser(t.app, 'floor-admin-2', 'ADMIN', f.centerId);
    const secondAdmin = bearer(await signIn(t.app, 'floor-admin-2'));
    for (let round = 0; round < 6; round++) {
      await t.database.db.delete(s.quarters).where(eq(s.quarters.fulfillmentCenterId, f.centerId));
      const results = await Promise.all([
        call('POST', '/api/quarters', form('13:00', '15:00', 3)),
        t.app.inject({ method: 'POST', url: '/api/quarters', headers: secondAdmin, payload: form('14:00', '16:00', 4) }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await names()).toHaveLength(1);
    }
  });
});
