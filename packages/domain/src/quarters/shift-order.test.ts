import { describe, expect, it } from 'vitest';
import { laterOccurrencesInShift, laterQuartersInShift, previousOccurrenceInShift, previousQuarterInShift, sortInShiftOrder } from './shift-order.ts';

const q = (n: number, shift: string, start: string) => ({
  id: `q${n}`,
  quarter_name: `Q${n}`,
  quarter_number: n,
  start_time: start,
  end_time: start,
  is_active: false,
  shift,
});

const quarters = [
  q(6, 'back_half_day', '20:45:00'),
  q(1, 'front_half_day', '07:00:00'),
  q(8, 'back_half_day', '02:15:00'),
  q(2, 'front_half_day', '09:45:00'),
  q(7, 'back_half_day', '23:30:00'),
  q(5, 'back_half_day', '18:00:00'),
];

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

describe('sortInShiftOrder', () => {
  it('lists the day shift, then the night shift, each by quarter number', () => {
    expect(sortInShiftOrder(quarters).map((x) => x.quarter_name)).toEqual(['Q1', 'Q2', 'Q5', 'Q6', 'Q7', 'Q8']);
  });

  it('puts overnight and weekend after them and an unknown shift last', () => {
    const mixed = [q(4, 'mystery', '01:00:00'), q(3, 'weekend', '08:00:00'), q(9, 'overnight', '22:00:00'), q(1, 'back_half_day', '18:00:00')];
    expect(sortInShiftOrder(mixed).map((x) => x.shift)).toEqual(['back_half_day', 'overnight', 'weekend', 'mystery']);
  });

  it('leaves the given list as it was', () => {
    const before = quarters.map((x) => x.id);
    sortInShiftOrder(quarters);
    expect(quarters.map((x) => x.id)).toEqual(before);
  });
});

describe('shift occurrences across midnight', () => {
  const night = (n: number, start: string, end: string) => ({
    id: `q${n}`,
    quarter_name: `Q${n}`,
    quarter_number: n,
    start_time: `${start}:00`,
    end_time: `${end}:00`,
    is_active: false,
    shift: 'back_half_day',
  });
  const shift = [night(5, '18:00', '20:30'), night(6, '20:30', '23:30'), night(7, '23:30', '02:00'), night(8, '02:00', '04:30')];

  it('puts the later quarters of a night shift on the date each one starts', () => {
    expect(laterOccurrencesInShift(shift, { quarter: shift[1]!, date: '2026-11-23' }).map((o) => [o.quarter.id, o.date])).toEqual([
      ['q7', '2026-11-23'],
      ['q8', '2026-11-24'],
    ]);
  });

  it('looks back from after midnight to the quarter of the evening before', () => {
    expect(previousOccurrenceInShift(shift, { quarter: shift[3]!, date: '2026-11-24' })).toEqual({ quarter: shift[2], date: '2026-11-23' });
    expect(previousOccurrenceInShift(shift, { quarter: shift[0]!, date: '2026-11-23' })).toBeNull();
  });
});
