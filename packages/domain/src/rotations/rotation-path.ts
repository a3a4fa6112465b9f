/**
 * Where a person's rotation takes them through the later quarters of their shift (DESIGN §4:
 * the badge scan's step 6 and the map's "next"): from the station they hold now, each quarter
 * one rule on (or the same station where no rule leads on); a quarter they already hold puts
 * them at that station again. Returns, for each later quarter in order, the station held or
 * expected there.
 */
export function followRotation(start: string, held: readonly (string | null)[], rotatesTo: (stationId: string) => string | null): string[] {
  const path: string[] = [];
  let at = start;
  for (const station of held) {
    at = station ?? rotatesTo(at) ?? at;
    path.push(at);
  }
  return path;
}
