import { describe, expect, it } from 'vitest';
import { findOverlappingQuarters, findQuarterOverlapping } from './overlapping-quarters.ts';

const q = (n: number, start: string, end: string) => ({
  id: `q${n}`,
  quarter_name: `Q${n}`,
  quarter_number: n,
  start_time: start,
  end_time: end,
  is_active: false,
});

describe('findOverlappingQuarters', () => {
  it('finds quarters whose times overlap, in number order', () => {
    const pairs = findOverlappingQuarters([q(2, '09:00:00', '11:00:00'), q(1, '07:00:00', '09:30:00'), q(3, '12:00:00', '13:00:00')]);
    expect(pairs.map(([a, b]) => [a.id, b.id])).toEqual([['q1', 'q2']]);
  });

  it('does not count back-to-back quarters', () => {
    expect(findOverlappingQuarters([q(1, '07:00:00', '09:00:00'), q(2, '09:00:00', '11:00:00')])).toEqual([]);
  });

  it('sees an overnight quarter overlap one after midnight, and one inside another', () => {
    expect(findOverlappingQuarters([q(7, '23:30:00', '02:00:00'), q(8, '01:45:00', '04:00:00')])).toHaveLength(1);
    expect(findOverlappingQuarters([q(1, '06:00:00', '18:00:00'), q(2, '09:00:00', '10:00:00')])).toHaveLength(1);
    expect(findOverlappingQuarters([])).toEqual([]);
  });
});

describe('findQuarterOverlapping', () => {
  const demo = [q(2, '09:45:00', '12:00:00'), q(1, '07:00:00', '09:30:00'), q(7, '23:30:00', '02:00:00'), q(8, '02:15:00', '04:30:00')];

  it('names the first quarter by number that the times would overlap', () => {
    expect(findQuarterOverlapping({ start_time: '05:00:00', end_time: '04:00:00' }, demo)?.id).toBe('q1');
    expect(findQuarterOverlapping({ start_time: '11:00:00', end_time: '13:00:00' }, demo)?.id).toBe('q2');
  });

  it('sees overlaps across midnight, both ways', () => {
    expect(findQuarterOverlapping({ start_time: '01:00:00', end_time: '02:10:00' }, demo)?.id).toBe('q7');
    expect(findQuarterOverlapping({ start_time: '22:00:00', end_time: '23:45:00' }, demo)?.id).toBe('q7');
  });

  it('lets quarters meet end to start, and fit into a gap', () => {
    expect(findQuarterOverlapping({ start_time: '12:00:00', end_time: '14:00:00' }, demo)).toBeNull();
    expect(findQuarterOverlapping({ start_time: '04:30:00', end_time: '07:00:00' }, demo)).toBeNull();
    expect(findQuarterOverlapping({ start_time: '02:00:00', end_time: '02:15:00' }, demo)).toBeNull();
  });
});
