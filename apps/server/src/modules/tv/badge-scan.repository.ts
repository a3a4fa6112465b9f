/**
 * The badge scan's reads and writes (decision 111). Each reads the few rows one scan needs,
 * never the whole floor: a center's stations are walked in code order to the first free one
 * of each kind, and only the person's own assignments of the shift's days are read.
 */
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { ScanCandidate } from '@stationboard/domain/assignments/choose-scan-station';
import type { Occurrence } from '@stationboard/domain/quarters/operating-day';
import { INDIRECT_STATION_TYPES, LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import type { Quarter } from '@stationboard/domain/schemas/quarter';
import { DEFAULT_MAXIMUM_ATTENDANCE } from '@stationboard/domain/schemas/maximum-attendance';
import { prepareStatement, queryPrepared, type Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';

/** A quarter on the date of its assignments: scans chain across midnight (decision 080). */
export type At = Occurrence<Quarter>;

export type CenterConfig = typeof s.tvCenterConfigs.$inferSelect;

/** A station as the scan sees it in one quarter: free or taken there, and where its person rotates next. */
export type ScanStation = ScanCandidate & { rotates_to: string | null; is_taken: boolean };

export type ScannedEmployee = typeof s.employees.$inferSelect;

/** Step 1: the first active employee whose badge barcode, employee UID or login is the value. */
export async function findScannedEmployee(tx: Tx, centerId: string, value: string): Promise<ScannedEmployee | null> {
  const numeric = /^\d{1,15}$/.test(value) ? Number(value) : null;
  const matches = sql`(${numeric !== null ? sql`${s.employees.badgeBarcodeId} = ${numeric} or ${s.employees.employeeUid} = ${numeric} or ` : sql``}lower(${s.employees.employeeId}) = lower(${value}))`;
  const [employee] = await tx
    .select()
    .from(s.employees)
    .where(and(eq(s.employees.fulfillmentCenterId, centerId), eq(s.employees.isActive, true), matches))
    .orderBy(asc(s.employees.createdAt), asc(s.employees.id))
    .limit(1);
  return employee ?? null;
}

/**
 * The center's scan lock (decision 017): its TV config row, taken FOR UPDATE, created with
 * the default maximum on a center's first scan.
 */
export async function lockCenterConfig(tx: Tx, centerId: string, actor: string): Promise<CenterConfig> {
  const lock = () => tx.select().from(s.tvCenterConfigs).where(eq(s.tvCenterConfigs.fulfillmentCenterId, centerId)).for('update');
  const [config] = await lock();
  if (config) return config;
  const inserted = await tx
    .insert(s.tvCenterConfigs)
    .values({ fulfillmentCenterId: centerId, maximumAttendance: DEFAULT_MAXIMUM_ATTENDANCE })
    .onConflictDoNothing()
    .returning({ id: s.tvCenterConfigs.id });
  if (inserted.length > 0) {
    await writeAudit(tx, {
      fulfillmentCenterId: centerId,
      action: 'TV_ASSIGNMENT_CONFIG_INITIALIZED',
      tableName: 'tv_center_configs',
      recordId: inserted[0]!.id,
      newValues: { maximum_attendance: DEFAULT_MAXIMUM_ATTENDANCE },
      createdBy: actor,
    });
  }
  const [created] = await lock();
  return created!;
}

export type HeldAssignment = typeof s.assignments.$inferSelect & { rotatesTo: string | null };

export type ScanState = {
  /** Null until the center's first scan creates it. */
  config: CenterConfig | null;
  /** The person's assignments on the shift's dates, each with the station its rotation rule sends them to next. */
  held: HeldAssignment[];
  /** Checked-in attendance of `at`. */
  attendance: number;
};

/**
 * What decides a scan before any station is looked at, in one read: the center's TV config,
 * the person's assignments on the dates of `shift` (at most three days in a row: a night shift
 * crosses midnight), and the checked-in attendance of `at`. Prepared, as findScanCandidates is.
 */
export async function readScanState(tx: Tx, centerId: string, employeeId: string, at: At, shift: readonly At[]): Promise<ScanState> {
  const dates = shift.map((o) => o.date).sort();
  const rows = await tx
    .select({
      config: s.tvCenterConfigs,
      assignment: s.assignments,
      rotatesTo: s.rotationRules.toStationId,
      attendance: sql<number>`(select count(*)::int from ${s.assignments} where ${and(
        eq(s.assignments.fulfillmentCenterId, centerId),
        inQuarter(at),
        eq(s.assignments.checkedIn, true),
      )})`,
    })
    .from(s.fulfillmentCenters)
    .leftJoin(s.tvCenterConfigs, eq(s.tvCenterConfigs.fulfillmentCenterId, s.fulfillmentCenters.id))
    .leftJoin(s.assignments, and(eq(s.assignments.employeeId, employeeId), between(s.assignments.assignmentDate, dates[0]!, dates.at(-1)!)))
    .leftJoin(s.rotationRules, and(eq(s.rotationRules.fulfillmentCenterId, s.assignments.fulfillmentCenterId), eq(s.rotationRules.fromStationId, s.assignments.stationId)))
    .where(eq(s.fulfillmentCenters.id, centerId))
    .prepare('badge_scan_state')
    .execute();
  return {
    config: rows[0]?.config ?? null,
    held: rows.flatMap((r) => (r.assignment ? [{ ...r.assignment, rotatesTo: r.rotatesTo }] : [])),
    attendance: rows[0]?.attendance ?? 0,
  };
}

function inQuarter(at: At) {
  return and(eq(s.assignments.assignmentDate, at.date), eq(s.assignments.quarterId, at.quarter.id));
}

/** The values of the prepared statements below, filled per run. */
const p = {
  center: sql.placeholder('centerId'),
  config: sql.placeholder('configId'),
  quarter: sql.placeholder('quarterId'),
  date: sql.placeholder('date'),
  station: sql.placeholder('stationId'),
  assignment: sql.placeholder('assignmentId'),
};

function quarterValues(config: CenterConfig, at: At) {
  return { centerId: config.fulfillmentCenterId, configId: config.id, quarterId: at.quarter.id, date: at.date };
}

const st = s.stations;
const ofQuarter = sql`${s.assignments.fulfillmentCenterId} = ${p.center} and ${s.assignments.quarterId} = ${p.quarter} and ${s.assignments.assignmentDate} = ${p.date}`;
const byCode = sql.join(s.stationCodeOrder, sql`, `);

/** Active stations of the center not taken in the quarter (the CTE `taken` holds the taken ones). */
const free = sql`${st.fulfillmentCenterId} = ${p.center} and ${st.isActive} and ${st.id} not in (select id from taken)`;

/**
 * The stations `pick` names (a CTE of ids), with what the scan decides on: whether they are
 * taken in the quarter, and the station their rotation rule sends their person to next.
 */
function scanStations(...ctes: SQL[]) {
  return sql`
    with taken as (select ${s.assignments.stationId} as id from ${s.assignments} where ${ofQuarter}), ${sql.join(ctes, sql`, `)}
    select ${st.id} as id, ${st.stationCode} as station_code, ${st.isActive} as is_active, ${st.lineNumber} as line_number,
      ${s.stationTypes.name} as type, coalesce(${s.tvStationConfigs.criticalStation}, false) as is_critical,
      ${s.rotationRules.toStationId} as rotates_to, ${st.id} in (select id from taken) as is_taken
    from ${st}
    join ${s.stationTypes} on ${s.stationTypes.id} = ${st.stationTypeId}
    left join ${s.tvStationConfigs} on ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.stationId} = ${st.id}
    left join ${s.rotationRules} on ${s.rotationRules.fulfillmentCenterId} = ${st.fulfillmentCenterId} and ${s.rotationRules.fromStationId} = ${st.id}
    where ${st.fulfillmentCenterId} = ${p.center} and ${st.id} in (select id from pick)`;
}

/**
 * What chooseScanStation needs instead of the floor (decision 111): the rotation destination,
 * and the first free active station, line station and critical station by code. The first
 * free station is found by walking the center's active stations in code order past the taken
 * ones; the first free line station cannot come before it, so its walk starts there.
 */
const SCAN_CANDIDATES = prepareStatement(
  'badge_scan_candidates',
  scanStations(
    sql`first_free as (select ${st.id} as id, ${st.stationCode} as code from ${st} where ${free} order by ${byCode} limit 1)`,
    sql`pick as (
      select id from first_free
      union all (
        select ${st.id} from ${st} join ${s.stationTypes} on ${s.stationTypes.id} = ${st.stationTypeId}
        where ${free} and ${s.stationCodeCollated} >= (select code from first_free)
          and ${st.lineNumber} in (${sql.join(LINE_NUMBERS.map((n) => sql`${n}`), sql`, `)})
          and ${s.stationTypes.name} not in (${sql.join(INDIRECT_STATION_TYPES.map((name) => sql`${name}`), sql`, `)})
        order by ${byCode} limit 1)
      union all (
        select ${st.id} from ${st}
        join ${s.tvStationConfigs} on ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.stationId} = ${st.id}
        where ${free} and ${s.tvStationConfigs.criticalStation}
        order by ${byCode} limit 1)
      union all select ${p.station}::uuid)`,
  ),
);

const SCAN_STATION = prepareStatement('badge_scan_station', scanStations(sql`pick as (select ${p.station}::uuid as id)`));

type ScanStationRow = Omit<ScanStation, 'station_type'> & { type: string };

function toScanStation({ type, ...row }: ScanStationRow): ScanStation {
  return { ...row, station_type: { name: type } };
}

/** The candidates of SCAN_CANDIDATES; with no rotation destination, the first free ones alone. */
export async function findScanCandidates(tx: Tx, config: CenterConfig, at: At, destinationId: string | null): Promise<ScanStation[]> {
  const rows = await queryPrepared<ScanStationRow>(tx, SCAN_CANDIDATES, { ...quarterValues(config, at), stationId: destinationId });
  return rows.map(toScanStation);
}

/** One station of the center, as it stands in `at`; null when it is gone. */
export async function findScanStation(tx: Tx, config: CenterConfig, at: At, stationId: string): Promise<ScanStation | null> {
  const [row] = await queryPrepared<ScanStationRow>(tx, SCAN_STATION, { ...quarterValues(config, at), stationId });
  return row ? toScanStation(row) : null;
}

export type AssignmentFacts = { code: string; isCritical: boolean; assignmentNumber: number; remainingCritical: number; attendance: number };

/**
 * What a result item tells about an assignment, in one read: its station's code and whether
 * it is critical, its ordinal among the quarter's assignments that day (DESIGN §4, by when they
 * were made; compared in the database, as a JavaScript Date drops the microseconds PostgreSQL
 * keeps), the critical stations still empty, and the checked-in attendance.
 */
const ASSIGNMENT_FACTS = prepareStatement(
  'badge_scan_assignment_facts',
  sql`
    select ${st.stationCode} as code, coalesce(${s.tvStationConfigs.criticalStation}, false) as "isCritical",
      (select count(*)::int from ${s.assignments} where ${ofQuarter}
        and (${s.assignments.createdAt}, ${s.assignments.id}) <= (select mine.created_at, mine.id from ${s.assignments} mine where mine.id = ${p.assignment})) as "assignmentNumber",
      (select count(*)::int from ${s.tvStationConfigs} c join ${st} critical on critical.id = c.station_id
        where c.center_config_id = ${p.config} and c.critical_station and critical.fulfillment_center_id = ${p.center} and critical.is_active
        and not exists (select 1 from ${s.assignments} a where a.station_id = critical.id and a.quarter_id = ${p.quarter} and a.assignment_date = ${p.date})) as "remainingCritical",
      (select count(*)::int from ${s.assignments} where ${ofQuarter} and ${s.assignments.checkedIn}) as attendance
    from ${st}
    left join ${s.tvStationConfigs} on ${s.tvStationConfigs.centerConfigId} = ${p.config} and ${s.tvStationConfigs.stationId} = ${st.id}
    where ${st.id} = ${p.station}`,
);

export async function readAssignmentFacts(tx: Tx, config: CenterConfig, at: At, assignment: { id: string; stationId: string }): Promise<AssignmentFacts> {
  const [row] = await queryPrepared<AssignmentFacts>(tx, ASSIGNMENT_FACTS, { ...quarterValues(config, at), stationId: assignment.stationId, assignmentId: assignment.id });
  return row ?? { code: '', isCritical: false, assignmentNumber: 0, remainingCritical: 0, attendance: 0 };
}

export type AssignmentRow = typeof s.assignments.$inferSelect;

export async function insertAssignment(tx: Tx, values: typeof s.assignments.$inferInsert): Promise<AssignmentRow> {
  const [row] = await tx.insert(s.assignments).values(values).returning();
  return row!;
}

/**
 * Checks in an assignment not checked in yet. Null when it no longer needs it: a scan at
 * another kiosk checked it in first, or it was removed (then `findAssignment` says which).
 */
export async function markCheckedIn(tx: Tx, id: string, now: Date): Promise<AssignmentRow | null> {
  const [row] = await tx
    .update(s.assignments)
    .set({ checkedIn: true, checkedInAt: now })
    .where(and(eq(s.assignments.id, id), eq(s.assignments.checkedIn, false)))
    .returning();
  return row ?? null;
}

export async function findAssignment(tx: Tx, id: string): Promise<AssignmentRow | null> {
  const [row] = await tx.select().from(s.assignments).where(eq(s.assignments.id, id));
  return row ?? null;
}

export async function listRoutingAreas(tx: Tx, centerId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: s.externalRoutingAreas.areaName })
    .from(s.externalRoutingAreas)
    .where(and(eq(s.externalRoutingAreas.fulfillmentCenterId, centerId), eq(s.externalRoutingAreas.isRouting, true)))
    .orderBy(asc(s.externalRoutingAreas.areaName));
  return rows.map((r) => r.name);
}
