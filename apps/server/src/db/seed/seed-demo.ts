/**
 * The demo data set (DESIGN §7): GEG1 and a smaller second center with stations placed for
 * a readable floor map, quarters over a day and a night shift, associates, rotation rules,
 * critical stations, routing areas, a week of assignment history plus today and tomorrow
 * (operating days, decision 097) with the quarter current at the seed flagged active and part
 * of it not checked in yet, and one demo account per role. Everything is written in one
 * transaction, so a process killed half-way leaves an empty database that the next start
 * seeds again.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '@stationboard/domain/roles/roles';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { isSameOccurrence, occurrenceOnDay, operatingDayOf, startedOccurrence, type Occurrence } from '@stationboard/domain/quarters/operating-day';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { laterOccurrencesInShift } from '@stationboard/domain/quarters/shift-order';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { storedShiftPattern, weekdayOf } from '@stationboard/domain/roster/shift-pattern-presets';
import type { Db, Tx } from '../database.ts';
import * as s from '../schema.ts';
import { DEMO_CENTERS, STANDARD_QUARTERS, planStations, type CenterPlan } from './layout.ts';
import { createAccount } from '../create-account.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { generateEmployees } from './people.ts';
import { createRandom, type Random } from './random.ts';

export const DEMO_ACCOUNTS: { employeeId: string; role: Role; displayName: string }[] = [
  { employeeId: 'demo-sudo', role: 'SUDO', displayName: 'Demo Sudo' },
  { employeeId: 'demo-admin', role: 'ADMIN', displayName: 'Demo Admin' },
  { employeeId: 'demo-manager', role: 'MANAGER', displayName: 'Demo Manager' },
  { employeeId: 'demo-view', role: 'VIEW', displayName: 'Demo Viewer' },
];

const HISTORY_DAYS = 7;
/** The share of a quarter under way today that has scanned in, so the dashboard lists the rest. */
const CHECKED_IN_SHARE = 0.8;
const INSERT_CHUNK = 500;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.fulfillmentCenters);
  return (row?.n ?? 0) === 0;
}

async function insertChunked<T extends Record<string, unknown>>(tx: Tx, table: Parameters<Tx['insert']>[0], rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + INSERT_CHUNK) as never);
  }
}

type SeededCenter = { id: string; code: string };

async function seedCenter(tx: Tx, plan: CenterPlan, random: Random, uidBase: number, now: Date): Promise<SeededCenter> {
  const [center] = await tx
    .insert(s.fulfillmentCenters)
    .values({ code: plan.code, name: plan.name, location: plan.location, address: plan.address, timezone: plan.timezone })
    .returning({ id: s.fulfillmentCenters.id });
  const centerId = center!.id;

  const types = await tx
    .insert(s.stationTypes)
    .values([
      { fulfillmentCenterId: centerId, name: 'LINE', description: 'Direct line work' },
      { fulfillmentCenterId: centerId, name: 'INDIRECT', description: 'Indirect roles, with or without a line' },
      { fulfillmentCenterId: centerId, name: 'ADDITIONAL_INDIRECTS', description: 'Additional indirect roles' },
    ])
    .returning({ id: s.stationTypes.id, name: s.stationTypes.name });
  const typeId = new Map(types.map((t) => [t.name, t.id]));

  const planned = planStations(plan);
  const stations = await tx
    .insert(s.stations)
    .values(
      planned.map((p) => ({
        fulfillmentCenterId: centerId,
        stationCode: p.code,
        stationTypeId: typeId.get(p.type)!,
        lineNumber: p.line,
        positionX: p.x,
        positionY: p.y,
        isActive: p.isActive,
        isRightHanded: p.isRightHanded,
      })),
    )
    .returning({ id: s.stations.id, code: s.stations.stationCode });
  const stationId = new Map(stations.map((st) => [st.code, st.id]));

  await tx.insert(s.quarters).values(STANDARD_QUARTERS.map((q) => ({ fulfillmentCenterId: centerId, ...q })));

  const people = generateEmployees(plan.employees, random, uidBase);
  const half = Math.floor(people.length / 2);
  // Decision 153: the day shift's half of the workforce works FHD or BHD, the night's FHN or BHN, so the roster of a date means something.
  const patternOf = (i: number) => storedShiftPattern({ shift_pattern: i < half ? (i % 2 ? 'BHD' : 'FHD') : i % 2 ? 'BHN' : 'FHN' })!;
  const employees = await tx
    .insert(s.employees)
    .values(
      people.map((p, i) => {
        const pattern = patternOf(i);
        return { fulfillmentCenterId: centerId, ...p, shiftPattern: pattern.shift_pattern, workDays: pattern.work_days, shift: pattern.shift };
      }),
    )
    .returning({ id: s.employees.id, name: s.employees.name, workDays: s.employees.workDays });

  // Rotation along each main line: station i sends its person to station i+1, wrapping.
  const rules: (typeof s.rotationRules.$inferInsert)[] = [];
  for (let line = 1; line <= Math.min(plan.lines, 3); line++) {
    const ring = planned.filter((p) => p.type === 'LINE' && p.line === line && p.isActive);
    ring.forEach((from, i) => {
      const to = ring[(i + 1) % ring.length]!;
      rules.push({ fulfillmentCenterId: centerId, fromStationId: stationId.get(from.code)!, toStationId: stationId.get(to.code)!, lineNumber: line });
    });
  }
  if (stationId.has('Destuffit-01') && stationId.has('Destuffit-02')) {
    rules.push({ fulfillmentCenterId: centerId, fromStationId: stationId.get('Destuffit-01')!, toStationId: stationId.get('Destuffit-02')!, lineNumber: null });
    rules.push({ fulfillmentCenterId: centerId, fromStationId: stationId.get('Destuffit-02')!, toStationId: stationId.get('Destuffit-01')!, lineNumber: null });
  }
  await tx.insert(s.rotationRules).values(rules);

  const [config] = await tx
    .insert(s.tvCenterConfigs)
    .values({ fulfillmentCenterId: centerId, maximumAttendance: plan.maximumAttendance })
    .returning({ id: s.tvCenterConfigs.id });
  await tx
    .insert(s.tvStationConfigs)
    .values(
      planned
        .filter((p) => p.isCritical)
        .map((p) => ({ centerConfigId: config!.id, stationId: stationId.get(p.code)!, fulfillmentCenterId: centerId, criticalStation: true })),
    );
  await tx.insert(s.externalRoutingAreas).values(plan.routingAreas.map((a) => ({ fulfillmentCenterId: centerId, areaName: a.name, isRouting: a.isRouting })));

  // Assignments: each shift draws its own half of the workforce; on a line the person at
  // position i in one quarter moves to i+1 in the next, as the rotation rules say. A shift
  // that starts on a date runs its later quarters on the dates they next start, so the night
  // shift's Q8 falls on the day after its Q5 (decision 097).
  const clock = await readCenterClock(tx, centerId, now);
  const current = selectCurrentQuarter(clock.quarters, clock.now);
  if (current) await tx.update(s.quarters).set({ isActive: true }).where(eq(s.quarters.id, current.quarter.id));
  /** The floor has reached an occurrence once it has started, or once it is flagged as the one running now. */
  const isOpen = (occurrence: Occurrence<Quarter>) =>
    isSameOccurrence(occurrence, current) || occurrence.date <= startedOccurrence(occurrence.quarter, clock.now).date;
  const assignmentRows: (typeof s.assignments.$inferInsert)[] = [];
  const wildcardRows: (typeof s.wildcardAssignments.$inferInsert)[] = [];
  const active = planned.filter((p) => p.isActive);
  const groups = new Map<string, typeof active>();
  for (const p of active) {
    const key = p.type === 'LINE' ? `line-${p.line}` : 'static';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (let day = -HISTORY_DAYS; day <= 1; day++) {
    for (const shift of ['front_half_day', 'back_half_day'] as const) {
      // Those whose pattern has them working the day come first; the rest fill what is left, as extra time would.
      const weekday = weekdayOf(addDays(clock.operatingDay, day));
      const shiftPeople = shift === 'front_half_day' ? employees.slice(0, half) : employees.slice(half);
      const pool = [
        ...random.shuffle(shiftPeople.filter((e) => e.workDays.includes(weekday))),
        ...random.shuffle(shiftPeople.filter((e) => !e.workDays.includes(weekday))),
      ];
      const first = occurrenceOnDay(clock.quarters.find((q) => q.shift === shift)!, addDays(clock.operatingDay, day), clock.quarters);
      [first, ...laterOccurrencesInShift(clock.quarters, first)].forEach((occurrence, k) => {
        const onPastDay = operatingDayOf(occurrence, clock.quarters) < clock.operatingDay;
        let offset = 0;
        for (const [key, group] of groups) {
          group.forEach((station, i) => {
            const slot = key === 'static' ? i : (i - k + group.length * 4) % group.length;
            const person = pool[offset + slot];
            // About one station in eight stays empty, so gaps show on the map and dashboard.
            if (!person || random.next() < 0.12) return;
            const isWildcard = random.next() < 0.05;
            const wildcardId = isWildcard ? randomUUID() : null;
            const sId = stationId.get(station.code)!;
            const { quarter, date } = occurrence;
            if (wildcardId) {
              wildcardRows.push({
                id: wildcardId,
                fulfillmentCenterId: centerId,
                wildcardEmployeeId: person.id,
                wildcardEmployeeName: person.name,
                stationId: sId,
                quarterId: quarter.id,
                assignmentDate: date,
                reason: 'Quick wildcard assignment',
                createdBy: 'manager',
              });
            }
            // Everyone came on past days; of today's quarters so far about one in five has not scanned in.
            const checkedIn = isOpen(occurrence) && (onPastDay || random.next() < CHECKED_IN_SHARE);
            assignmentRows.push({
              fulfillmentCenterId: centerId,
              stationId: sId,
              quarterId: quarter.id,
              assignmentDate: date,
              employeeId: person.id,
              employeeName: person.name,
              isWildcard,
              wildcardAssignmentId: wildcardId,
              createdBy: 'manager',
              checkedIn,
              checkedInAt: checkedIn ? now : null,
            });
          });
          offset += group.length;
        }
      });
    }
  }
  await insertChunked(tx, s.wildcardAssignments, wildcardRows);
  await insertChunked(tx, s.assignments, assignmentRows);
  return { id: centerId, code: plan.code };
}

async function seedDemoAccounts(tx: Tx, centerId: string, password: string, mailDomain: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  for (const account of DEMO_ACCOUNTS) {
    await createAccount(tx, { ...account, password, passwordHash, centerId, mailDomain });
  }
}

export type SeedDemoOptions = {
  password: string;
  mailDomain: string;
  now?: Date;
  /** Told after each center is written (still inside the transaction). */
  onProgress?: (step: string) => void;
};

export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<void> {
  const now = options.now ?? new Date();
  const random = createRandom(20261122);
  await db.transaction(async (tx) => {
    const centers: SeededCenter[] = [];
    for (const [i, plan] of DEMO_CENTERS.entries()) {
      centers.push(await seedCenter(tx, plan, random, i * 100000, now));
      options.onProgress?.(`center ${plan.code} written`);
    }
    await seedDemoAccounts(tx, centers[0]!.id, options.password, options.mailDomain);
  });
}
