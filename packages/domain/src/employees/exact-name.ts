/** A name as two people would compare it aloud: case, outer and repeated spaces do not count. */
export function normalizedName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Issue 25: the popover offers 'Create "<term>"' unless a result is exactly the typed name, so
 * a new "Jon Smith" can be made while the search also finds "John Smith".
 */
export function hasExactNameMatch(people: readonly { name: string }[], term: string): boolean {
  const wanted = normalizedName(term);
  return wanted !== '' && people.some((person) => normalizedName(person.name) === wanted);
}
