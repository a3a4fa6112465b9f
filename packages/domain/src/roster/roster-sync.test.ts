import { describe, expect, it } from 'vitest';
import { rosterSyncDiff, type CurrentPerson, type IncomingPerson } from './roster-sync.ts';

const current = (uid: number, name: string, more: Partial<CurrentPerson> = {}): CurrentPerson => ({
  id: `id-${uid}`,
  employee_uid: uid,
  name,
  employee_id: null,
  badge_barcode_id: null,
  is_active: true,
  shift_pattern: null,
  work_days: [],
  shift: null,
  pattern_starts_on: null,
  pattern_ends_on: null,
  ...more,
});

const incoming = (uid: number, name: string, more: Partial<IncomingPerson> = {}): IncomingPerson => ({ employee_uid: uid, name, is_active: true, ...more });

describe('rosterSyncDiff', () => {
  it('creates the new UIDs, updates the changed fields, deactivates the active people not listed and counts the rest', () => {
    const diff = rosterSyncDiff(
      [current(1, 'Ann Lee'), current(2, 'Bob Kim', { badge_barcode_id: 22 }), current(3, 'Cid Moss'), current(4, 'Dee Gone', { is_active: false })],
      [incoming(1, 'Ann Lee'), incoming(2, 'Bob Kim', { badge_barcode_id: 23 }), incoming(5, 'Eve New', { shift_pattern: 'FHD' })],
    );
    expect(diff.created).toEqual([
      {
        employee_uid: 5,
        name: 'Eve New',
        employee_id: null,
        badge_barcode_id: null,
        is_active: true,
        shift_pattern: 'FHD',
        work_days: [0, 1, 2, 3],
        shift: 'day',
        pattern_starts_on: null,
        pattern_ends_on: null,
      },
    ]);
    expect(diff.updated).toEqual([{ id: 'id-2', employee_uid: 2, name: 'Bob Kim', changes: { badge_barcode_id: { from: 22, to: 23 } } }]);
    expect(diff.deactivated).toEqual([{ id: 'id-3', employee_uid: 3, name: 'Cid Moss' }]);
    // Ann as she was, and Dee, already inactive and not listed.
    expect(diff.unchanged).toBe(2);
  });

  it("keeps a person's pattern when the list sends none, and compares the preset written out when it does", () => {
    const fhd = { shift_pattern: 'FHD' as const, work_days: [0, 1, 2, 3], shift: 'day' as const };
    const diff = rosterSyncDiff(
      [current(1, 'Ann Lee', fhd), current(2, 'Bob Kim', fhd)],
      [incoming(1, 'Ann Lee'), incoming(2, 'Bob Kim', { shift_pattern: 'BHN' })],
    );
    expect(diff.unchanged).toBe(1);
    expect(diff.updated[0]!.changes).toEqual({
      shift_pattern: { from: 'FHD', to: 'BHN' },
      work_days: { from: [0, 1, 2, 3], to: [3, 4, 5, 6] },
      shift: { from: 'day', to: 'night' },
    });
  });

  it('updates a listed person marked inactive, and reactivates one listed again', () => {
    const diff = rosterSyncDiff(
      [current(1, 'Ann Lee'), current(2, 'Bob Kim', { is_active: false })],
      [incoming(1, 'Ann Lee', { is_active: false }), incoming(2, 'Bob Kim')],
    );
    expect(diff.updated.map((u) => u.changes)).toEqual([{ is_active: { from: true, to: false } }, { is_active: { from: false, to: true } }]);
    expect(diff.deactivated).toEqual([]);
  });
});
