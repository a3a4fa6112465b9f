import { MESSAGES } from '../messages.ts';
import { compareStationCodes } from '../stations/station-code.ts';
import { findRuleUsingDestination, isOfferedDestination, type RotationRuleLink, type RotationStation } from './rotation-destination.ts';

/** The destination choice that removes a station's rule (spec 2 §4). */
export const NO_RELOCATION = 'none';

export type RuleEditorStation = RotationStation & { station_code: string; is_active: boolean };

export type DestinationOption<T extends RuleEditorStation> = {
  station: T;
  /** The code of the station whose rule already sends someone here; the option is then disabled. */
  usedBy: string | null;
};

function codeOf(stations: readonly RuleEditorStation[], id: string): string {
  return stations.find((station) => station.id === id)?.station_code ?? id;
}

/**
 * Spec 2 §5: the destinations a station's rule may name, by code. Each says which other rule
 * already uses it, so the list can disable it with MESSAGES.destinationAlreadyUsed.
 */
export function listDestinationOptions<T extends RuleEditorStation>(
  from: T,
  stations: readonly T[],
  rules: readonly RotationRuleLink[],
  editedRuleId?: string,
): DestinationOption<T>[] {
  return stations
    .filter((station) => isOfferedDestination(from, station))
    .sort((a, b) => compareStationCodes(a.station_code, b.station_code))
    .map((station) => {
      const user = findRuleUsingDestination(rules, station.id, editedRuleId);
      return { station, usedBy: user ? codeOf(stations, user.from_station_id) : null };
    });
}

/**
 * Spec 2 §5 checks of a rule before it is saved, in the server's order: the source must exist
 * and be active, a destination must be chosen (NO_RELOCATION removes the rule), be offered and
 * be free. Answers the message to show, or null when the choice may be saved.
 */
export function checkRotationRuleChoice({
  fromStationId,
  destination,
  stations,
  rules,
  editedRuleId,
}: {
  fromStationId: string;
  destination: string;
  stations: readonly RuleEditorStation[];
  rules: readonly RotationRuleLink[];
  editedRuleId?: string;
}): string | null {
  const from = stations.find((station) => station.id === fromStationId);
  if (!from) return MESSAGES.fromStationNotFound;
  if (!from.is_active) return MESSAGES.rotationRuleInactiveStation;
  if (destination === NO_RELOCATION) return null;
  const to = stations.find((station) => station.id === destination);
  if (!to || !isOfferedDestination(from, to)) return MESSAGES.destinationRequired;
  const user = findRuleUsingDestination(rules, to.id, editedRuleId);
  return user ? MESSAGES.destinationAlreadyUsed(codeOf(stations, user.from_station_id)) : null;
}
