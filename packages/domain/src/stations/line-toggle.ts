/** What the bulk line toggle needs to know of a station. */
export type LineToggleStation = { id: string; line_number: number | null; is_active: boolean };

/**
 * Spec 2 §4 bulk line toggle: if any station on the line is active, every active one is
 * deactivated; otherwise every one is activated. Returns the stations whose flag flips; the
 * screens use it to label the button (Deactivate when any is active).
 */
export function stationsToToggleForLine<T extends LineToggleStation>(stations: readonly T[], lineNumber: number): T[] {
  const onLine = stations.filter((station) => station.line_number === lineNumber);
  const isAnyActive = onLine.some((station) => station.is_active);
  return onLine.filter((station) => station.is_active === isAnyActive);
}

/** A station as the line switch weighs it: with whether the last Deactivate Line of its line switched it off. */
export type LineActivationStation = LineToggleStation & { is_line_deactivated: boolean };

/**
 * What pressing a line's button does (issue 25, decision 137):
 * - `deactivate`: some station of the line is on; every station on goes off (indirect roles
 *   on the line included), and only those are remembered as switched off by the line.
 * - `restore`: none is on, and the last Deactivate Line switched some off: exactly those come
 *   back; stations that were off before it (off on purpose) stay off.
 * - `activateAll`: none is on and no Deactivate Line is on record (each was switched off on
 *   its own, or before the record existed): spec 2 §4's rule, every station comes back.
 * - `none`: the line has no station.
 */
export type LineActivationPlan<T extends LineActivationStation> = {
  action: 'deactivate' | 'restore' | 'activateAll' | 'none';
  /** The stations whose flag flips. */
  switched: T[];
  /** Stations of the line that stay off (restore only). */
  keptOff: T[];
};

export function planLineActivation<T extends LineActivationStation>(stations: readonly T[], lineNumber: number): LineActivationPlan<T> {
  const onLine = stations.filter((station) => station.line_number === lineNumber);
  if (onLine.length === 0) return { action: 'none', switched: [], keptOff: [] };
  const active = onLine.filter((station) => station.is_active);
  if (active.length > 0) return { action: 'deactivate', switched: active, keptOff: [] };
  const remembered = onLine.filter((station) => station.is_line_deactivated);
  if (remembered.length === 0) return { action: 'activateAll', switched: onLine, keptOff: [] };
  return { action: 'restore', switched: remembered, keptOff: onLine.filter((station) => !station.is_line_deactivated) };
}
