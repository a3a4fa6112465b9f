/** What tells one person of a list from another. */
export type LabelledPerson = { id: string; name: string; employee_id: string | null; badge_barcode_id?: number | null };

const sameName = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * How a list names each person (decision 122): the name alone, or, where two people of the
 * list share it, the name with their login (their badge number when they have no login), so
 * a screen reader hears which of them a button assigns.
 */
export function personLabels(people: readonly LabelledPerson[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const person of people) counts.set(sameName(person.name), (counts.get(sameName(person.name)) ?? 0) + 1);
  return new Map(
    people.map((person) => {
      const tellApart = person.employee_id ?? (person.badge_barcode_id != null ? `badge ${person.badge_barcode_id}` : null);
      const isShared = (counts.get(sameName(person.name)) ?? 0) > 1;
      return [person.id, isShared && tellApart ? `${person.name.trim()} (${tellApart})` : person.name];
    }),
  );
}
