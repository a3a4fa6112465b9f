import { compareStationsByCode } from '../stations/station-code.ts';
import { isLineStation, type StationKindFacts } from '../stations/station-kind.ts';
import { missingSkills, type HeldSkill, type RequiredSkill } from '../skills/missing-skills.ts';

export type ScanCandidate = StationKindFacts & {
  id: string;
  station_code: string;
  is_active: boolean;
  is_critical: boolean;
  /** Issue 15: the skills the station requires; absent or [] = none. */
  required_skills?: readonly RequiredSkill[];
};

export type ScanChoice<T> = {
  station: T;
  reason: 'rotation' | 'critical' | 'line' | 'indirect';
  /** Issue 15: the station these rules would have chosen but for skills the person lacks on the date. */
  skippedForSkills?: { station: T; missing: RequiredSkill[] };
};

/** The person's skills and the assignment date, against which each station's required skills are checked (missingSkills). */
export type ScanQualification = { held: readonly HeldSkill[]; onDate: string };

function chooseAmong<T extends ScanCandidate>(free: readonly T[], rotationDestinationId: string | null): ScanChoice<T> | null {
  const destination = rotationDestinationId ? free.find((s) => s.id === rotationDestinationId) : undefined;
  if (destination) return { station: destination, reason: 'rotation' };
  const critical = free.find((s) => s.is_critical);
  if (critical) return { station: critical, reason: 'critical' };
  const line = free.find((s) => isLineStation(s));
  if (line) return { station: line, reason: 'line' };
  const other = free[0];
  return other ? { station: other, reason: 'indirect' } : null;
}

/**
 * DESIGN §4 Badge scan, step 5: where a scanned associate goes. In order: the destination of
 * the rotation rule from their station in the previous quarter, if free and active; else the
 * first free active critical station by code; else the first free active station, line
 * stations (lines 1-4) before indirect ones, each by code. Null when nothing is free.
 *
 * Only the first free active station of each kind can win, so `stations` need not be the
 * whole floor: the rotation destination, the first free critical station, the first free line
 * station and the first free station of any kind, each by code, choose the same (decision 111).
 */
export function chooseScanStation<T extends ScanCandidate>(
  stations: readonly T[],
  occupied: ReadonlySet<string>,
  rotationDestinationId: string | null,
  qualification?: ScanQualification,
): ScanChoice<T> | null {
  const free = stations.filter((s) => s.is_active && !occupied.has(s.id)).sort(compareStationsByCode);
  if (!qualification) return chooseAmong(free, rotationDestinationId);
  // Issue 15: only stations whose skills the person holds on the date; the one the rules would
  // otherwise have chosen is named, so the reason line can say it was skipped.
  const lacking = (s: T) => missingSkills(s.required_skills ?? [], qualification.held, qualification.onDate);
  const choice = chooseAmong(
    free.filter((s) => lacking(s).length === 0),
    rotationDestinationId,
  );
  const unqualified = chooseAmong(free, rotationDestinationId);
  if (!choice || !unqualified || unqualified.station.id === choice.station.id) return choice;
  return { ...choice, skippedForSkills: { station: unqualified.station, missing: lacking(unqualified.station) } };
}
