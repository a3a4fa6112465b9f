/**
 * A small floor for API tests: one center (plus another), line 1 with three stations (the
 * third inactive), an indirect station, two quarters, three employees, a rotation rule
 * 1-01 → 1-02, a TV config, and a signed-in token per role.
 */
import { and, eq } from 'drizzle-orm';
import type { Role } from '@stationboard/domain/roles/roles';
import * as s from '../src/db/schema.ts';
import { bearer, createCenter, createUser, signIn } from './accounts.ts';
import type { TestApp } from './helper.ts';

export const TODAY = '2026-11-22';

/**
 * A clock on the fixture's day: 08:00 in Spokane (in Q1) as the test starts, running on from
 * there. Without it the machine's date would make TODAY a past operating day, which only an
 * ADMIN may change, and with a reason (decision 147).
 */
export function floorDayClock(): () => Date {
  const offset = Date.parse(`${TODAY}T16:00:00Z`) - Date.now();
  return () => new Date(Date.now() + offset);
}

export async function buildFloor(t: TestApp, roles: Role[] = ['VIEW', 'MANAGER']) {
  const { db } = t.database;
  const centerId = await createCenter(t.database, 'GEG1');
  const otherCenterId = await createCenter(t.database, 'PDX2');
  const [line, indirect] = await db
    .insert(s.stationTypes)
    .values([
      { fulfillmentCenterId: centerId, name: 'LINE' },
      { fulfillmentCenterId: centerId, name: 'INDIRECT' },
    ])
    .returning();
  const [s1, s2, s3, ws] = await db
    .insert(s.stations)
    .values([
      { fulfillmentCenterId: centerId, stationCode: '1-01', stationTypeId: line!.id, lineNumber: 1, positionX: 100, positionY: 100 },
      { fulfillmentCenterId: centerId, stationCode: '1-02', stationTypeId: line!.id, lineNumber: 1, positionX: 210, positionY: 100 },
      { fulfillmentCenterId: centerId, stationCode: '1-03', stationTypeId: line!.id, lineNumber: 1, isActive: false },
      { fulfillmentCenterId: centerId, stationCode: 'Water Spider-L1', stationTypeId: indirect!.id, lineNumber: 1 },
    ])
    .returning();
  const [otherType] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: otherCenterId, name: 'LINE' }).returning();
  const [otherStation] = await db
    .insert(s.stations)
    .values({ fulfillmentCenterId: otherCenterId, stationCode: '1-01', stationTypeId: otherType!.id, lineNumber: 1 })
    .returning();
  const [q1, q2] = await db
    .insert(s.quarters)
    .values([
      { fulfillmentCenterId: centerId, quarterName: 'Q1', quarterNumber: 1, startTime: '07:00:00', endTime: '09:30:00', shift: 'front_half_day' },
      { fulfillmentCenterId: centerId, quarterName: 'Q2', quarterNumber: 2, startTime: '09:45:00', endTime: '12:00:00', shift: 'front_half_day' },
    ])
    .returning();
  const [ann, bob, cid] = await db
    .insert(s.employees)
    .values([
      { fulfillmentCenterId: centerId, name: 'Ann Lee', employeeId: 'annlee' },
      { fulfillmentCenterId: centerId, name: 'Bob Kim', employeeId: 'bobkim' },
      { fulfillmentCenterId: centerId, name: 'Cid Moss', employeeId: 'cidmoss' },
    ])
    .returning();
  const [otherEmployee] = await db.insert(s.employees).values({ fulfillmentCenterId: otherCenterId, name: 'Olga Other' }).returning();
  await db.insert(s.rotationRules).values({ fulfillmentCenterId: centerId, fromStationId: s1!.id, toStationId: s2!.id, lineNumber: 1 });
  const [config] = await db.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: centerId }).returning();
  const tokens: Partial<Record<Role, string>> = {};
  for (const role of roles) {
    await createUser(t.app, `floor-${role.toLowerCase()}`, role, centerId);
    tokens[role] = await signIn(t.app, `floor-${role.toLowerCase()}`);
  }
  const as = (role: Role) => bearer(tokens[role]!);
  /** An API call as one of the fixture's signed-in roles. */
  const call = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });
  return {
    centerId,
    otherCenterId,
    s1: s1!,
    s2: s2!,
    s3: s3!,
    ws: ws!,
    otherStation: otherStation!,
    q1: q1!,
    q2: q2!,
    ann: ann!,
    bob: bob!,
    cid: cid!,
    otherEmployee: otherEmployee!,
    config: config!,
    as,
    call,
  };
}

export type Floor = Awaited<ReturnType<typeof buildFloor>>;

export function assignPayload(f: Floor, station: { id: string }, employee: { id: string; name: string }, quarter = f.q1) {
  return {
    station_id: station.id,
    quarter_id: quarter.id,
    assignment_date: TODAY,
    employee_id: employee.id,
    employee_name: employee.name,
    is_wildcard: false,
    created_by: 'manager',
    fulfillment_center_id: f.centerId,
  };
}

/** Puts `employee` on `station` in `quarter` on `date` (TODAY unless given), checked in or not, straight in the database. */
export function placeOnFloor(
  t: TestApp,
  f: Floor,
  employee: { id: string; name: string },
  station: { id: string },
  quarter: { id: string },
  date = TODAY,
  checkedIn = false,
) {
  return t.database.db.insert(s.assignments).values({
    fulfillmentCenterId: f.centerId,
    stationId: station.id,
    quarterId: quarter.id,
    assignmentDate: date,
    employeeId: employee.id,
    employeeName: employee.name,
    checkedIn,
  });
}

/** A Q1 of the fixture's other center (PDX2), for a test that another center's quarter is refused. */
export async function otherCenterQuarter(t: TestApp, f: Floor) {
  const [quarter] = await t.database.db
    .insert(s.quarters)
    .values({ fulfillmentCenterId: f.otherCenterId, quarterName: 'Q1', quarterNumber: 1, startTime: '07:00:00', endTime: '09:30:00', shift: 'front_half_day' })
    .returning();
  return quarter!;
}

/** Who holds which station in which quarter on a date at the fixture's center, as [code, quarter name, name], sorted. */
export async function plannedCells(t: TestApp, f: Floor, date: string) {
  const rows = await t.database.db
    .select({ code: s.stations.stationCode, quarter: s.quarters.quarterName, name: s.assignments.employeeName })
    .from(s.assignments)
    .innerJoin(s.stations, eq(s.stations.id, s.assignments.stationId))
    .innerJoin(s.quarters, eq(s.quarters.id, s.assignments.quarterId))
    .where(and(eq(s.assignments.fulfillmentCenterId, f.centerId), eq(s.assignments.assignmentDate, date)));
  return rows.map((r) => [r.code, r.quarter, r.name]).sort((a, b) => a.join().localeCompare(b.join()));
}
