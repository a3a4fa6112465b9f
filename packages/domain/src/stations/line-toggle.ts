/** What the bulk line toggle needs to know of a station. */
export type LineToggleStation = { id: string; line_number: number | null; is_active: boolean };

/**
 * Spec 2 §4 bulk line toggle: if any station on the line is active, every active one is
 * deactivated; otherwise every one is activated. Returns the stations whose flag flips, so a
 * toggle-per-station endpoint ends with the whole line in one state.
 */
export function stationsToToggleForLine<T extends LineToggleStation>(stations: readonly T[], lineNumber: number): T[] {
  const onLine = stations.filter((station) => station.line_number === lineNumber);
  const isAnyActive = onLine.some((station) => station.is_active);
  return onLine.filter((station) => station.is_active === isAnyActive);
}
