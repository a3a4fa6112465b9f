/**
 * Issue 27 "Plan ahead" (decisions 146, 147): the day plan API. The floor fixture's line 1
 * (1-01, 1-02, 1-03 off, the water spider), its rotation 1-01 → 1-02 and its two day quarters;
 * the clock is 08:00 in Spokane on the fixture's day, in Q1.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { eq } from 'drizzle-orm';
import { bearer, createUser, signIn } from '../../../test/accounts.ts';
import { assignPayload, buildFloor, plannedCells, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
const NOW = new Date(`${TODAY}T16:00:00Z`);
const YESTERDAY = addDays(TODAY, -1);
let now = NOW;

beforeEach(async () => {
  now = NOW;
  t = await buildTestApp({ clock: () => now });
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

async function expectOk(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const planned = (date = TODAY) => plannedCells(t, f, date);

async function auditActions() {
  const rows = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.fulfillmentCenterId, f.centerId));
  return rows.filter((row) => row.action.startsWith('PLAN_'));
}

const paste = (cells: { station: { id: string }; quarter?: { id: string }; value: string }[], extra: object = {}, role: 'MANAGER' | 'ADMIN' = 'MANAGER') =>
  f.call(role, 'POST', '/api/plan/paste', {
    date: TODAY,
    cells: cells.map((c) => ({ station_id: c.station.id, quarter_id: (c.quarter ?? f.q1).id, value: c.value })),
    ...extra,
  });

describe('GET /api/plan', () => {
  it('answers the day in one call: quarters in clock order, stations, cells with who and how, line counts', async () => {
    await expectOk(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann)));
    const plan = await expectOk(f.call('VIEW', 'GET', `/api/plan?date=${TODAY}`));
    expect(plan).toMatchObject({ date: TODAY, is_past: false, can_edit: false, history: { undo: null, redo: null } });
    expect(plan.quarters.map((q: { quarter_name: string; date: string }) => [q.quarter_name, q.date])).toEqual([
      ['Q1', TODAY],
      ['Q2', TODAY],
    ]);
    expect(
      plan.stations.map((st: { station_code: string; is_indirect: boolean; is_active: boolean }) => [st.station_code, st.is_indirect, st.is_active]),
    ).toEqual([
      ['1-01', false, true],
      ['1-02', false, true],
      ['1-03', false, false],
      ['Water Spider-L1', true, true],
    ]);
    expect(plan.cells).toEqual([
      expect.objectContaining({
        station_id: f.s1.id,
        quarter_id: f.q1.id,
        employee_id: f.ann.id,
        employee_name: 'Ann Lee',
        employee_login: 'annlee',
        is_wildcard: false,
        checked_in: false,
      }),
    ]);
    expect(plan.line_counts).toEqual([
      { line_number: 1, quarter_id: f.q1.id, assigned: 1, active: 2 },
      { line_number: 1, quarter_id: f.q2.id, assigned: 0, active: 2 },
    ]);
    expect((await expectOk(f.call('MANAGER', 'GET', `/api/plan?date=${TODAY}`))).can_edit).toBe(true);
  });

  it('refuses another center, and a malformed date', async () => {
    expect((await f.call('MANAGER', 'GET', `/api/plan?date=${TODAY}&fulfillment_center_id=${f.otherCenterId}`)).statusCode).toBe(403);
    expect((await f.call('VIEW', 'GET', '/api/plan?date=2026-02-30')).statusCode).toBe(400);
  });
});

describe('POST /api/plan/paste', () => {
  beforeEach(async () => {
    const { db } = t.database;
    const [forklift] = await db.insert(s.skills).values({ fulfillmentCenterId: f.centerId, name: 'Forklift' }).returning();
    await db.insert(s.stationSkills).values({ stationId: f.s1.id, skillId: forklift!.id });
    await db.insert(s.employeeSkills).values({ employeeId: f.ann.id, skillId: forklift!.id });
    await db.update(s.employees).set({ badgeBarcodeId: 4242 }).where(eq(s.employees.id, f.cid.id));
    await db.insert(s.employees).values([
      { fulfillmentCenterId: f.centerId, name: 'Sam Roe' },
      { fulfillmentCenterId: f.centerId, name: 'Sam  Roe', employeeId: 'samroe2' },
    ]);
  });

  const block = () => [
    { station: f.s1, value: 'annlee' },
    { station: f.ws, value: 'Ann Lee' },
    { station: f.s2, value: 'Nobody Here' },
    { station: f.s3, value: 'bobkim' },
    { station: f.s2, quarter: f.q2, value: 'sam roe' },
    { station: f.s1, quarter: f.q2, value: '4242' },
    { station: f.ws, quarter: f.q2, value: 'BOBKIM' },
  ];

  it('previews with dry_run, then assigns every cell it resolves in one step and lists every other with why', async () => {
    const preview = await expectOk(paste(block(), { dry_run: true }));
    expect(preview.dry_run).toBe(true);
    expect(await planned()).toEqual([]);

    const answer = await expectOk(paste(block()));
    expect(
      answer.applied.map((c: { station_id: string; quarter_id: string; before: unknown; after: { employee_name: string } }) => [
        c.station_id,
        c.quarter_id,
        c.before,
        c.after.employee_name,
      ]),
    ).toEqual([
      [f.s1.id, f.q1.id, null, 'Ann Lee'],
      [f.ws.id, f.q2.id, null, 'Bob Kim'],
    ]);
    expect(answer.applied).toEqual(preview.applied);
    expect(answer.rejected).toEqual([
      { station_id: f.s2.id, quarter_id: f.q1.id, value: 'Nobody Here', reason: 'unknown' },
      { station_id: f.s2.id, quarter_id: f.q2.id, value: 'sam roe', reason: 'ambiguous' },
      { station_id: f.ws.id, quarter_id: f.q1.id, value: 'Ann Lee', reason: 'already_assigned' },
      { station_id: f.s3.id, quarter_id: f.q1.id, value: 'bobkim', reason: 'station_inactive' },
      { station_id: f.s1.id, quarter_id: f.q2.id, value: '4242', reason: 'lacks_skill' },
    ]);
    expect(answer.rejected).toEqual(preview.rejected);
    expect(await planned()).toEqual([
      ['1-01', 'Q1', 'Ann Lee'],
      ['Water Spider-L1', 'Q2', 'Bob Kim'],
    ]);
    const audits = await auditActions();
    expect(audits.map((a) => [a.action, a.newValues])).toEqual([['PLAN_PASTE', expect.objectContaining({ date: TODAY, cells: 7, changed: 2, refused: 5 })]]);
    expect(answer.history.undo).toMatchObject({ action: 'paste', cells: 2, dates: [TODAY] });
  });

  it('clears a cell pasted empty, refuses someone already on another station that quarter, and leaves a checked-in occupant', async () => {
    await expectOk(
      paste([
        { station: f.s1, value: 'annlee' },
        { station: f.s2, value: 'bobkim' },
      ]),
    );
    await t.database.db.update(s.assignments).set({ checkedIn: true }).where(eq(s.assignments.employeeId, f.bob.id));
    const answer = await expectOk(
      paste([
        { station: f.s1, value: '' },
        { station: f.ws, value: 'bobkim' },
        { station: f.s2, value: 'cidmoss' },
      ]),
    );
    expect(answer.applied.map((c: { station_id: string; after: unknown }) => [c.station_id, c.after])).toEqual([[f.s1.id, null]]);
    expect(answer.rejected.map((r: { station_id: string; reason: string }) => [r.station_id, r.reason])).toEqual([
      [f.ws.id, 'already_assigned'],
      [f.s2.id, 'checked_in'],
    ]);
    expect(await planned()).toEqual([['1-02', 'Q1', 'Bob Kim']]);
  });

  it('refuses a cell pasted twice, VIEW, and a manager of another center', async () => {
    expect(
      (
        await paste([
          { station: f.s1, value: 'annlee' },
          { station: f.s1, value: 'bobkim' },
        ])
      ).statusCode,
    ).toBe(400);
    const body = { date: TODAY, cells: [{ station_id: f.s1.id, quarter_id: f.q1.id, value: 'annlee' }] };
    expect((await f.call('VIEW', 'POST', '/api/plan/paste', body)).statusCode).toBe(403);
    expect((await f.call('MANAGER', 'POST', '/api/plan/paste', { ...body, fulfillment_center_id: f.otherCenterId })).statusCode).toBe(403);
    await createUser(t.app, 'other-manager', 'MANAGER', f.otherCenterId);
    const other = bearer(await signIn(t.app, 'other-manager'));
    const res = await t.app.inject({ method: 'POST', url: '/api/plan/paste', headers: other, payload: { ...body, fulfillment_center_id: f.centerId } });
    expect(res.statusCode).toBe(403);
    // In their own center, the station and quarter are not in the plan.
    const own = await t.app.inject({ method: 'POST', url: '/api/plan/paste', headers: other, payload: body });
    expect(own.json().data.rejected).toEqual([{ station_id: f.s1.id, quarter_id: f.q1.id, value: 'annlee', reason: 'not_in_plan' }]);
    expect(await planned()).toEqual([]);
  });
});

describe('copy, undo and redo', () => {
  const days = [1, 2, 3].map((n) => addDays(TODAY, n));

  it('copies a day onto a range of dates as one step, undoes it as one step and redoes it', async () => {
    await expectOk(
      paste([
        { station: f.s1, value: 'annlee' },
        { station: f.ws, value: 'bobkim' },
        { station: f.s2, quarter: f.q2, value: 'cidmoss' },
      ]),
    );
    const preview = await expectOk(f.call('MANAGER', 'POST', '/api/plan/copy', { from_date: TODAY, to_dates: days, dry_run: true }));
    expect(preview.changes).toHaveLength(9);
    expect(await planned(days[0])).toEqual([]);

    const copy = await expectOk(f.call('MANAGER', 'POST', '/api/plan/copy', { from_date: TODAY, to_dates: days }));
    expect(copy.changes).toHaveLength(9);
    expect(copy.conflicts).toEqual([]);
    for (const day of days) expect(await planned(day)).toEqual(await planned(TODAY));
    expect(copy.history.undo).toMatchObject({ action: 'copy', cells: 9, dates: days });

    const undo = await expectOk(f.call('MANAGER', 'POST', '/api/plan/undo', {}));
    expect(undo.step).toMatchObject({ action: 'copy', cells: 9 });
    for (const day of days) expect(await planned(day)).toEqual([]);
    expect(undo.history.undo).toMatchObject({ action: 'paste' });
    expect(undo.history.redo).toMatchObject({ action: 'copy' });

    const redo = await expectOk(f.call('MANAGER', 'POST', '/api/plan/redo', {}));
    expect(redo.changes).toHaveLength(9);
    for (const day of days) expect(await planned(day)).toEqual(await planned(TODAY));
    expect(redo.history).toMatchObject({ undo: { action: 'copy' }, redo: null });

    expect((await auditActions()).map((a) => a.action).sort()).toEqual(['PLAN_COPY', 'PLAN_PASTE', 'PLAN_REDO', 'PLAN_UNDO']);
  });

  it('copies one quarter into another, over what the target days held', async () => {
    await expectOk(paste([{ station: f.s1, value: 'annlee' }]));
    await expectOk(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, { ...assignPayload(f, f.s1, f.bob, f.q2), assignment_date: days[0] }));
    const copy = await expectOk(
      f.call('MANAGER', 'POST', '/api/plan/copy', { from_date: TODAY, to_dates: [days[0]], from_quarter_id: f.q1.id, to_quarter_id: f.q2.id }),
    );
    expect(
      copy.changes.map((c: { before: { employee_name: string }; after: { employee_name: string } }) => [c.before.employee_name, c.after.employee_name]),
    ).toEqual([['Bob Kim', 'Ann Lee']]);
    expect(await planned(days[0])).toEqual([['1-01', 'Q2', 'Ann Lee']]);
  });

  it('refuses to undo a step whose cell someone changed since, and says so', async () => {
    await expectOk(paste([{ station: f.s1, value: 'annlee' }]));
    await expectOk(f.call('MANAGER', 'POST', '/api/plan/copy', { from_date: TODAY, to_dates: [days[0]] }));
    await createUser(t.app, 'floor-manager-2', 'MANAGER', f.centerId);
    const other = bearer(await signIn(t.app, 'floor-manager-2'));
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/stations/${f.s1.id}/assign`,
      headers: other,
      payload: { ...assignPayload(f, f.s1, f.cid), assignment_date: days[0] },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const undo = await f.call('MANAGER', 'POST', '/api/plan/undo', {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({
      error: 'A cell of this step has changed since: it cannot be undone or redone',
      metadata: { type: 'PLAN_STEP_STALE', cells: 1 },
    });
    expect(await planned(days[0])).toEqual([['1-01', 'Q1', 'Cid Moss']]);
    // The other manager has nothing of their own to undo.
    const theirs = await t.app.inject({ method: 'POST', url: '/api/plan/undo', headers: other, payload: {} });
    expect(theirs.json()).toMatchObject({ error: 'Nothing to undo' });
  });
});

describe('undo of a step naming someone deleted since', () => {
  it('is refused as stale, not a server error', async () => {
    await expectOk(paste([{ station: f.s1, value: 'cidmoss' }]));
    await expectOk(f.call('MANAGER', 'POST', '/api/plan/clear', { date: TODAY }));
    await t.database.db.delete(s.employees).where(eq(s.employees.id, f.cid.id));
    const undo = await f.call('MANAGER', 'POST', '/api/plan/undo', {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json().metadata).toMatchObject({ type: 'PLAN_STEP_STALE', cells: 1 });
  });
});

describe('roll forward and clear', () => {
  it('fills the later quarters of the shift by the rotation rules, skills and inactive stations respected', async () => {
    await expectOk(
      paste([
        { station: f.s1, value: 'annlee' },
        { station: f.ws, value: 'bobkim' },
        { station: f.s2, quarter: f.q2, value: 'cidmoss' },
      ]),
    );
    const answer = await expectOk(f.call('MANAGER', 'POST', '/api/plan/roll-forward', { date: TODAY, from_quarter_id: f.q1.id }));
    // Ann follows 1-01 → 1-02, replacing Cid there; Bob has no rule and stays.
    expect(await planned()).toEqual([
      ['1-01', 'Q1', 'Ann Lee'],
      ['1-02', 'Q2', 'Ann Lee'],
      ['Water Spider-L1', 'Q1', 'Bob Kim'],
      ['Water Spider-L1', 'Q2', 'Bob Kim'],
    ]);
    expect(answer.conflicts).toEqual([]);
    expect((await auditActions()).map((a) => a.action)).toContain('PLAN_ROLL_FORWARD');
  });

  it('clears a quarter as one step, which undo puts back', async () => {
    await expectOk(
      paste([
        { station: f.s1, value: 'annlee' },
        { station: f.s2, quarter: f.q2, value: 'cidmoss' },
      ]),
    );
    const cleared = await expectOk(f.call('MANAGER', 'POST', '/api/plan/clear', { date: TODAY, quarter_id: f.q1.id }));
    expect(cleared.changes).toHaveLength(1);
    expect(await planned()).toEqual([['1-02', 'Q2', 'Cid Moss']]);
    await expectOk(f.call('MANAGER', 'POST', '/api/plan/undo', {}));
    expect(await planned()).toEqual([
      ['1-01', 'Q1', 'Ann Lee'],
      ['1-02', 'Q2', 'Cid Moss'],
    ]);
    expect((await f.call('MANAGER', 'POST', '/api/plan/clear', { date: TODAY, quarter_id: f.otherStation.id })).statusCode).toBe(404);
  });
});

describe('past operating days (decision 147)', () => {
  it('are read-only for a MANAGER and corrected by an ADMIN with a reason, audited', async () => {
    const cells = [{ station_id: f.s1.id, quarter_id: f.q1.id, value: 'annlee' }];
    const plan = await expectOk(f.call('MANAGER', 'GET', `/api/plan?date=${YESTERDAY}`));
    expect(plan).toMatchObject({ is_past: true, can_edit: false });
    expect((await expectOk(f.call('ADMIN', 'GET', `/api/plan?date=${YESTERDAY}`))).can_edit).toBe(true);

    const refused = await f.call('MANAGER', 'POST', '/api/plan/paste', { date: YESTERDAY, cells, correction_reason: 'Wrong person' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'This day is over: only an admin can change its plan',
      metadata: { type: 'PAST_DAY_READ_ONLY', dates: [YESTERDAY] },
    });
    expect((await f.call('MANAGER', 'POST', '/api/plan/copy', { from_date: TODAY, to_dates: [YESTERDAY, TODAY] })).statusCode).toBe(403);

    const noReason = await f.call('ADMIN', 'POST', '/api/plan/paste', { date: YESTERDAY, cells });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ metadata: { type: 'CORRECTION_REASON_REQUIRED' } });
    expect(await planned(YESTERDAY)).toEqual([]);

    await expectOk(f.call('ADMIN', 'POST', '/api/plan/paste', { date: YESTERDAY, cells, correction_reason: 'Ann worked 1-01' }));
    expect(await planned(YESTERDAY)).toEqual([['1-01', 'Q1', 'Ann Lee']]);
    const [audit] = await auditActions();
    expect(audit!.newValues).toMatchObject({ date: YESTERDAY, correction_reason: 'Ann worked 1-01' });
    // Undoing it touches the past day too.
    expect((await f.call('ADMIN', 'POST', '/api/plan/undo', {})).statusCode).toBe(400);
    await expectOk(f.call('ADMIN', 'POST', '/api/plan/undo', { correction_reason: 'Back as it was' }));
    expect(await planned(YESTERDAY)).toEqual([]);
  });
});

describe('past operating days on the map routes (decision 147)', () => {
  const onYesterday = (employee: { id: string; name: string }, extra: object = {}) => ({
    ...assignPayload(f, f.s1, employee),
    assignment_date: YESTERDAY,
    ...extra,
  });

  it('refuses a MANAGER assigning, making a wildcard or removing on a past day, and lets an ADMIN with a reason, audited', async () => {
    const refused = await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, onYesterday(f.ann, { correction_reason: 'Ann was there' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().metadata).toMatchObject({ type: 'PAST_DAY_READ_ONLY' });
    const wildcard = { wildcard_employee_id: f.bob.id, wildcard_employee_name: f.bob.name, quarter_id: f.q1.id, assignment_date: YESTERDAY };
    expect((await f.call('MANAGER', 'POST', `/api/stations/${f.ws.id}/assign-wildcard`, wildcard)).statusCode).toBe(403);
    const created = { request_id: crypto.randomUUID(), name: 'New Starter', quarter_id: f.q1.id, assignment_date: YESTERDAY };
    expect((await f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/create-and-assign`, created)).statusCode).toBe(403);
    expect((await f.call('ADMIN', 'POST', `/api/stations/${f.s1.id}/assign`, onYesterday(f.ann))).json().metadata).toMatchObject({
      type: 'CORRECTION_REASON_REQUIRED',
    });

    const made = await expectOk(f.call('ADMIN', 'POST', `/api/stations/${f.s1.id}/assign`, onYesterday(f.ann, { correction_reason: 'Ann was there' })));
    expect(made).toMatchObject({ assignment_date: YESTERDAY, employee_name: 'Ann Lee' });
    const removal = `/api/stations/${f.s1.id}/assignments/${made.id}`;
    expect((await f.call('MANAGER', 'DELETE', removal)).statusCode).toBe(403);
    expect((await f.call('ADMIN', 'DELETE', removal)).statusCode).toBe(400);
    await expectOk(f.call('ADMIN', 'DELETE', `${removal}?correction_reason=${encodeURIComponent('Ann was not there after all')}`));
    const audits = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.assignmentDate, YESTERDAY));
    expect(audits.map((a) => [a.action, (a.newValues as { correction_reason?: string }).correction_reason])).toEqual([
      ['CREATE', 'Ann was there'],
      ['DELETE', 'Ann was not there after all'],
    ]);
    // Today is the managers' as before.
    await expectOk(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann)));
  });

  it('judges by the operating day, which runs past midnight until the night ends', async () => {
    const [night] = await t.database.db
      .insert(s.quarters)
      .values({ fulfillmentCenterId: f.centerId, quarterName: 'N1', quarterNumber: 5, startTime: '22:00:00', endTime: '02:00:00', shift: 'back_half_day' })
      .returning();
    // 01:00 in Spokane the next morning: the night that began on TODAY is still running.
    now = new Date(`${addDays(TODAY, 1)}T09:00:00Z`);
    const plan = await expectOk(f.call('MANAGER', 'GET', `/api/plan?date=${TODAY}`));
    expect(plan).toMatchObject({ is_past: false, can_edit: true });
    expect(plan.quarters.map((q: { quarter_name: string; date: string }) => [q.quarter_name, q.date])).toEqual([
      ['Q1', TODAY],
      ['Q2', TODAY],
      ['N1', TODAY],
    ]);
    await expectOk(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann, night)));
    expect(
      (
        await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, {
          ...assignPayload(f, f.s2, f.bob),
          station_id: f.s1.id,
          assignment_date: YESTERDAY,
        })
      ).statusCode,
    ).toBe(403);
    // At 02:00 the night is over, and TODAY with it.
    now = new Date(`${addDays(TODAY, 1)}T10:00:00Z`);
    expect((await expectOk(f.call('MANAGER', 'GET', `/api/plan?date=${TODAY}`))).is_past).toBe(true);
    expect((await f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, assignPayload(f, f.s2, f.bob))).statusCode).toBe(403);
  });
});

describe('other screens', () => {
  it('hear every cell a step changes, as every assignment change is announced', async () => {
    const heard: { event: string; station: string | undefined }[] = [];
    const stop = await t.database.listen('assignments', (raw) => {
      const message = JSON.parse(raw) as {
        kind: string;
        center_id: string;
        event?: string;
        assignment?: { row: { station_id: string } } | null;
        previous?: { row: { station_id: string } } | null;
      };
      if (message.kind === 'assignment' && message.center_id === f.centerId)
        heard.push({ event: message.event!, station: (message.assignment ?? message.previous)?.row.station_id });
    });
    try {
      await expectOk(
        paste([
          { station: f.s1, value: 'annlee' },
          { station: f.ws, value: 'bobkim' },
        ]),
      );
      await expectOk(f.call('MANAGER', 'POST', '/api/plan/undo', {}));
      const deadline = Date.now() + 2000;
      while (heard.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard.map((h) => [h.event, h.station]).sort()).toEqual(
        [
          ['DELETE', f.s1.id],
          ['DELETE', f.ws.id],
          ['INSERT', f.s1.id],
          ['INSERT', f.ws.id],
        ].sort(),
      );
    } finally {
      await stop();
    }
  });
});
