import { MESSAGES } from '../messages.ts';

/** Spec 2 §9: weekly indirect hours allowed per employee. */
export const INDIRECT_HOURS_LIMIT = 20;

/**
 * Exactly 20 hours is still within the limit; only more is flagged. The hours judged are the
 * week as it stands (decision 138): hours worked (quarters over, checked in) plus hours still
 * planned, so a plan that will break the limit is flagged while it can still be changed.
 */
export function isOverIndirectLimit(hours: number): boolean {
  return hours > INDIRECT_HOURS_LIMIT;
}

export function indirectLimitLabel(hours: number): string {
  return isOverIndirectLimit(hours) ? MESSAGES.overIndirectLimit : MESSAGES.withinIndirectLimit;
}

/** The week's hours the limit judges: worked plus still planned (decision 138). */
export function weekIndirectHours({ hours_worked, hours_planned }: { hours_worked: number; hours_planned: number }): number {
  return Math.round((hours_worked + hours_planned) * 100) / 100;
}
