/**
 * Activate/Deactivate Line (spec 2 §4, issue 25, decision 137): the whole line in one
 * transaction, each station audited. A Deactivate Line remembers which stations it switched
 * off (`line_deactivated_at`), so Activate Line brings back exactly those and leaves stations
 * that were off on purpose off. The rule itself is the domain's `planLineActivation`.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import type { LineActivationAnswer, LineActivationPreview } from '@stationboard/domain/schemas/line-activation';
import { planLineActivation } from '@stationboard/domain/stations/line-toggle';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { isIndirectType } from '@stationboard/domain/stations/station-kind';
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { auditStationChange } from './stations.service.ts';
import { countAssignmentsAt, findLineStations, forgetLineDeactivation, setStationsActive, type LineStationRow } from './stations.repository.ts';

const planOf = (rows: LineStationRow[], lineNumber: number) =>
  planLineActivation(
    rows.map((row) => ({ ...row, line_number: lineNumber, is_active: row.isActive, is_line_deactivated: row.lineDeactivatedAt !== null })),
    lineNumber,
  );

/** "Now" for the preview: the quarter on its date the screen named, else the center's running quarter. */
async function quarterNow(db: Db, centerId: string, instant: Date, named: { quarterId: string; date: string } | null) {
  const clock = await readCenterClock(db, centerId, instant);
  if (named) {
    const quarter = clock.quarters.find((q) => q.id === named.quarterId);
    if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
    return { quarterId: quarter.id, quarterName: quarter.quarter_name, date: named.date };
  }
  const current = selectCurrentQuarter(clock.quarters, clock.now);
  return current && { quarterId: current.quarter.id, quarterName: current.quarter.quarter_name, date: current.date };
}

/** What pressing the line's button would do, and how many people hold those stations now. */
export async function previewLineActivation(
  db: Db,
  centerId: string,
  lineNumber: number,
  instant: Date,
  named: { quarterId: string; date: string } | null,
): Promise<LineActivationPreview> {
  // In code order, as the screens list stations (rows come in id order, the order they are locked in).
  const rows = (await findLineStations(db, centerId, lineNumber, { lock: false })).sort((a, b) => compareStationCodes(a.stationCode, b.stationCode));
  const plan = planOf(rows, lineNumber);
  const now = await quarterNow(db, centerId, instant, named);
  return {
    line_number: lineNumber,
    action: plan.action,
    stations: plan.switched.map((st) => ({ id: st.id, station_code: st.stationCode, is_indirect: isIndirectType(st.typeName) })),
    kept_off: plan.keptOff.map((st) => ({ id: st.id, station_code: st.stationCode })),
    quarter_name: now?.quarterName ?? null,
    assigned_now: now
      ? await countAssignmentsAt(
          db,
          plan.switched.map((st) => st.id),
          now,
        )
      : 0,
  };
}

/**
 * Switches the line as confirmed. A line already as asked (another manager was quicker)
 * changes nothing. Switching off forgets what an earlier Deactivate Line switched off: those
 * stations were off before this one, so they count as off on purpose.
 */
export async function setLineActive(db: Db, lineNumber: number, isActive: boolean, acting: Acting): Promise<LineActivationAnswer> {
  return auditedChange(db, acting, async (change) => {
    const { tx } = change;
    const rows = await findLineStations(tx, acting.centerId, lineNumber, { lock: true });
    const plan = planOf(rows, lineNumber);
    const applies = isActive ? plan.action === 'restore' || plan.action === 'activateAll' : plan.action === 'deactivate';
    const switched = applies ? plan.switched : [];
    if (switched.length > 0) {
      if (isActive) {
        await setStationsActive(
          tx,
          switched.map((st) => st.id),
          true,
          null,
        );
      } else {
        const switchedIds = new Set(switched.map((st) => st.id));
        await forgetLineDeactivation(
          tx,
          rows.filter((st) => !switchedIds.has(st.id) && st.lineDeactivatedAt !== null).map((st) => st.id),
        );
        await setStationsActive(tx, [...switchedIds], false, new Date());
      }
      for (const station of switched) {
        await auditStationChange(change, station, { is_active: !isActive }, { is_active: isActive, by_line: lineNumber });
      }
    }
    return { line_number: lineNumber, is_active: isActive, switched: switched.map((st) => ({ id: st.id, station_code: st.stationCode })) };
  });
}
