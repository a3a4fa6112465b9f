import { describe, expect, it } from 'vitest';
import { personLabels } from './person-labels.ts';

const person = (id: string, name: string, employee_id: string | null = null, badge_barcode_id: number | null = null) => ({
  id,
  name,
  employee_id,
  badge_barcode_id,
});

describe('personLabels', () => {
  it('names each person by name alone when no one else in the list shares it', () => {
    const labels = personLabels([person('a', 'Ava Ibrahim', 'ibrava'), person('b', 'Ben Ortiz', 'ortben')]);
    expect([...labels.values()]).toEqual(['Ava Ibrahim', 'Ben Ortiz']);
  });

  it('adds the login to people who share a name, whatever its case and spacing', () => {
    const labels = personLabels([person('a', 'Ava Ibrahim', 'ibrava'), person('b', 'ava ibrahim ', 'ibrav2'), person('c', 'Ben Ortiz', 'ortben')]);
    expect(labels.get('a')).toBe('Ava Ibrahim (ibrava)');
    expect(labels.get('b')).toBe('ava ibrahim (ibrav2)');
    expect(labels.get('c')).toBe('Ben Ortiz');
  });

  it('falls back to the badge number without a login, and to the name without either', () => {
    const labels = personLabels([person('a', 'Ava Ibrahim', null, 4711), person('b', 'Ava Ibrahim')]);
    expect(labels.get('a')).toBe('Ava Ibrahim (badge 4711)');
    expect(labels.get('b')).toBe('Ava Ibrahim');
  });
});
