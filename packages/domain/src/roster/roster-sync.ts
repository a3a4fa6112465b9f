/**
 * Issue 30 (decision 169): the HR system's roster sync. The HR system sends its whole list of a
 * center's people, keyed by employee UID; what changes is worked out here, once, for the dry
 * run's answer and for the write alike. People the list does not name are deactivated, but only
 * those the HR system can know: people with a UID. Someone added on the floor without one (the
 * map's Create & Assign) is not HR's to remove.
 */
import { storedShiftPattern, type ShiftPatternInput, type StoredShiftPattern } from './shift-pattern-presets.ts';

/** What the sync keeps of a person: the fields HR owns. */
export type SyncedFields = {
  name: string;
  employee_id: string | null;
  badge_barcode_id: number | null;
  is_active: boolean;
} & Partial<StoredShiftPattern & { pattern_starts_on: string | null; pattern_ends_on: string | null }>;

/** A person of the HR list, as the request's schema reads it. */
export type IncomingPerson = ShiftPatternInput & {
  employee_uid: number;
  name: string;
  employee_id?: string | null;
  badge_barcode_id?: number | null;
  is_active: boolean;
};

/** A person of the center as it stands: its row id and the fields HR owns, pattern included. */
export type CurrentPerson = { id: string; employee_uid: number } & Required<SyncedFields>;

export type FieldChange = { from: unknown; to: unknown };

export type RosterSyncDiff = {
  created: ({ employee_uid: number } & SyncedFields)[];
  updated: { id: string; employee_uid: number; name: string; changes: Record<string, FieldChange> }[];
  deactivated: { id: string; employee_uid: number; name: string }[];
  unchanged: number;
};

/** The fields of an incoming person as a row keeps them; the pattern only when the person sends one. */
export function syncedFieldsOf(person: IncomingPerson): SyncedFields {
  const pattern = storedShiftPattern(person);
  return {
    name: person.name,
    employee_id: person.employee_id ?? null,
    badge_barcode_id: person.badge_barcode_id ?? null,
    is_active: person.is_active,
    ...(pattern && { ...pattern, pattern_starts_on: person.pattern_starts_on ?? null, pattern_ends_on: person.pattern_ends_on ?? null }),
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each field the incoming person sets to another value than the current one has, with both. */
function changesOf(current: CurrentPerson, wanted: SyncedFields): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, to] of Object.entries(wanted)) {
    const from = current[field as keyof SyncedFields];
    if (!sameValue(from, to)) changes[field] = { from, to };
  }
  return changes;
}

/** What applying `incoming` to the center's `current` people creates, updates, deactivates and leaves. */
export function rosterSyncDiff(current: readonly CurrentPerson[], incoming: readonly IncomingPerson[]): RosterSyncDiff {
  const byUid = new Map(current.map((person) => [person.employee_uid, person]));
  const diff: RosterSyncDiff = { created: [], updated: [], deactivated: [], unchanged: 0 };
  const listed = new Set<number>();
  for (const person of incoming) {
    listed.add(person.employee_uid);
    const wanted = syncedFieldsOf(person);
    const before = byUid.get(person.employee_uid);
    if (!before) {
      diff.created.push({ employee_uid: person.employee_uid, ...wanted });
      continue;
    }
    const changes = changesOf(before, wanted);
    if (Object.keys(changes).length === 0) diff.unchanged += 1;
    else diff.updated.push({ id: before.id, employee_uid: person.employee_uid, name: wanted.name, changes });
  }
  for (const person of current) {
    if (listed.has(person.employee_uid)) continue;
    if (person.is_active) diff.deactivated.push({ id: person.id, employee_uid: person.employee_uid, name: person.name });
    else diff.unchanged += 1;
  }
  return diff;
}
