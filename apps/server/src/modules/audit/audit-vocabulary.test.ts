/**
 * The Logs tab's action and table filters offer AUDIT_ACTIONS and AUDIT_TABLES (decision 086).
 * `auditedChange` only takes values from them; this journey makes one change of every kind and
 * checks the other way round: every value offered is one the server really writes.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TABLES } from '@stationboard/domain/audit/audit-log';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { createUser } from '../../../test/accounts.ts';
import { assignPayload, buildFloor, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
// 08:00 in Spokane on the fixture's day, in Q1: the scans below are judged by this clock, whatever the hour the suite runs.
const NOW = new Date(`${TODAY}T16:00:00Z`);

beforeEach(async () => {
  t = await buildTestApp({ clock: () => NOW });
  f = await buildFloor(t, ['MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

async function expectOk(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function bulkUpload(csv: string) {
  const boundary = 'audit-vocabulary';
  return t.app.inject({
    method: 'POST',
    url: '/api/employees/bulk-upload',
    headers: { ...f.as('MANAGER'), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  });
}

it('writes every action and every table the Logs tab offers, and nothing else', async () => {
  // Employees: create, edit, upload, delete with what depends on them.
  const dee = await expectOk(f.call('MANAGER', 'POST', '/api/employees', { name: 'Dee Fox' }));
  await expectOk(f.call('MANAGER', 'PUT', `/api/employees/${dee.id}`, { department_id: 7 }));
  await expectOk(bulkUpload('"Employee ID","Employee Name (Last, First)"\n700001,"Lee, Ann"'));
  // Issue 28: an exception on a date, added and removed.
  const exception = await expectOk(f.call('MANAGER', 'POST', `/api/employees/${dee.id}/exceptions`, { date: TODAY, kind: 'vto' }));
  await expectOk(f.call('MANAGER', 'DELETE', `/api/employees/${dee.id}/exceptions/${exception.id}`));
  await expectOk(f.call('MANAGER', 'DELETE', `/api/employees/${dee.id}`));

  // The map: assign, remove, a wildcard, move a station, move a person.
  const assignment = await expectOk(f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, assignPayload(f, f.s2, f.bob)));
  await expectOk(f.call('MANAGER', 'DELETE', `/api/stations/${f.s2.id}/assignments/${assignment.id}`));
  await expectOk(
    f.call('MANAGER', 'POST', `/api/stations/${f.ws.id}/assign-wildcard`, {
      wildcard_employee_id: f.cid.id,
      wildcard_employee_name: f.cid.name,
      quarter_id: f.q1.id,
      assignment_date: TODAY,
      reason: 'Quick wildcard assignment',
    }),
  );
  await expectOk(f.call('MANAGER', 'PUT', `/api/stations/${f.ws.id}`, { position_x: 400, position_y: 300 }));
  // Issue 25: Cid moved from the water spider to 1-02 in one step.
  await expectOk(f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, { ...assignPayload(f, f.s2, f.cid), move: true }));

  // The day plan (issue 27): a paste, a copy to tomorrow, undone and redone, a roll forward, a clear.
  const tomorrow = addDays(TODAY, 1);
  await expectOk(f.call('MANAGER', 'POST', '/api/plan/paste', { date: tomorrow, cells: [{ station_id: f.s1.id, quarter_id: f.q1.id, value: 'annlee' }] }));
  await expectOk(f.call('MANAGER', 'POST', '/api/plan/copy', { from_date: tomorrow, to_dates: [addDays(TODAY, 2)] }));
  await expectOk(f.call('MANAGER', 'POST', '/api/plan/undo', {}));
  await expectOk(f.call('MANAGER', 'POST', '/api/plan/redo', {}));
  await expectOk(f.call('MANAGER', 'POST', '/api/plan/roll-forward', { date: tomorrow, from_quarter_id: f.q1.id }));
  await expectOk(f.call('MANAGER', 'POST', '/api/plan/clear', { date: addDays(TODAY, 2) }));

  // The planner: a third quarter, a rule 1-02 → the inactive 1-03, a routing area, the attendance threshold, a center, a role.
  await expectOk(
    f.call('ADMIN', 'POST', '/api/quarters', { quarter_name: 'Q3', quarter_number: 3, start_time: '12:30', end_time: '15:00', shift: 'front_half_day' }),
  );
  await expectOk(f.call('MANAGER', 'POST', '/api/rotation-rules', { from_station_id: f.s2.id, to_station_id: f.s3.id, line_number: 1 }));
  await expectOk(f.call('MANAGER', 'POST', '/api/routing-areas', { area_name: 'Receive Dock' }));
  await expectOk(f.call('ADMIN', 'POST', '/api/skills', { name: 'Forklift' }));
  // Issue 30: a webhook endpoint registered (a documentation address), and a delivery of a loopback one sent again (refused at once, unconnected).
  await expectOk(f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: 'https://192.0.2.10/hooks', events: ['quarter.changed'] }));
  const [hook] = await t.database.db
    .insert(s.webhookEndpoints)
    .values({ fulfillmentCenterId: f.centerId, url: 'http://127.0.0.1:9/', events: ['checkin'], secret: 'whsec_AAAA' })
    .returning();
  await t.database.db
    .insert(s.webhookDeliveries)
    .values({ id: 'msg_vocabulary', endpointId: hook!.id, eventType: 'checkin', payload: {}, status: 'failed', attempts: 1, retryUntil: NOW });
  await expectOk(f.call('ADMIN', 'POST', `/api/integrations/webhooks/${hook!.id}/deliveries/msg_vocabulary/redeliver`));
  // Issue 29: a line's labour standard, and a line's volume in a quarter of tomorrow.
  await expectOk(f.call('ADMIN', 'PUT', '/api/demand/standards', { lines: [{ line: 1, min_heads: 2, max_heads: 3 }] }));
  await expectOk(f.call('MANAGER', 'PUT', `/api/demand/${tomorrow}`, { volumes: [{ quarter_id: f.q1.id, line: 1, units: 400 }] }));
  await expectOk(f.call('ADMIN', 'POST', '/api/integrations/tokens', { name: 'WMS', scopes: ['plan:read'] }));
  await expectOk(f.call('ADMIN', 'PUT', '/api/roster', { people: [{ employee_uid: 4242, name: 'Synced Person' }] }));
  // An auto-plan of tomorrow's second quarter, with Bob on the roster (Sunday to Wednesday days).
  await expectOk(f.call('MANAGER', 'PUT', `/api/employees/${f.bob.id}`, { shift_pattern: 'FHD' }));
  await expectOk(f.call('MANAGER', 'POST', '/api/plan/auto', { date: tomorrow, quarter_ids: [f.q2.id] }));
  await expectOk(f.call('MANAGER', 'PUT', `/api/tv/center-config/${f.config.id}`, { maximum_attendance: 40 }));
  await expectOk(f.call('ADMIN', 'PUT', `/api/fulfillment-centers/${f.centerId}`, { location: 'Spokane, WA' }));
  await createUser(t.app, 'new-starter', null, f.centerId);
  const roles = (await expectOk(f.call('ADMIN', 'GET', '/api/roles'))) as { id: string; employee_id: string }[];
  await expectOk(f.call('ADMIN', 'PUT', `/api/roles/${roles.find((r) => r.employee_id === 'new-starter')!.id}`, { role: 'VIEW' }));

  // A badge scan in a center that lost its TV config: the config comes back, Ann goes to 1-01,
  // rotates to 1-02 in Q2, and 1-03 in Q3 is inactive, so it is skipped.
  await t.database.db.delete(s.tvCenterConfigs);
  const scan = await expectOk(f.call('MANAGER', 'POST', '/api/stations/tv-badge-scan', { employee_id: 'annlee', quarter_number: 1 }));
  expect((scan as { station_name: string }[]).map((item) => item.station_name)).toEqual(['1-01', '1-02', '1-03']);

  // A scan a kiosk kept offline for more than 30 minutes: refused, and listed for a manager (decision 126).
  const late = await f.call('MANAGER', 'POST', '/api/stations/tv-badge-scan', {
    employee_id: 'bobkim',
    quarter_number: 1,
    scanned_at: new Date(NOW.getTime() - 31 * 60_000).toISOString(),
  });
  expect(late.statusCode).toBe(409);

  const rows = await t.database.db.select({ action: s.auditLogs.action, table: s.auditLogs.tableName }).from(s.auditLogs);
  expect(new Set(rows.map((r) => r.action))).toEqual(new Set(AUDIT_ACTIONS));
  expect(new Set(rows.map((r) => r.table))).toEqual(new Set(AUDIT_TABLES));
});
