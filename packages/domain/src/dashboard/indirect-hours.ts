import { MESSAGES } from '../messages.ts';

/** Spec 2 §9: weekly indirect hours allowed per employee. */
export const INDIRECT_HOURS_LIMIT = 20;

/** Exactly 20 hours is still within the limit; only more is flagged. */
export function isOverIndirectLimit(hours: number): boolean {
  return hours > INDIRECT_HOURS_LIMIT;
}

export function indirectLimitLabel(hours: number): string {
  return isOverIndirectLimit(hours) ? MESSAGES.overIndirectLimit : MESSAGES.withinIndirectLimit;
}
