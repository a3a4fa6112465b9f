/**
 * What a pasted cell names (issue 27, decision 146): a person's login, badge number or name.
 * A login or a badge number names one person, so it wins; a name may name several, and then
 * the cell is ambiguous rather than guessed.
 */
import { normalizedName } from '../employees/exact-name.ts';

export type PastablePerson = { id: string; name: string; employee_id: string | null; badge_barcode_id: number | null };

export type PastedValue<P> = { kind: 'empty' } | { kind: 'person'; person: P } | { kind: 'unknown' } | { kind: 'ambiguous' };

/** A cell as typed or copied from a spreadsheet: outer spaces do not count. */
export function isEmptyPastedValue(value: string): boolean {
  return value.trim() === '';
}

/** Finds the people a pasted value names among a center's active people, built once per paste. */
export function pastedValueResolver<P extends PastablePerson>(people: readonly P[]): (value: string) => PastedValue<P> {
  const byIdentifier = new Map<string, P[]>();
  const byName = new Map<string, P[]>();
  const add = (index: Map<string, P[]>, key: string, person: P) => {
    const list = index.get(key) ?? [];
    if (!list.includes(person)) list.push(person);
    index.set(key, list);
  };
  for (const person of people) {
    if (person.employee_id) add(byIdentifier, person.employee_id.trim().toLowerCase(), person);
    if (person.badge_barcode_id !== null) add(byIdentifier, String(person.badge_barcode_id), person);
    add(byName, normalizedName(person.name), person);
  }
  const answer = (found: readonly P[] | undefined): PastedValue<P> | null => {
    if (!found || found.length === 0) return null;
    return found.length === 1 ? { kind: 'person', person: found[0]! } : { kind: 'ambiguous' };
  };
  return (value) => {
    if (isEmptyPastedValue(value)) return { kind: 'empty' };
    const trimmed = value.trim();
    const identifier = /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed.toLowerCase();
    return (
      answer(byIdentifier.get(identifier)) ??
      answer(byIdentifier.get(trimmed.toLowerCase())) ??
      answer(byName.get(normalizedName(trimmed))) ?? { kind: 'unknown' }
    );
  };
}
