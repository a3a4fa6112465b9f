/**
 * The badge scan's reads and writes (decision 111). Each reads the few rows one scan needs,
 * never the whole floor: a center's stations are walked in code order to the first free one
 * of each kind, and only the person's own assignments of the shift's days are read. The
 * statements a scan runs every time are prepared (built once, planned once per connection on
 * PostgreSQL) and return plain rows; the ones that run while the center's other scans wait
 * are few, so the wait is short.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ScanCandidate } from '@stationboard/domain/assignments/choose-scan-station';
import type { RequiredSkill } from '@stationboard/domain/skills/missing-skills';
import type { Occurrence } from '@stationboard/domain/quarters/operating-day';
import { INDIRECT_STATION_TYPES, LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import type { Language } from '@stationboard/domain/i18n/languages';
import { prepareStatement, queryPrepared, type Db, type Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

/** A quarter on the date of its assignments: scans chain across midnight (decision 080). */
export type At = Occurrence<Quarter>;

/** The center's TV config, as the scan uses it. */
export type ScanConfig = { id: string; fulfillmentCenterId: string; maximumAttendance: number };

/** The person a badge names, as the scan records them. */
export type ScannedEmployee = { id: string; name: string; employeeId: string | null; preferredLanguage: Language | null };

/** A station as the scan sees it in one quarter: free or taken there, and where its person rotates next. */
export type ScanStation = ScanCandidate & { rotates_to: string | null; is_taken: boolean; required_skills: RequiredSkill[] };

/** One of the person's assignments, with the station its rotation rule sends them to next. */
export type HeldAssignment = {
  id: string;
  stationId: string;
  quarterId: string;
  assignmentDate: string;
  checkedIn: boolean;
  checkedInAt: Date | null;
  rotatesTo: string | null;
};

/** The center's scan lock (decision 017): its TV config row, taken FOR UPDATE; null when the center has none. */
export async function lockCenterConfig(tx: Tx, centerId: string): Promise<ScanConfig | null> {
  return (await queryPrepared<ScanConfig>(tx, CENTER_LOCK, { centerId }))[0] ?? null;
}

/** The values of the prepared statements below, filled per run. */
const p = {
  center: sql.placeholder('centerId'),
  config: sql.placeholder('configId'),
  quarter: sql.placeholder('quarterId'),
  date: sql.placeholder('date'),
  employee: sql.placeholder('employeeId'),
  value: sql.placeholder('value'),
  number: sql.placeholder('number'),
  firstDate: sql.placeholder('firstDate'),
  lastDate: sql.placeholder('lastDate'),
  station: sql.placeholder('stationId'),
  assignment: sql.placeholder('assignmentId'),
};

function quarterValues(config: ScanConfig, at: At) {
  return { centerId: config.fulfillmentCenterId, configId: config.id, quarterId: at.quarter.id, date: at.date };
}

const CENTER_LOCK = prepareStatement(
  'badge_scan_center_lock',
  sql`select ${s.tvCenterConfigs.id} as id, ${s.tvCenterConfigs.fulfillmentCenterId} as "fulfillmentCenterId", ${s.tvCenterConfigs.maximumAttendance} as "maximumAttendance"
    from ${s.tvCenterConfigs} where ${s.tvCenterConfigs.fulfillmentCenterId} = ${p.center} for update`,
);

const st = s.stations;
const a = s.assignments;
const ofQuarter = sql`${a.fulfillmentCenterId} = ${p.center} and ${a.quarterId} = ${p.quarter} and ${a.assignmentDate} = ${p.date}`;
const checkedInCount = sql`(select count(*)::int from ${a} where ${ofQuarter} and ${a.checkedIn})`;
const byCode = sql.join(s.stationCodeOrder, sql`, `);

/** The plain rows of an assignment, with the station its person rotates to next. */
type HeldRow = Omit<HeldAssignment, 'checkedInAt'> & { checkedInAt: string | null };

function toHeld(row: HeldRow): HeldAssignment {
  return { ...row, checkedInAt: row.checkedInAt === null ? null : new Date(row.checkedInAt) };
}

const heldColumns = sql`${a.id} as id, ${a.stationId} as "stationId", ${a.quarterId} as "quarterId", ${a.assignmentDate} as "assignmentDate",
  ${a.checkedIn} as "checkedIn", ${a.checkedInAt} as "checkedInAt", ${s.rotationRules.toStationId} as "rotatesTo"`;

const nextStation = sql`left join ${s.rotationRules} on ${s.rotationRules.fulfillmentCenterId} = ${a.fulfillmentCenterId} and ${s.rotationRules.fromStationId} = ${a.stationId}`;

const e = s.employees;

/**
 * Step 1: the first active employee of the center whose badge barcode or employee UID is the
 * scanned value (when it is a whole number), or whose login is, without case.
 */
const scanned = sql`scanned as (
  select ${e.id} as id, ${e.name} as name, ${e.employeeId} as "employeeId", ${e.preferredLanguage} as "preferredLanguage" from ${e}
  where ${e.fulfillmentCenterId} = ${p.center} and ${e.isActive}
    and (${e.badgeBarcodeId} = ${p.number} or ${e.employeeUid} = ${p.number} or lower(${e.employeeId}) = lower(${p.value}))
  order by ${e.createdAt}, ${e.id} limit 1)`;

function scannedValues(centerId: string, value: string) {
  return { centerId, value, number: /^\d{1,15}$/.test(value) ? Number(value) : null };
}

const SCANNED_EMPLOYEE = prepareStatement('badge_scan_employee', sql`with ${scanned} select * from scanned`);

export async function findScannedEmployee(db: Db | Tx, centerId: string, value: string): Promise<ScannedEmployee | null> {
  const [employee] = await queryPrepared<ScannedEmployee>(db, SCANNED_EMPLOYEE, scannedValues(centerId, value));
  return employee ?? null;
}

/**
 * What decides most scans before any station is looked at, in one read: the person scanned,
 * the center's TV config, the person's assignments from the first to the last date of the
 * shift (a night shift crosses midnight), the checked-in attendance of the quarter scanned,
 * and the active routing areas, by name.
 */
const SCAN_STATE = prepareStatement(
  'badge_scan_state',
  sql`
    with ${scanned}
    select scanned.id as "scannedId", scanned.name as "scannedName", scanned."employeeId" as "scannedLogin", scanned."preferredLanguage" as "scannedLanguage",
      ${s.tvCenterConfigs.id} as "configId", ${s.tvCenterConfigs.maximumAttendance} as "maximumAttendance", ${checkedInCount} as attendance,
      array(select ${s.externalRoutingAreas.areaName} from ${s.externalRoutingAreas}
        where ${s.externalRoutingAreas.fulfillmentCenterId} = ${p.center} and ${s.externalRoutingAreas.isRouting}
        order by ${s.externalRoutingAreas.areaName}) as "routingAreas",
      ${heldColumns}
    from scanned
    left join ${s.tvCenterConfigs} on ${s.tvCenterConfigs.fulfillmentCenterId} = ${p.center}
    left join ${a} on ${a.employeeId} = scanned.id and ${a.assignmentDate} between ${p.firstDate} and ${p.lastDate}
    ${nextStation}`,
);

export type ScanState = {
  employee: ScannedEmployee;
  /** Null until the center's first scan creates it. */
  config: ScanConfig | null;
  /** The person's assignments in the shift's quarters. */
  held: HeldAssignment[];
  /** Checked-in attendance of the quarter scanned. */
  attendance: number;
  routingAreas: string[];
};

/** The scan's state in the quarter `at` of `shift`; null when no employee answers to the value. */
export async function readScanState(db: Db | Tx, centerId: string, value: string, at: At, shift: readonly At[]): Promise<ScanState | null> {
  type Row = HeldRow & {
    scannedId: string;
    scannedName: string;
    scannedLogin: string | null;
    scannedLanguage: Language | null;
    configId: string | null;
    maximumAttendance: number | null;
    attendance: number;
    routingAreas: string[];
  };
  const dates = shift.map((o) => o.date).sort();
  const rows = await queryPrepared<Row>(db, SCAN_STATE, {
    ...scannedValues(centerId, value),
    quarterId: at.quarter.id,
    date: at.date,
    firstDate: dates[0],
    lastDate: dates.at(-1),
  });
  const [first] = rows;
  if (!first) return null;
  const inShift = (row: HeldRow) => shift.some((o) => o.quarter.id === row.quarterId && o.date === row.assignmentDate);
  return {
    employee: { id: first.scannedId, name: first.scannedName, employeeId: first.scannedLogin, preferredLanguage: first.scannedLanguage },
    config: first.configId ? { id: first.configId, fulfillmentCenterId: centerId, maximumAttendance: first.maximumAttendance! } : null,
    held: rows.filter((row) => row.id !== null && inShift(row)).map(toHeld),
    attendance: first.attendance,
    routingAreas: first.routingAreas,
  };
}

/** Active stations of the center not taken in the quarter (the CTE `taken` holds the taken ones). */
const free = sql`${st.fulfillmentCenterId} = ${p.center} and ${st.isActive} and ${st.id} not in (select id from taken)`;

/**
 * Issue 15: the station requires no skill the person lacks on the date, or holds expired
 * (expires_on is the last valid day): missingSkills' rule, in SQL only to pick the candidates;
 * chooseScanStation decides with missingSkills itself.
 */
const qualified = sql`not exists (select 1 from ${s.stationSkills} req where req.station_id = ${st.id} and not exists (
  select 1 from ${s.employeeSkills} held where held.employee_id = ${p.employee} and held.skill_id = req.skill_id
    and (held.expires_on is null or held.expires_on >= ${p.date}::date)))`;

/** The quarter's assignments, read once per statement however often it asks. */
const taken = sql`taken as (select ${a.stationId} as id, ${a.checkedIn} as checked_in, ${a.createdAt} as created_at from ${a} where ${ofQuarter})`;

/**
 * The stations the CTE `pick` names, with what the scan decides on: whether they are taken in
 * the quarter, and the station their rotation rule sends their person to next. Looked up one
 * by one, as there are a few: the `limit 1` (one station per id anyway) keeps the planner from
 * turning the lookups into a scan of every station of the center.
 */
const pickedStations = sql`
  select station.* from pick cross join lateral (
    select ${st.id} as id, ${st.stationCode} as station_code, ${st.isActive} as is_active, ${st.lineNumber} as line_number,
      ${s.stationTypes.name} as type, coalesce(${s.tvStationConfigs.criticalStation}, false) as is_critical,
      ${s.rotationRules.toStationId} as rotates_to, ${st.id} in (select id from taken) as is_taken,
      coalesce((select json_agg(json_build_object('id', sk.id, 'name', sk.name) order by lower(sk.name)) from ${s.stationSkills} req
        join ${s.skills} sk on sk.id = req.skill_id where req.station_id = ${st.id}), '[]'::json) as required_skills
    from ${st}
    join ${s.stationTypes} on ${s.stationTypes.id} = ${st.stationTypeId}
    left join ${s.tvStationConfigs} on ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.stationId} = ${st.id}
    left join ${s.rotationRules} on ${s.rotationRules.fulfillmentCenterId} = ${st.fulfillmentCenterId} and ${s.rotationRules.fromStationId} = ${st.id}
    where ${st.id} = pick.id and ${st.fulfillmentCenterId} = ${p.center}
    limit 1) as station`;

type ScanStationRow = Omit<ScanStation, 'station_type' | 'required_skills'> & { type: string; required_skills: RequiredSkill[] | string };

function toScanStation(row: ScanStationRow): ScanStation {
  const { id, station_code, is_active, line_number, type, is_critical, rotates_to, is_taken } = row;
  // JSON comes back parsed from PostgreSQL, as text from some drivers.
  const required_skills = typeof row.required_skills === 'string' ? (JSON.parse(row.required_skills) as RequiredSkill[]) : row.required_skills;
  return { id, station_code, is_active, line_number, station_type: { name: type }, is_critical, rotates_to, is_taken, required_skills };
}

/**
 * Steps 3 to 5 as the floor stands once the scan holds the lock, in one read: the checked-in
 * attendance, whether the person was placed in the quarter meanwhile, what the result item
 * reports (the quarter's assignments made before this scan began, the free critical stations),
 * and what chooseScanStation needs instead of the floor (decision 111): the rotation
 * destination and the first free active station, line station and critical station by code.
 * The first free station is found by walking the center's active stations in code order past
 * the taken ones; the first free line station cannot come before it, so its walk starts there.
 * Issue 15: the same three again among the stations whose skills the person holds on the date
 * (`qualified`), so chooseScanStation finds the station it may give and the one it passed over.
 */
const SCAN_FLOOR = prepareStatement(
  'badge_scan_floor',
  sql`
    with ${taken},
    first_free as (select ${st.id} as id, ${st.stationCode} as code from ${st} where ${free} order by ${byCode} limit 1),
    pick as (
      select id from first_free
      union all (
        select ${st.id} from ${st} join ${s.stationTypes} on ${s.stationTypes.id} = ${st.stationTypeId}
        where ${free} and ${s.stationCodeCollated} >= (select code from first_free)
          and ${st.lineNumber} in (${sql.join(
            LINE_NUMBERS.map((n) => sql`${n}`),
            sql`, `,
          )})
          and ${s.stationTypes.name} not in (${sql.join(
            INDIRECT_STATION_TYPES.map((name) => sql`${name}`),
            sql`, `,
          )})
        order by ${byCode} limit 1)
      union all (
        select ${st.id} from ${st}
        join ${s.tvStationConfigs} on ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.stationId} = ${st.id}
        where ${free} and ${s.tvStationConfigs.criticalStation}
        order by ${byCode} limit 1)
      union all (select ${st.id} from ${st} where ${free} and ${qualified} order by ${byCode} limit 1)
      union all (
        select ${st.id} from ${st} join ${s.stationTypes} on ${s.stationTypes.id} = ${st.stationTypeId}
        where ${free} and ${qualified}
          and ${st.lineNumber} in (${sql.join(
            LINE_NUMBERS.map((n) => sql`${n}`),
            sql`, `,
          )})
          and ${s.stationTypes.name} not in (${sql.join(
            INDIRECT_STATION_TYPES.map((name) => sql`${name}`),
            sql`, `,
          )})
        order by ${byCode} limit 1)
      union all (
        select ${st.id} from ${st}
        join ${s.tvStationConfigs} on ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.stationId} = ${st.id}
        where ${free} and ${s.tvStationConfigs.criticalStation} and ${qualified}
        order by ${byCode} limit 1)
      union all select ${p.station}::uuid),
    candidate as (${pickedStations})
    select (select count(*)::int from taken where checked_in) as attendance,
      (select ${a.id} from ${a} where ${a.employeeId} = ${p.employee} and ${a.quarterId} = ${p.quarter} and ${a.assignmentDate} = ${p.date}) as "heldId",
      (select count(*)::int from taken where created_at < now()) as earlier,
      (select count(*)::int from ${s.tvStationConfigs} join ${st} on ${st.id} = ${s.tvStationConfigs.stationId}
        where ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.criticalStation} and ${free}) as "criticalFree",
      candidate.*
    from (select) as floor left join candidate on true`,
);

export type ScanFloor = {
  attendance: number;
  /** The person's assignment in the quarter, when another scan placed them meanwhile. */
  heldId: string | null;
  /** The quarter's assignments made before this scan's transaction began (created_at is its start). */
  earlier: number;
  /** Active critical stations free in the quarter. */
  criticalFree: number;
  candidates: ScanStation[];
};

export async function readScanFloor(tx: Tx, config: ScanConfig, at: At, employeeId: string, destinationId: string | null): Promise<ScanFloor> {
  // One row at least (the floor's figures), and one more column set per candidate found.
  type Row = Omit<ScanFloor, 'candidates'> & (ScanStationRow | { id: null });
  const rows = await queryPrepared<Row>(tx, SCAN_FLOOR, { ...quarterValues(config, at), employeeId, stationId: destinationId });
  const { attendance, heldId, earlier, criticalFree } = rows[0]!;
  const candidates = rows.flatMap((row) => (row.id === null ? [] : [toScanStation(row)]));
  return { attendance, heldId, earlier, criticalFree, candidates };
}

export type AssignmentFacts = { code: string; isCritical: boolean; assignmentNumber: number; remainingCritical: number; attendance: number };

/** What a result item reports about an assignment the scan just placed on `station`, from the floor it read under the lock. */
export function factsOfPlaced(floor: ScanFloor, station: ScanStation, checkedIn: boolean): AssignmentFacts {
  return {
    code: station.station_code,
    isCritical: station.is_critical,
    assignmentNumber: floor.earlier + 1,
    remainingCritical: floor.criticalFree - (station.is_critical ? 1 : 0),
    attendance: floor.attendance + (checkedIn ? 1 : 0),
  };
}

const SCAN_STATION = prepareStatement('badge_scan_station', sql`with ${taken}, pick as (select ${p.station}::uuid as id) ${pickedStations}`);

/** One station of the center, as it stands in `at`; null when it is gone. */
export async function findScanStation(db: Db | Tx, config: ScanConfig, at: At, stationId: string): Promise<ScanStation | null> {
  const [row] = await queryPrepared<ScanStationRow>(db, SCAN_STATION, { ...quarterValues(config, at), stationId });
  return row ? toScanStation(row) : null;
}

/**
 * What a result item reports about an assignment, in one read: its station's code and whether
 * it is critical, its ordinal among the quarter's assignments that day (DESIGN §4, by when they
 * were made; compared in the database, as a JavaScript Date drops the microseconds PostgreSQL
 * keeps), the critical stations still empty, and the checked-in attendance.
 */
const ASSIGNMENT_FACTS = prepareStatement(
  'badge_scan_assignment_facts',
  sql`
    with ${taken}
    select ${st.stationCode} as code, coalesce(${s.tvStationConfigs.criticalStation}, false) as "isCritical",
      (select count(*)::int from ${a} where ${ofQuarter}
        and (${a.createdAt}, ${a.id}) <= (select mine.created_at, mine.id from ${a} mine where mine.id = ${p.assignment})) as "assignmentNumber",
      (select count(*)::int from ${s.tvStationConfigs} critical join ${st} on ${st.id} = critical.station_id
        where critical.center_config_id = ${p.config} and critical.critical_station and ${free}) as "remainingCritical",
      ${checkedInCount} as attendance
    from ${st}
    left join ${s.tvStationConfigs} on ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.stationId} = ${st.id}
    where ${st.id} = ${p.station}`,
);

export async function readAssignmentFacts(db: Db | Tx, config: ScanConfig, at: At, assignment: { id: string; stationId: string }): Promise<AssignmentFacts> {
  const [row] = await queryPrepared<AssignmentFacts>(db, ASSIGNMENT_FACTS, {
    ...quarterValues(config, at),
    stationId: assignment.stationId,
    assignmentId: assignment.id,
  });
  return row ?? { code: '', isCritical: false, assignmentNumber: 0, remainingCritical: 0, attendance: 0 };
}

/** An assignment and its audit row's insert in one statement: one round trip while the center waits. */
export async function placeAssignment(tx: Tx, values: typeof s.assignments.$inferInsert & { id: string }, auditSql: SQL): Promise<void> {
  await tx.execute(sql`with placed as (${tx.insert(s.assignments).values(values).getSQL()}) ${auditSql}`);
}

/**
 * Checks in an assignment not checked in yet. Null when it no longer needs it: a scan at
 * another kiosk checked it in first, or it was removed (then `findAssignment` says which).
 */
export async function markCheckedIn(tx: Tx, id: string, now: Date): Promise<Date | null> {
  const [row] = await tx
    .update(s.assignments)
    .set({ checkedIn: true, checkedInAt: now })
    .where(and(eq(s.assignments.id, id), eq(s.assignments.checkedIn, false)))
    .returning({ checkedInAt: s.assignments.checkedInAt });
  return row?.checkedInAt ?? null;
}

const ASSIGNMENT = prepareStatement('badge_scan_assignment', sql`select ${heldColumns} from ${a} ${nextStation} where ${a.id} = ${p.assignment}`);

export async function findAssignment(db: Db | Tx, id: string): Promise<HeldAssignment | null> {
  const [row] = await queryPrepared<HeldRow>(db, ASSIGNMENT, { assignmentId: id });
  return row ? toHeld(row) : null;
}

/** A station's code by id (the station a rotation came from); null when it is gone. */
export async function findStationCode(db: Db | Tx, id: string): Promise<string | null> {
  const [row] = await db.select({ code: st.stationCode }).from(st).where(eq(st.id, id));
  return row?.code ?? null;
}
