/**
 * Issue 30 (decision 169): PUT /api/roster, the HR system's whole list by employee UID, with a
 * token holding roster:write. A dry run answers the diff and writes nothing; the real run writes
 * it in one transaction with one audit row; people without a UID and other centers' people are
 * never touched; a bad list is refused whole.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, floorDayClock, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
let hr: string;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t, ['MANAGER', 'ADMIN']);
  // The fixture's people have no UID; Ann and Bob get theirs, as a first HR import gave them.
  await t.database.db.update(s.employees).set({ employeeUid: 1001, badgeBarcodeId: 501 }).where(eq(s.employees.id, f.ann.id));
  await t.database.db.update(s.employees).set({ employeeUid: 1002 }).where(eq(s.employees.id, f.bob.id));
  await t.database.db.update(s.employees).set({ employeeUid: 1002 }).where(eq(s.employees.id, f.otherEmployee.id));
  const made = await f.call('ADMIN', 'POST', '/api/integrations/tokens', { name: 'HR', scopes: ['roster:write'] });
  hr = made.json().data.token;
});
afterEach(() => t.close());

function sync(body: object, token = hr) {
  return t.app.inject({ method: 'PUT', url: '/api/roster', headers: { authorization: `Bearer ${token}` }, payload: body });
}

const LIST = [
  { employee_uid: 1001, name: 'Ann Lee', employee_id: 'annlee', badge_barcode_id: 502, shift_pattern: 'FHD' },
  { employee_uid: 1003, name: 'Dee New', badge_barcode_id: 503, shift_pattern: 'custom', work_days: [1, 2], shift: 'night' },
];

async function people() {
  return t.database.db
    .select({
      uid: s.employees.employeeUid,
      name: s.employees.name,
      active: s.employees.isActive,
      badge: s.employees.badgeBarcodeId,
      pattern: s.employees.shiftPattern,
    })
    .from(s.employees)
    .where(eq(s.employees.fulfillmentCenterId, f.centerId))
    .orderBy(s.employees.name);
}

describe('the roster sync', () => {
  it('answers the diff on a dry run and writes nothing', async () => {
    const before = await people();
    const res = await sync({ people: LIST, dry_run: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      dry_run: true,
      created: [{ employee_uid: 1003, name: 'Dee New' }],
      updated: [
        {
          employee_uid: 1001,
          name: 'Ann Lee',
          changes: {
            badge_barcode_id: { from: 501, to: 502 },
            shift_pattern: { from: null, to: 'FHD' },
            work_days: { from: [], to: [0, 1, 2, 3] },
            shift: { from: null, to: 'day' },
          },
        },
      ],
      deactivated: [{ employee_uid: 1002, name: 'Bob Kim' }],
      unchanged: 0,
    });
    expect(await people()).toEqual(before);
    expect(await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.action, 'ROSTER_SYNC'))).toEqual([]);
  });

  it('applies the diff in one transaction, audited under the token, and a second run changes nothing', async () => {
    const res = await sync({ people: LIST });
    expect(res.json().data).toMatchObject({ dry_run: false, created: [{ employee_uid: 1003 }], deactivated: [{ employee_uid: 1002 }] });
    expect(await people()).toEqual([
      { uid: 1001, name: 'Ann Lee', active: true, badge: 502, pattern: 'FHD' },
      { uid: 1002, name: 'Bob Kim', active: false, badge: null, pattern: null },
      // Cid has no UID: HR does not know him, so the sync leaves him as he is.
      { uid: null, name: 'Cid Moss', active: true, badge: null, pattern: null },
      { uid: 1003, name: 'Dee New', active: true, badge: 503, pattern: 'custom' },
    ]);
    const [dee] = await t.database.db.select().from(s.employees).where(eq(s.employees.employeeUid, 1003));
    expect(dee).toMatchObject({ workDays: [1, 2], shift: 'night' });
    // Another center's person with the same UID is not touched.
    const [olga] = await t.database.db.select().from(s.employees).where(eq(s.employees.id, f.otherEmployee.id));
    expect(olga!.isActive).toBe(true);
    const audits = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.action, 'ROSTER_SYNC'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      createdBy: 'token:HR',
      tableName: 'employees',
      newValues: { created: [1003], updated: [1001], deactivated: [1002], unchanged: 0 },
    });

    const again = await sync({ people: LIST });
    expect(again.json().data).toEqual({ dry_run: false, created: [], updated: [], deactivated: [], unchanged: 3 });
  });

  it('keeps a pattern the list does not send, and reactivates a person listed again', async () => {
    await sync({ people: LIST });
    const res = await sync({
      people: [{ employee_uid: 1001, name: 'Ann Lee', employee_id: 'annlee', badge_barcode_id: 502 }, { ...LIST[1] }, { employee_uid: 1002, name: 'Bob Kim' }],
    });
    expect(res.json().data).toMatchObject({
      created: [],
      updated: [{ employee_uid: 1002, changes: { is_active: { from: false, to: true } } }],
      deactivated: [],
    });
    expect((await people())[0]).toMatchObject({ name: 'Ann Lee', pattern: 'FHD' });
  });

  it('refuses a list naming a UID twice or a bad pattern, whole, and changes nothing', async () => {
    const twice = await sync({ people: [...LIST, { employee_uid: 1001, name: 'Ann Again' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('people.2.employee_uid: Employee UID 1001 is also in people.0');
    const badPattern = await sync({ people: [{ employee_uid: 1001, name: 'Ann Lee', shift_pattern: 'custom' }] });
    expect(badPattern.statusCode).toBe(400);
    expect(
      await t.database.db
        .select()
        .from(s.employees)
        .where(and(eq(s.employees.fulfillmentCenterId, f.centerId), isNull(s.employees.shiftPattern))),
    ).toHaveLength(3);
  });

  it('needs roster:write on a token, ADMIN for a person, and refuses another center', async () => {
    const reader = (await f.call('ADMIN', 'POST', '/api/integrations/tokens', { name: 'reader', scopes: ['plan:read'] })).json().data.token;
    expect((await sync({ people: LIST }, reader)).json().error).toBe('This token does not have the roster:write scope');
    expect((await f.call('MANAGER', 'PUT', '/api/roster', { people: LIST })).statusCode).toBe(403);
    expect((await f.call('ADMIN', 'PUT', '/api/roster', { people: LIST, dry_run: true })).statusCode).toBe(200);
    expect((await sync({ people: LIST, fulfillment_center_id: f.otherCenterId })).statusCode).toBe(403);
  });

  it('syncs 2,000 people in one request', async () => {
    const list = Array.from({ length: 2000 }, (_, i) => ({
      employee_uid: 5000 + i,
      name: `Person ${i}`,
      badge_barcode_id: 90_000 + i,
      shift_pattern: i % 2 ? 'FHD' : 'BHN',
    }));
    const res = await sync({ people: list });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data.created).toHaveLength(2000);
    expect(res.json().data.deactivated.map((p: { employee_uid: number }) => p.employee_uid)).toEqual([1001, 1002]);
    const changed = list.map((person, i) => (i < 500 ? { ...person, name: `Renamed ${i}` } : person));
    const second = await sync({ people: changed.slice(0, 1900) });
    expect(second.json().data).toMatchObject({ unchanged: 1402 });
    expect(second.json().data.updated).toHaveLength(500);
    expect(second.json().data.deactivated).toHaveLength(100);
  });
});
