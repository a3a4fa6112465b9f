import { MESSAGES } from '../messages.ts';
import { compareStationCodes } from './station-code.ts';
import type { StationKindFacts } from './station-kind.ts';
import { isIndirectStation, isLineStation } from './station-kind.ts';

export type NextStationCandidate = StationKindFacts & {
  id: string;
  station_code: string;
  is_active: boolean;
};

/** Spec 1 §4: the stations a Tab press may move to from `current`. */
function isSameGroup(current: NextStationCandidate, other: NextStationCandidate): boolean {
  if (isLineStation(current)) return isLineStation(other) && other.line_number === current.line_number;
  if (isIndirectStation(current)) return isIndirectStation(other);
  return other.station_type?.name === current.station_type?.name;
}

function compareCandidates(a: NextStationCandidate, b: NextStationCandidate): number {
  return compareStationCodes(a.station_code, b.station_code) || a.id.localeCompare(b.id);
}

/**
 * Spec 1 §4 "Next-station order (Tab key)". The current station may itself be inactive (Tab
 * still moves on from it), so its place in the order is found by its code, not by its index
 * among the active ones. Null when no other active station belongs to the group; the screen
 * then shows MESSAGES.noMoreStations.
 */
export function findNextStation<T extends NextStationCandidate>(stations: readonly T[], currentId: string): T | null {
  const current = stations.find((s) => s.id === currentId);
  if (!current) return null;
  const group = stations
    .filter((s) => s.id !== current.id && s.is_active && isSameGroup(current, s))
    .sort(compareCandidates);
  return group.find((s) => compareCandidates(s, current) > 0) ?? group[0] ?? null;
}

/**
 * Spec 1 §2: the popover's hint for stations whose Tab walk stays on one line or among the
 * indirects; null for the rest, whose walk follows their type.
 */
export function nextStationHint(station: StationKindFacts): string | null {
  if (isLineStation(station) && station.line_number !== null) return MESSAGES.tabHintLine(station.line_number);
  if (isIndirectStation(station)) return MESSAGES.tabHintIndirect;
  return null;
}
