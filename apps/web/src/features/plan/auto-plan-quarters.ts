import type { PlanQuarter } from '@stationboard/domain/schemas/plan';

/**
 * The quarters the Auto-plan dialog starts with (decision 163): the quarter under the grid's
 * cursor and the rest of its shift on this operating day, where a manager planning ahead
 * usually is; every quarter of the day when no quarter is under the cursor. A night shift's
 * quarter after midnight that opens the day (Q8 at 02:15) belongs to the night before, so only
 * the quarters after the cursor in the day's order count.
 */
export function defaultAutoPlanQuarters(quarters: readonly PlanQuarter[], cursorQuarterId: string | undefined): string[] {
  const at = quarters.findIndex((quarter) => quarter.id === cursorQuarterId);
  if (at < 0) return quarters.map((quarter) => quarter.id);
  const { shift } = quarters[at]!;
  return quarters
    .slice(at)
    .filter((quarter) => quarter.shift === shift)
    .map((quarter) => quarter.id);
}
