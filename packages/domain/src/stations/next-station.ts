import { MESSAGES } from '../messages.ts';
import { compareStationsByCode } from './station-code.ts';
import type { StationKindFacts } from './station-kind.ts';
import { isIndirectStation, isLineStation } from './station-kind.ts';

export type NextStationCandidate = StationKindFacts & {
  id: string;
  station_code: string;
  is_active: boolean;
  is_critical: boolean;
};

/**
 * Which stations a Tab press walks through. 'by-kind' is spec 1 §4's order, everywhere but one
 * place; 'critical' is the quarter view's Critical tab, which walks the critical stations
 * whatever their kind (decision 091).
 */
export type NextStationWalk = 'by-kind' | 'critical';

/** Spec 1 §4: the stations a Tab press may move to from `current`. */
function isSameKind(current: NextStationCandidate, other: NextStationCandidate): boolean {
  if (isLineStation(current)) return isLineStation(other) && other.line_number === current.line_number;
  if (isIndirectStation(current)) return isIndirectStation(other);
  return other.station_type?.name === current.station_type?.name;
}

/**
 * Spec 1 §4 "Next-station order (Tab key)", over every station given, placed on the map or not
 * (decision 090). The current station may itself be inactive, or no longer critical (Tab still
 * moves on from it), so its place in the order is found by its code, not by its index among
 * the active ones. Null when no other active station belongs to the walk; the screen then
 * shows MESSAGES.noMoreStations.
 */
export function findNextStation<T extends NextStationCandidate>(stations: readonly T[], currentId: string, walk: NextStationWalk = 'by-kind'): T | null {
  const current = stations.find((s) => s.id === currentId);
  if (!current) return null;
  const belongs = walk === 'critical' ? (s: T) => s.is_critical : (s: T) => isSameKind(current, s);
  const group = stations.filter((s) => s.id !== current.id && s.is_active && belongs(s)).sort(compareStationsByCode);
  return group.find((s) => compareStationsByCode(s, current) > 0) ?? group[0] ?? null;
}

/**
 * Spec 1 §2: the popover's hint for stations whose Tab walk stays on one line or among the
 * indirects, and on the critical walk, which stays among the critical stations; null for the
 * rest, whose walk follows their type.
 */
export function nextStationHint(station: StationKindFacts, walk: NextStationWalk = 'by-kind'): string | null {
  if (walk === 'critical') return MESSAGES.tabHintCritical;
  if (isLineStation(station) && station.line_number !== null) return MESSAGES.tabHintLine(station.line_number);
  if (isIndirectStation(station)) return MESSAGES.tabHintIndirect;
  return null;
}
