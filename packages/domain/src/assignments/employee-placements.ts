/** Where a person stands in the quarter a map or quarter view shows: the station's id and code. */
export type Placement = { stationId: string; stationCode: string };

/**
 * Issue 25: who holds which station in the stations of one quarter and date, by the person's
 * record id, so the popover's search results can say "on 2-04" and offer Move here.
 */
export function employeePlacements(
  stations: readonly { id: string; station_code: string; current_assignment: { employee_id: string } | null }[],
): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  for (const station of stations) {
    if (station.current_assignment) placements.set(station.current_assignment.employee_id, { stationId: station.id, stationCode: station.station_code });
  }
  return placements;
}
