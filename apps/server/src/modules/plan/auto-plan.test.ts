/**
 * Issue 29 (decision 160): POST /api/plan/auto on the floor fixture (line 1: 1-01, 1-02, 1-03
 * off, the water spider; rotation 1-01 → 1-02; Q1 and Q2 of the day shift). Ann, Bob and Cid work
 * the FHD pattern (Sunday to Wednesday days); the plan is for Monday, the fixture's tomorrow.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { TODAY, assignPayload, buildFloor, otherCenterQuarter, placeOnFloor, plannedCells, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
const NOW = new Date(`${TODAY}T16:00:00Z`);
const MONDAY = addDays(TODAY, 1);

beforeEach(async () => {
  t = await buildTestApp({ clock: () => NOW });
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
  for (const person of [f.ann, f.bob, f.cid]) await expectOk(f.call('MANAGER', 'PUT', `/api/employees/${person.id}`, { shift_pattern: 'FHD' }));
  // Line 1 needs both its active stations in every quarter.
  await expectOk(f.call('ADMIN', 'PUT', '/api/demand/standards', { lines: [{ line: 1, min_heads: 2, max_heads: null }] }));
});
afterEach(() => t.close());

async function expectOk(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const autoPlan = (body: object = {}, role: 'MANAGER' | 'ADMIN' | 'VIEW' = 'MANAGER') =>
  f.call(role, 'POST', '/api/plan/auto', { date: MONDAY, quarter_ids: [f.q1.id, f.q2.id], ...body });

const planned = (date = MONDAY) => plannedCells(t, f, date);

type Change = { station_id: string; quarter_id: string; after: { employee_name: string } | null; reason?: { code: string; from_station: string | null } };
const cellsOf = (changes: Change[]) => changes.map((c) => [c.station_id, c.quarter_id, c.after?.employee_name ?? null, c.reason ?? null]);

describe('POST /api/plan/auto', () => {
  it('fills the line to its required heads; the dry run answers what the real run writes, as one step and one audit row, undone as one', async () => {
    const preview = await expectOk(autoPlan({ dry_run: true }));
    expect(await planned()).toEqual([]);
    expect(preview.dry_run).toBe(true);
    expect(preview.changes).toHaveLength(4);
    expect(preview.conflicts).toEqual([]);
    expect(preview.infeasible_critical).toEqual([]);
    expect(preview.scores).toMatchObject({ coverage: 1, violations: 0, rotation_adherence: 1 });
    expect(preview.scores_before).toMatchObject({ coverage: 0, violations: 0 });
    // The one on 1-01 in Q1 moves by the rotation rule to 1-02 in Q2, and says so.
    const first = preview.changes.find((c: Change) => c.station_id === f.s1.id && c.quarter_id === f.q1.id);
    const rotated = preview.changes.find((c: Change) => c.station_id === f.s2.id && c.quarter_id === f.q2.id);
    expect(rotated.after.employee_name).toBe(first.after.employee_name);
    expect(rotated.reason).toEqual({ code: 'rotation_from', from_station: '1-01' });

    const applied = await expectOk(autoPlan());
    expect(applied.dry_run).toBe(false);
    expect(cellsOf(applied.changes)).toEqual(cellsOf(preview.changes));
    expect(applied.scores).toEqual(preview.scores);
    expect(await planned()).toHaveLength(4);
    expect(applied.history.undo).toMatchObject({ action: 'auto', dates: [MONDAY], cells: 4 });

    // The grid says why each planned person is there.
    const plan = await expectOk(f.call('VIEW', 'GET', `/api/plan?date=${MONDAY}`));
    const cell = plan.cells.find((c: { station_id: string; quarter_id: string }) => c.station_id === f.s2.id && c.quarter_id === f.q2.id);
    expect(cell.reason).toEqual({ code: 'rotation_from', from_station: '1-01' });

    const audits = await t.database.db
      .select()
      .from(s.auditLogs)
      .where(and(eq(s.auditLogs.fulfillmentCenterId, f.centerId), eq(s.auditLogs.action, 'PLAN_AUTO')));
    expect(audits.map((a) => a.newValues)).toEqual([
      expect.objectContaining({ date: MONDAY, quarter_ids: [f.q1.id, f.q2.id], allow_moves: false, coverage: 1, violations: 0, changed: 4 }),
    ]);

    await expectOk(f.call('MANAGER', 'POST', '/api/plan/undo', {}));
    expect(await planned()).toEqual([]);
    // Redone, each cell says why again.
    await expectOk(f.call('MANAGER', 'POST', '/api/plan/redo', {}));
    const again = await expectOk(f.call('VIEW', 'GET', `/api/plan?date=${MONDAY}`));
    expect(again.cells.map((c: { reason: unknown }) => c.reason).filter(Boolean)).toHaveLength(4);
  });

  it('keeps what is planned, places only people on the roster with the skills the station requires, and changes a reason a person overrides', async () => {
    const [forklift] = await t.database.db.insert(s.skills).values({ fulfillmentCenterId: f.centerId, name: 'Forklift' }).returning();
    await t.database.db.insert(s.stationSkills).values({ stationId: f.s2.id, skillId: forklift!.id });
    // Cid holds it until Monday; Bob's expired on Sunday.
    await t.database.db.insert(s.employeeSkills).values([
      { employeeId: f.cid.id, skillId: forklift!.id, expiresOn: MONDAY },
      { employeeId: f.bob.id, skillId: forklift!.id, expiresOn: TODAY },
    ]);
    await placeOnFloor(t, f, f.ann, f.s1, f.q1, MONDAY);
    await t.database.db.insert(s.employeeExceptions).values({ fulfillmentCenterId: f.centerId, employeeId: f.ann.id, date: MONDAY, kind: 'time_off' });

    const answer = await expectOk(autoPlan({ quarter_ids: [f.q1.id] }));
    // Ann is off Monday but her cell was planned: kept (a planned cell moves only when allowed). Cid takes 1-02 for the skill.
    expect(await planned()).toEqual([
      ['1-01', 'Q1', 'Ann Lee'],
      ['1-02', 'Q1', 'Cid Moss'],
    ]);
    expect(cellsOf(answer.changes)).toEqual([[f.s2.id, f.q1.id, 'Cid Moss', { code: 'skill', from_station: null }]]);
    // The plan counts Ann's cell as a break of the roster rule: it was there before, and the score is the day's.
    expect(answer.scores.violations).toBe(1);

    // Q2: Ann is off, Cid is the only one with the skill: Bob at 1-01, Cid at 1-02.
    await expectOk(autoPlan({ quarter_ids: [f.q2.id] }));
    expect((await planned()).filter(([, quarter]) => quarter === 'Q2')).toEqual([
      ['1-01', 'Q2', 'Bob Kim'],
      ['1-02', 'Q2', 'Cid Moss'],
    ]);

    // A manager who puts someone else there by hand: the auto-plan's reason no longer holds.
    const reasonAt = async (station: { id: string }) => {
      const plan = await expectOk(f.call('VIEW', 'GET', `/api/plan?date=${MONDAY}`));
      return plan.cells.find((c: { station_id: string; quarter_id: string }) => c.station_id === station.id && c.quarter_id === f.q2.id).reason;
    };
    expect(await reasonAt(f.s1)).toEqual({ code: 'fill', from_station: null });
    await expectOk(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, { ...assignPayload(f, f.s1, f.ann, f.q2), assignment_date: MONDAY }));
    expect(await reasonAt(f.s1)).toBeNull();
  });

  it('fills a critical station first, beyond the line, and reports one it cannot fill with why', async () => {
    await t.database.db
      .insert(s.tvStationConfigs)
      .values({ centerConfigId: f.config.id, stationId: f.ws.id, fulfillmentCenterId: f.centerId, criticalStation: true });
    // Only two of the three work Monday: the critical water spider takes one, the line the other.
    await t.database.db.insert(s.employeeExceptions).values({ fulfillmentCenterId: f.centerId, employeeId: f.bob.id, date: MONDAY, kind: 'call_out' });
    const answer = await expectOk(autoPlan({ quarter_ids: [f.q1.id], dry_run: true }));
    const byStation = new Map(answer.changes.map((c: Change) => [c.station_id, c]));
    expect(byStation.get(f.ws.id)).toMatchObject({ reason: { code: 'critical_first', from_station: null } });
    expect(answer.changes).toHaveLength(2);
    expect(answer.scores.coverage).toBe(0.5);
    expect(answer.infeasible_critical).toEqual([]);

    const [badge] = await t.database.db.insert(s.skills).values({ fulfillmentCenterId: f.centerId, name: 'Badge' }).returning();
    await t.database.db.insert(s.stationSkills).values({ stationId: f.ws.id, skillId: badge!.id });
    const short = await expectOk(autoPlan({ quarter_ids: [f.q1.id], dry_run: true }));
    expect(short.infeasible_critical).toEqual([{ station_id: f.ws.id, quarter_id: f.q1.id, cause: 'no_qualified_person' }]);
    expect(short.changes.map((c: Change) => c.station_id).sort()).toEqual([f.s1.id, f.s2.id].sort());
  });

  it('moves planned people only when allowed', async () => {
    // Bob stands on the water spider, which nobody needs; the line needs two and only Ann and Bob work.
    await t.database.db.insert(s.employeeExceptions).values({ fulfillmentCenterId: f.centerId, employeeId: f.cid.id, date: MONDAY, kind: 'vto' });
    await placeOnFloor(t, f, f.bob, f.ws, f.q1, MONDAY);
    const kept = await expectOk(autoPlan({ quarter_ids: [f.q1.id], dry_run: true }));
    expect(kept.changes).toHaveLength(1);
    expect(kept.scores.coverage).toBe(0.5);
    await expectOk(autoPlan({ quarter_ids: [f.q1.id], allow_moves: true }));
    expect((await planned()).map(([code, , name]) => [code, name])).toEqual([
      ['1-01', expect.any(String)],
      ['1-02', expect.any(String)],
    ]);
  });

  it("is MANAGER and up on the acting center's quarters; a MANAGER cannot plan a day that is over; a bad request says what is wrong", async () => {
    expect((await autoPlan({}, 'VIEW')).statusCode).toBe(403);
    const otherQuarter = await otherCenterQuarter(t, f);
    const foreign = await autoPlan({ quarter_ids: [f.q1.id, otherQuarter.id] });
    expect(foreign.statusCode).toBe(404);
    expect(await planned()).toEqual([]);
    expect((await f.call('MANAGER', 'POST', '/api/plan/auto', { date: MONDAY, quarter_ids: [], fulfillment_center_id: f.otherCenterId })).statusCode).toBe(400);
    expect((await autoPlan({ fulfillment_center_id: f.otherCenterId })).statusCode).toBe(403);
    const twice = await autoPlan({ quarter_ids: [f.q1.id, f.q1.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('A quarter is listed twice');

    const past = await autoPlan({ date: addDays(TODAY, -1) });
    expect(past.statusCode).toBe(403);
    expect(await planned(addDays(TODAY, -1))).toEqual([]);
  });
});
