/**
 * Arrival on the floor (issue 25, decision 138): for the quarter people are arriving for, the
 * map, the quarter view and the phone list say who has checked in and who has not yet.
 */
import type { LocalDateTime } from '../quarters/local-time.ts';
import { isSameOccurrence, type Occurrence } from '../quarters/operating-day.ts';
import { selectCurrentQuarter, type QuarterTiming } from '../quarters/select-quarter.ts';

export type Arrival = 'checkedIn' | 'notYet';

/**
 * The occurrence people are arriving for at `now`: the current quarter as the dashboard's Not
 * Checked In table counts it (spec 2 §4): the one flagged active, else the one running, else in
 * a break the next to start (early arrivals check in to it). Null without quarters.
 */
export function arrivalOccurrence<Q extends QuarterTiming>(quarters: readonly Q[], now: LocalDateTime): Occurrence<Q> | null {
  return selectCurrentQuarter(quarters, now);
}

/**
 * Whether a screen showing `shown` marks arrivals: only for the occurrence people are arriving
 * for. Before a quarter, nobody has checked in yet by design; after it, "not yet" means nothing.
 */
export function showsArrival(shown: Occurrence<QuarterTiming> | null, quarters: readonly QuarterTiming[], now: LocalDateTime): boolean {
  return shown !== null && isSameOccurrence(shown, arrivalOccurrence(quarters, now));
}

/** A station's arrival mark: none without an assignment. */
export function arrivalOf(station: { current_assignment: { checked_in: boolean } | null }): Arrival | null {
  if (!station.current_assignment) return null;
  return station.current_assignment.checked_in ? 'checkedIn' : 'notYet';
}

/** The "not yet arrived" filter keeps the stations whose person has not checked in. */
export function isAwaitingArrival(station: { current_assignment: { checked_in: boolean } | null }): boolean {
  return arrivalOf(station) === 'notYet';
}
