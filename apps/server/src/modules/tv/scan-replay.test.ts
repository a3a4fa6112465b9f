/**
 * Issue 14 (decision 126): a kiosk scan sent again answers what it answered first and changes
 * nothing; a scan stored offline is judged at the moment it was read, or refused and listed
 * when too old; every result item says why; the person's language travels with the result.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { bearer, createUser, signIn } from '../../../test/accounts.ts';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, isPostgres, type TestApp } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import * as s from '../../db/schema.ts';

// 09:50 in Spokane on 2026-11-22: Q2 (09:45-12:00) has begun, Q1 (07:00-09:30) is over.
const NOW = new Date('2026-11-22T17:50:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

let t: TestApp;
let f: Floor;
let now = NOW;
beforeEach(async () => {
  now = NOW;
  t = await buildTestApp({ clock: () => now });
  f = await buildFloor(t);
});
afterEach(() => t.close());

type Body = { employee_id: string; quarter_number: number; scan_id?: string; scanned_at?: string; fulfillment_center_id?: string; assignment_date?: string };

function post(body: Body, call: 'tv-badge-scan' | 'tv-auto-assign' = 'tv-auto-assign', headers = f.as('VIEW')) {
  return t.app.inject({ method: 'POST', url: `/api/stations/${call}`, headers, payload: body });
}

async function assignmentsOf(employeeId: string) {
  return t.database.db
    .select({ station: s.stations.stationCode, quarter: s.quarters.quarterName, checkedIn: s.assignments.checkedIn, checkedInAt: s.assignments.checkedInAt })
    .from(s.assignments)
    .innerJoin(s.stations, eq(s.stations.id, s.assignments.stationId))
    .innerJoin(s.quarters, eq(s.quarters.id, s.assignments.quarterId))
    .where(eq(s.assignments.employeeId, employeeId))
    .orderBy(s.quarters.quarterNumber);
}

async function audits() {
  return t.database.db.select().from(s.auditLogs).orderBy(s.auditLogs.createdAt);
}

describe('scan_id: the same scan twice answers once', () => {
  it('answers the first answer again, status and body, and changes nothing', async () => {
    const scan = { employee_id: 'annlee', quarter_number: 2, scan_id: randomUUID() };
    const first = await post(scan);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Assigned & Checked In', data: [{ station_name: '1-01' }] });
    const again = await post(scan);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await assignmentsOf(f.ann.id)).toHaveLength(1);
    expect((await audits()).map((a) => a.action)).toEqual(['TV_BADGE_SCAN_ASSIGNMENT']);
    const [receipt] = await t.database.db.select().from(s.scanReceipts);
    expect(receipt).toMatchObject({
      scanId: scan.scan_id,
      call: 'tv-auto-assign',
      badgeValue: 'annlee',
      status: 'done',
      httpStatus: 200,
      fulfillmentCenterId: f.centerId,
    });
  });

  it('keeps the two calls of one kiosk scan apart: auto-assign, then badge-scan with the same scan_id', async () => {
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.s2.id,
      quarterId: f.q2.id,
      assignmentDate: '2026-11-22',
      employeeId: f.bob.id,
      employeeName: f.bob.name,
    });
    const scan = { employee_id: 'bobkim', quarter_number: 2, scan_id: randomUUID() };
    const conflict = await post(scan, 'tv-auto-assign');
    expect(conflict.json()).toMatchObject({ message: 'Already Assigned', data: [{ is_conflict: true, checked_in: false }] });
    const checkIn = await post(scan, 'tv-badge-scan');
    expect(checkIn.json()).toMatchObject({ message: 'Checked In Successfully', data: [{ is_check_in: true, reason: { code: 'already_assigned' } }] });
    // Replayed in the same order after a reconnect: both answers as they were.
    expect((await post(scan, 'tv-auto-assign')).json()).toEqual(conflict.json());
    expect((await post(scan, 'tv-badge-scan')).json()).toEqual(checkIn.json());
    expect((await audits()).map((a) => a.action)).toEqual(['UPDATE']);
  });

  it('stores a refusal as the answer too: an unknown badge answers 404 again, even once the badge exists', async () => {
    const scan = { employee_id: 'deefox', quarter_number: 2, scan_id: randomUUID() };
    const first = await post(scan);
    expect(first.statusCode).toBe(404);
    await t.database.db.insert(s.employees).values({ fulfillmentCenterId: f.centerId, name: 'Dee Fox', employeeId: 'deefox' });
    const again = await post(scan);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(first.json());
  });

  it('answers ten identical requests at the same moment alike, with one assignment and one audit row per quarter', async () => {
    const scan = { employee_id: 'annlee', quarter_number: 1, scan_id: randomUUID(), scanned_at: minutesAgo(25) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(scan)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await assignmentsOf(f.ann.id)).map((a) => [a.quarter, a.station])).toEqual([
      ['Q1', '1-01'],
      ['Q2', '1-02'],
    ]);
    expect((await audits()).map((a) => a.action).sort()).toEqual(['AUTO_ASSIGN_REMAINING', 'TV_BADGE_SCAN_ASSIGNMENT']);
    expect(await t.database.db.select().from(s.scanReceipts)).toHaveLength(1);
  });

  it('refuses a scan_id used again for another badge with 409, changing nothing', async () => {
    const scanId = randomUUID();
    expect((await post({ employee_id: 'annlee', quarter_number: 2, scan_id: scanId })).statusCode).toBe(200);
    const reused = await post({ employee_id: 'bobkim', quarter_number: 2, scan_id: scanId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ success: false, error: MESSAGES.scanIdReused });
    expect(await assignmentsOf(f.bob.id)).toEqual([]);
  });

  it('gives a kiosk of another center neither a replay into this center nor this center answer', async () => {
    const scan = { employee_id: 'annlee', quarter_number: 2, scan_id: randomUUID() };
    const first = await post(scan);
    await createUser(t.app, 'pdx-kiosk', 'VIEW', f.otherCenterId);
    const other = bearer(await signIn(t.app, 'pdx-kiosk'));
    const intoThisCenter = await post({ ...scan, fulfillment_center_id: f.centerId }, 'tv-auto-assign', other);
    expect(intoThisCenter.statusCode).toBe(403);
    const inOwnCenter = await post(scan, 'tv-auto-assign', other);
    expect(inOwnCenter.statusCode).toBe(409);
    expect(inOwnCenter.body).not.toContain('1-01');
    expect((await post(scan)).json()).toEqual(first.json());
  });

  it('waits for the answer of a claim still pending, and runs again a claim left pending by a process that died', async () => {
    const pending = { employee_id: 'annlee', quarter_number: 2, scan_id: randomUUID() };
    const claim = { scanId: pending.scan_id, call: 'tv-auto-assign', fulfillmentCenterId: f.centerId, badgeValue: 'annlee', claimToken: randomUUID() };
    await t.database.db.insert(s.scanReceipts).values(claim);
    const stored = { success: true, message: 'Stored by the first request', data: [], timestamp: NOW.toISOString() };
    const waiting = post(pending);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db.update(s.scanReceipts).set({ status: 'done', httpStatus: 200, answer: JSON.stringify(stored) });
    expect((await waiting).json()).toEqual(stored);
    expect(await assignmentsOf(f.ann.id)).toEqual([]);

    const stale = { employee_id: 'bobkim', quarter_number: 2, scan_id: randomUUID() };
    await t.database.db.insert(s.scanReceipts).values({ ...claim, scanId: stale.scan_id, badgeValue: 'bobkim', claimedAt: sql`now() - interval '5 minutes'` });
    const rerun = await post(stale);
    expect(rerun.json()).toMatchObject({ message: 'Assigned & Checked In' });
    expect((await post(stale)).json()).toEqual(rerun.json());
    expect(await assignmentsOf(f.bob.id)).toHaveLength(1);
  });
});

// Two server processes on one PostgreSQL: the receipt row, not any process's memory, decides.
describe.runIf(isPostgres)('scan_id across server processes on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  it('answers a scan sent to two servers at once, ten times, once', async () => {
    const otherDatabase = t.database.openAnother!();
    const other = await buildApp({ config: t.app.config, database: otherDatabase, clock: () => now });
    try {
      await other.ready();
      const scan = { employee_id: 'annlee', quarter_number: 2, scan_id: randomUUID() };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({ method: 'POST', url: '/api/stations/tv-auto-assign', headers: f.as('VIEW'), payload: scan }),
        ),
      );
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await assignmentsOf(f.ann.id)).toHaveLength(1);
      expect((await audits()).map((a) => a.action)).toEqual(['TV_BADGE_SCAN_ASSIGNMENT']);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});

describe('scanned_at: a scan judged at the moment it was read', () => {
  it('judges a scan read 25 minutes ago in Q1, which is over now, and checks in at that moment', async () => {
    const scannedAt = minutesAgo(25);
    const res = await post({ employee_id: 'annlee', quarter_number: 1, scan_id: randomUUID(), scanned_at: scannedAt }, 'tv-badge-scan');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ quarter_name: 'Q1', station_name: '1-01', checked_in: true, checked_in_at: scannedAt });
    const [q1] = await assignmentsOf(f.ann.id);
    expect(q1).toMatchObject({ quarter: 'Q1', checkedIn: true });
    expect(q1!.checkedInAt!.toISOString()).toBe(scannedAt);
  });

  it('checks in someone planned at the moment the scan was read', async () => {
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.s2.id,
      quarterId: f.q2.id,
      assignmentDate: '2026-11-22',
      employeeId: f.bob.id,
      employeeName: f.bob.name,
    });
    const scannedAt = minutesAgo(4);
    const res = await post({ employee_id: 'bobkim', quarter_number: 2, scanned_at: scannedAt }, 'tv-badge-scan');
    expect(res.json().data[0]).toMatchObject({ is_check_in: true, checked_in_at: scannedAt });
  });

  it('refuses a scan read more than 30 minutes ago with 409, stores the refusal and lists it for a manager', async () => {
    const scan = { employee_id: 'annlee', quarter_number: 1, scan_id: randomUUID(), scanned_at: minutesAgo(31) };
    const res = await post(scan);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.scanTooOld });
    expect(await assignmentsOf(f.ann.id)).toEqual([]);
    // Replayed again: the same refusal, and still one row in the log.
    expect((await post(scan)).json()).toEqual(res.json());
    const listed = await t.app.inject({ method: 'GET', url: '/api/audit?action=LATE_SCAN_REFUSED', headers: f.as('MANAGER') });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.data).toEqual([
      expect.objectContaining({
        action: 'LATE_SCAN_REFUSED',
        table_name: 'scan_receipts',
        record_id: scan.scan_id,
        employee_name: 'Ann Lee',
        employee_id: 'annlee',
        quarter_id: f.q1.id,
        assignment_date: '2026-11-22',
        new_values: expect.objectContaining({
          badge_value: 'annlee',
          scanned_at: scan.scanned_at,
          received_at: NOW.toISOString(),
          quarter_name: 'Q1',
          call: 'tv-auto-assign',
        }),
      }),
    ]);
    const [receipt] = await t.database.db.select().from(s.scanReceipts);
    expect(receipt).toMatchObject({ status: 'done', httpStatus: 409 });
  });

  it('refuses a moment more than 2 minutes ahead of the server with 400, and forgives a kiosk clock a minute fast', async () => {
    const future = await post({ employee_id: 'annlee', quarter_number: 2, scanned_at: new Date(NOW.getTime() + 3 * 60_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: MESSAGES.scanInFuture });
    expect(await assignmentsOf(f.ann.id)).toEqual([]);
    const fast = await post({ employee_id: 'annlee', quarter_number: 2, scanned_at: new Date(NOW.getTime() + 60_000).toISOString() });
    expect(fast.json().data[0]).toMatchObject({ station_name: '1-01', checked_in_at: NOW.toISOString() });
  });
});

describe('a refusal replayed byte for byte (decision 136)', () => {
  it('answers a repeated refusal with the very bytes of the first, its key order and timestamp included', async () => {
    const scan = { employee_id: 'nobody', quarter_number: 2, scan_id: randomUUID() };
    const first = await post(scan);
    expect(first.statusCode).toBe(404);
    // The envelope's own order, which a jsonb column would not keep (it sorts keys by length).
    expect(Object.keys(first.json())).toEqual(['success', 'error', 'data', 'timestamp']);
    now = new Date(NOW.getTime() + 60_000);
    const again = await post(scan);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    const [receipt] = await t.database.db.select({ answer: s.scanReceipts.answer }).from(s.scanReceipts);
    expect(receipt!.answer).toBe(first.body);
  });

  it('replays a refusal carrying metadata, and an answer of 200, byte for byte', async () => {
    now = new Date('2026-11-22T18:31:00Z');
    const ended = { employee_id: 'annlee', quarter_number: 1, scan_id: randomUUID() };
    const refused = await post(ended);
    expect(refused.statusCode).toBe(409);
    expect((await post(ended)).body).toBe(refused.body);
    const placed = { employee_id: 'annlee', quarter_number: 2, scan_id: randomUUID() };
    const first = await post(placed);
    expect(first.statusCode).toBe(200);
    expect((await post(placed)).body).toBe(first.body);
  });
});

describe('a scan never lands in a quarter that ended more than 30 minutes before it (decision 136)', () => {
  // Q1 runs 07:00–09:30 and Q2 09:45–12:00 in Spokane (UTC-8) on 2026-11-22.
  const at = (hhmm: string) => new Date(`2026-11-22T${String(Number(hhmm.slice(0, 2)) + 8).padStart(2, '0')}:${hhmm.slice(3)}:00Z`);

  it('refuses a scan into Q1 at 10:01 with 409, naming Q2, and places nobody', async () => {
    now = at('10:01');
    const res = await post({ employee_id: 'annlee', quarter_number: 1 }, 'tv-badge-scan');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'Scans now go into Q2 (Q1 ended at 09:30)',
      metadata: { type: 'QUARTER_ENDED', quarter_number: 2, quarter_name: 'Q2', assignment_date: '2026-11-22' },
    });
    expect(await assignmentsOf(f.ann.id)).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('still takes a scan into Q1 exactly 30 minutes after its end', async () => {
    now = at('10:00');
    const res = await post({ employee_id: 'annlee', quarter_number: 1 }, 'tv-badge-scan');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ quarter_name: 'Q1', station_name: '1-01' });
  });

  it('does not check in, either, someone planned in a quarter long over', async () => {
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.s1.id,
      quarterId: f.q1.id,
      assignmentDate: '2026-11-22',
      employeeId: f.bob.id,
      employeeName: f.bob.name,
    });
    now = at('11:00');
    const res = await post({ employee_id: 'bobkim', quarter_number: 1 }, 'tv-badge-scan');
    expect(res.statusCode).toBe(409);
    expect((await assignmentsOf(f.bob.id))[0]).toMatchObject({ checkedIn: false });
  });

  it('refuses a quarter of yesterday the kiosk names by its date, and an unknown badge says so first', async () => {
    now = at('08:00');
    const yesterday = await post({ employee_id: 'annlee', quarter_number: 2, assignment_date: '2026-11-21' }, 'tv-badge-scan');
    expect(yesterday.statusCode).toBe(409);
    expect(yesterday.json().error).toBe('Scans now go into Q1 (Q2 ended at 12:00)');
    const unknown = await post({ employee_id: 'nobody', quarter_number: 2, assignment_date: '2026-11-21' }, 'tv-badge-scan');
    expect(unknown.statusCode).toBe(404);
  });

  it('judges a replayed scan by when it was read: into Q1 if read by 10:00, refused and stored if read after', async () => {
    now = at('10:20');
    const readInTime = await post({ employee_id: 'annlee', quarter_number: 1, scan_id: randomUUID(), scanned_at: at('09:55').toISOString() }, 'tv-badge-scan');
    expect(readInTime.json().data[0]).toMatchObject({ quarter_name: 'Q1', station_name: '1-01' });
    const late = { employee_id: 'bobkim', quarter_number: 1, scan_id: randomUUID(), scanned_at: at('10:05').toISOString() };
    const refused = await post(late, 'tv-badge-scan');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Scans now go into Q2 (Q1 ended at 09:30)');
    const [receipt] = await t.database.db.select().from(s.scanReceipts).where(eq(s.scanReceipts.scanId, late.scan_id));
    expect(receipt).toMatchObject({ status: 'done', httpStatus: 409, answer: refused.body });
  });
});

describe('scanned_at before 2000 (issue 25)', () => {
  it('answers year 0001 and 1999 with 400 naming the field, never a 500, and changes nothing', async () => {
    for (const scannedAt of ['0001-01-01T00:00:00Z', '1999-12-31T23:59:59Z']) {
      const res = await post({ employee_id: 'annlee', quarter_number: 2, scan_id: randomUUID(), scanned_at: scannedAt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'scanned_at: Enter a date from 2000-01-01 to 2099-12-31' });
    }
    expect(await assignmentsOf(f.ann.id)).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe('reason: why here, on every result item and in the audit row', () => {
  const scan = (employee_id: string, quarter_number = 1, call: 'tv-badge-scan' | 'tv-auto-assign' = 'tv-badge-scan') =>
    post({ employee_id, quarter_number }, call).then((res) => res.json().data as { station_name: string | null; reason: { code: string; text: string } }[]);

  it('first free station on a line, then rotation from it in the next quarter, stored on both audit rows', async () => {
    const items = await scan('annlee');
    expect(items.map((i) => i.reason)).toEqual([
      { code: 'line', text: 'First free station on line 1', from_station: null, line: 1, areas: [] },
      { code: 'rotation', text: 'Rotation from 1-01', from_station: '1-01', line: null, areas: [] },
    ]);
    expect((await audits()).map((a) => [a.action, (a.newValues as { reason: unknown }).reason])).toEqual([
      ['TV_BADGE_SCAN_ASSIGNMENT', { code: 'line', text: 'First free station on line 1' }],
      ['AUTO_ASSIGN_REMAINING', { code: 'rotation', text: 'Rotation from 1-01' }],
    ]);
  });

  it('rotation from the station held in the quarter before', async () => {
    await post({ employee_id: 'annlee', quarter_number: 1 });
    await t.database.db.delete(s.assignments).where(eq(s.assignments.quarterId, f.q2.id));
    const [item] = await scan('annlee', 2);
    expect(item).toMatchObject({ station_name: '1-02', reason: { code: 'rotation', from_station: '1-01', text: 'Rotation from 1-01' } });
  });

  it('critical station first, then the first free indirect station when the line is full', async () => {
    await t.database.db
      .insert(s.tvStationConfigs)
      .values({ centerConfigId: f.config.id, stationId: f.s2.id, fulfillmentCenterId: f.centerId, criticalStation: true });
    expect((await scan('bobkim'))[0]).toMatchObject({ station_name: '1-02', reason: { code: 'critical', text: 'Critical station first' } });
    expect((await scan('annlee'))[0]).toMatchObject({ station_name: '1-01', reason: { code: 'line' } });
    expect((await scan('cidmoss'))[0]).toMatchObject({ station_name: 'Water Spider-L1', reason: { code: 'indirect', text: 'First free indirect station' } });
  });

  it('already assigned, for a check-in and for auto-assign of someone placed', async () => {
    await scan('annlee');
    expect((await scan('annlee', 1, 'tv-auto-assign'))[0]!.reason).toMatchObject({ code: 'already_assigned', text: 'Already assigned for this quarter' });
    expect((await scan('annlee', 1, 'tv-badge-scan'))[0]!.reason).toMatchObject({ code: 'already_assigned' });
  });

  it('overflow to the routing areas, and no station when there are none', async () => {
    await t.database.db.update(s.stations).set({ isActive: false }).where(eq(s.stations.fulfillmentCenterId, f.centerId));
    expect((await scan('annlee'))[0]).toMatchObject({ station_name: null, reason: { code: 'no_station', text: 'No free station' } });
    await t.database.db.insert(s.externalRoutingAreas).values({ fulfillmentCenterId: f.centerId, areaName: 'Receive Dock', isRouting: true });
    expect((await scan('annlee'))[0]!.reason).toEqual({
      code: 'overflow',
      text: 'Overflow routing to Receive Dock',
      from_station: null,
      line: null,
      areas: ['Receive Dock'],
    });
  });

  it('skipped, for a later quarter whose rotation station is inactive or taken', async () => {
    await t.database.db.update(s.stations).set({ isActive: false }).where(eq(s.stations.id, f.s2.id));
    const items = await scan('annlee');
    expect(items[1]).toMatchObject({ station_name: '1-02', reason: { code: 'skipped', from_station: '1-02', text: '1-02 could not be used' } });
    expect((await audits()).find((a) => a.action === 'SKIP_INACTIVE_STATION')!.newValues).toMatchObject({ reason: { code: 'skipped' } });
    await t.database.db.update(s.stations).set({ isActive: true }).where(eq(s.stations.id, f.s2.id));
    await t.database.db.delete(s.assignments);
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.s2.id,
      quarterId: f.q2.id,
      assignmentDate: '2026-11-22',
      employeeId: f.cid.id,
      employeeName: f.cid.name,
    });
    const taken = await scan('bobkim');
    expect(taken.map((i) => [i.station_name, i.reason.code])).toEqual([
      ['1-01', 'line'],
      ['1-02', 'skipped'],
    ]);
  });
});

describe('preferred_language', () => {
  it('is set on create, read back, changed and cleared on edit, and carried on each scan result item', async () => {
    const created = await f.call('MANAGER', 'POST', '/api/employees', { name: 'Dee Fox', employee_id: 'deefox', preferred_language: 'es' });
    expect(created.statusCode).toBe(200);
    const dee = created.json().data;
    expect(dee).toMatchObject({ preferred_language: 'es' });
    expect((await f.call('VIEW', 'GET', `/api/employees/${dee.id}`)).json().data).toMatchObject({ preferred_language: 'es' });
    const items = (await post({ employee_id: 'deefox', quarter_number: 1 }, 'tv-badge-scan')).json().data;
    expect(items.map((i: { preferred_language: string | null }) => i.preferred_language)).toEqual(['es', 'es']);
    expect((await post({ employee_id: 'annlee', quarter_number: 1 }, 'tv-badge-scan')).json().data[0]).toMatchObject({ preferred_language: null });
    expect((await f.call('MANAGER', 'PUT', `/api/employees/${dee.id}`, { preferred_language: 'en' })).json().data).toMatchObject({ preferred_language: 'en' });
    expect((await f.call('MANAGER', 'PUT', `/api/employees/${dee.id}`, { preferred_language: null })).json().data).toMatchObject({ preferred_language: null });
    const wrong = await f.call('MANAGER', 'PUT', `/api/employees/${dee.id}`, { preferred_language: 'fr' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain(MESSAGES.preferredLanguageInvalid);
  });

  it('comes in by bulk upload as an optional column: en or es set it, a blank keeps it, anything else is a row error', async () => {
    const upload = (csv: string) => {
      const boundary = 'scan-replay';
      return t.app.inject({
        method: 'POST',
        url: '/api/employees/bulk-upload',
        headers: { ...f.as('MANAGER'), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      });
    };
    const first = await upload(
      '"Employee ID","Employee Name (Last, First)","preferred_language"\n700001,"Lee, Eva",es\n700002,"Moss, Finn",\n700003,"Ng, Gus",fr',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(JSON.stringify(first.json())).toContain('Row 4: preferred_language: Preferred language must be en (English) or es (Español)');
    const languages = async () =>
      Object.fromEntries(
        (
          await t.database.db
            .select({ uid: s.employees.employeeUid, language: s.employees.preferredLanguage })
            .from(s.employees)
            .where(sql`${s.employees.employeeUid} is not null`)
        ).map((r) => [r.uid, r.language]),
      );
    expect(await languages()).toEqual({ 700001: 'es', 700002: null });
    await upload('"Employee ID","Employee Name (Last, First)","preferred_language"\n700001,"Lee, Eva",\n700002,"Moss, Finn",EN');
    expect(await languages()).toEqual({ 700001: 'es', 700002: 'en' });
    await upload('"Employee ID","Employee Name (Last, First)"\n700001,"Lee, Eva"');
    expect(await languages()).toEqual({ 700001: 'es', 700002: 'en' });
  });
});

describe('the API description', () => {
  it('documents scan_id and scanned_at on the scan calls, reason and preferred_language on their items, and the employee language', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const call of ['tv-badge-scan', 'tv-auto-assign']) {
      const operation = doc.paths[`/api/stations/${call}`].post;
      const text = JSON.stringify(operation);
      for (const field of ['scan_id', 'scanned_at', 'reason', 'preferred_language', 'already_assigned']) expect(text).toContain(field);
      expect(operation.description).toContain('decision 126');
    }
    expect(JSON.stringify(doc.paths['/api/employees'].post)).toContain('preferred_language');
  });
});
