export type QuarterKeyFacts = { quarter_name: string; quarter_number: number };

/**
 * DESIGN §3: /q/{n} uses the digits of the quarter's name ('Q3' → 3), so links read like the
 * names people see. Only the first run of digits counts, so 'Q3 (06-08)' is still 3; a name
 * without digits falls back to the quarter number.
 */
export function quarterRouteKey(quarter: QuarterKeyFacts): number {
  const digits = /\d+/.exec(quarter.quarter_name)?.[0];
  return digits === undefined ? quarter.quarter_number : Number(digits);
}

/** The number in /q/{n}; null for anything but a positive whole number (the invalid-route screen). */
export function parseQuarterRouteKey(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const key = Number(value);
  return key >= 1 && Number.isSafeInteger(key) ? key : null;
}

/**
 * The quarter a /q/{n} link names: by the digits of its name first, then by its number, the
 * lowest quarter number winning when two names carry the same digits.
 */
export function findQuarterByRouteKey<T extends QuarterKeyFacts>(quarters: readonly T[], key: number): T | null {
  const byNumber = [...quarters].sort((a, b) => a.quarter_number - b.quarter_number);
  return byNumber.find((q) => quarterRouteKey(q) === key) ?? byNumber.find((q) => q.quarter_number === key) ?? null;
}
