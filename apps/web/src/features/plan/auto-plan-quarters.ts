import type { PlanQuarter } from '@stationboard/domain/schemas/plan';

/**
 * The quarters the Auto-plan dialog starts with (decision 163): the quarter under the grid's
 * cursor and the rest of its shift on this operating day, where a manager planning ahead
 * usually is; every quarter of the day when no quarter is under the cursor. The rest of the
 * shift is the run of quarters of the same shift after it in the day's order: the night
 * quarter after midnight that opens the day (Q8 at 02:15) ends the night before, so it runs
 * on into nothing, and the evening's quarters of that shift are another night.
 */
export function defaultAutoPlanQuarters(quarters: readonly PlanQuarter[], cursorQuarterId: string | undefined): string[] {
  const at = quarters.findIndex((quarter) => quarter.id === cursorQuarterId);
  if (at < 0) return quarters.map((quarter) => quarter.id);
  const { shift } = quarters[at]!;
  const end = quarters.findIndex((quarter, index) => index > at && quarter.shift !== shift);
  return quarters.slice(at, end < 0 ? undefined : end).map((quarter) => quarter.id);
}
