export type RotationStation = {
  id: string;
  line_number: number | null;
  is_right_handed: boolean | null;
};

export type RotationRuleLink = { id: string; from_station_id: string; to_station_id: string };

/**
 * Spec 2 §5: a rule may send people to a station on the same line or with no line. The source
 * itself is left out, since rotating to where one already stands is no rotation.
 */
export function isOfferedDestination(from: RotationStation, candidate: RotationStation): boolean {
  return candidate.id !== from.id && (candidate.line_number === null || candidate.line_number === from.line_number);
}

/**
 * DESIGN §3: one person rotates to a station, so a destination belongs to at most one rule.
 * Returns the other rule already using it (the one being edited does not count), whose source
 * station MESSAGES.destinationAlreadyUsed names; null when the destination is free.
 */
export function findRuleUsingDestination<T extends RotationRuleLink>(rules: readonly T[], toStationId: string, editedRuleId?: string): T | null {
  return rules.find((rule) => rule.to_station_id === toStationId && rule.id !== editedRuleId) ?? null;
}

/** Spec 2 §5: both hands known and equal asks for the 'Same Handedness Warning' confirmation. */
export function hasSameHandedness(a: RotationStation, b: RotationStation): boolean {
  return a.is_right_handed !== null && a.is_right_handed === b.is_right_handed;
}
