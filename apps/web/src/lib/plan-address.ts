import { parseQuarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { dateSchema } from '@stationboard/domain/schemas/id';

/** The search parameters a planning screen's address carries (issue 27): `/map?date=2026-11-27&q=3`, `/q/3?date=2026-11-27`. */
export const PLAN_DATE_PARAM = 'date';
export const PLAN_QUARTER_PARAM = 'q';

/** The operating day the address names; null when it names none or not a real date. */
export function readPlanDay(params: URLSearchParams): string | null {
  const value = params.get(PLAN_DATE_PARAM);
  return value !== null && dateSchema.safeParse(value).success ? value : null;
}

/** The quarter (its /q/{n} key) the map's address names; null when none. */
export function readPlanQuarterKey(params: URLSearchParams): number | null {
  return parseQuarterRouteKey(params.get(PLAN_QUARTER_PARAM) ?? undefined);
}

/** The address's other parameters (a tab, a station link) with the plan set, or taken away with nulls. */
export function withPlan(params: URLSearchParams, plan: { day: string | null; quarterKey?: number | null }): URLSearchParams {
  const next = new URLSearchParams(params);
  if (plan.day === null) next.delete(PLAN_DATE_PARAM);
  else next.set(PLAN_DATE_PARAM, plan.day);
  if (plan.quarterKey === null) next.delete(PLAN_QUARTER_PARAM);
  else if (plan.quarterKey !== undefined) next.set(PLAN_QUARTER_PARAM, String(plan.quarterKey));
  return next;
}
