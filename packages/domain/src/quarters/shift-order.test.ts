import { describe, expect, it } from 'vitest';
import { laterQuartersInShift, previousQuarterInShift } from './shift-order.ts';

const q = (n: number, shift: string, start: string) => ({
  id: `q${n}`,
  quarter_name: `Q${n}`,
  quarter_number: n,
  start_time: start,
  end_time: start,
  is_active: false,
  shift,
});

const quarters = [q(6, 'back_half_day', '20:45:00'), q(1, 'front_half_day', '07:00:00'), q(8, 'back_half_day', '02:15:00'), q(2, 'front_half_day', '09:45:00'), q(7, 'back_half_day', '23:30:00'), q(5, 'back_half_day', '18:00:00')];

describe('shift order', () => {
  it('follows quarter numbers within the shift, across midnight', () => {
    expect(laterQuartersInShift(quarters, q(6, 'back_half_day', '')).map((x) => x.id)).toEqual(['q7', 'q8']);
    expect(previousQuarterInShift(quarters, q(8, 'back_half_day', ''))?.id).toBe('q7');
  });

  it('never crosses into the other shift', () => {
    expect(laterQuartersInShift(quarters, q(2, 'front_half_day', ''))).toEqual([]);
    expect(previousQuarterInShift(quarters, q(5, 'back_half_day', ''))).toBeNull();
    expect(previousQuarterInShift(quarters, q(1, 'front_half_day', ''))).toBeNull();
  });
});
