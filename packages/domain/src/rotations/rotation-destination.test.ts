import { describe, it, expect } from 'vitest';
import { findRuleUsingDestination, hasSameHandedness, isOfferedDestination } from './rotation-destination.ts';

const station = (id: string, line_number: number | null, is_right_handed: boolean | null = null) => ({ id, line_number, is_right_handed });

describe('isOfferedDestination', () => {
  it('offers stations on the same line and stations without a line', () => {
    expect(isOfferedDestination(station('a', 2), station('b', 2))).toBe(true);
    expect(isOfferedDestination(station('a', 2), station('b', null))).toBe(true);
  });

  it('does not offer stations on another line', () => {
    expect(isOfferedDestination(station('a', 2), station('b', 3))).toBe(false);
  });

  it('offers only line-less stations to a source without a line', () => {
    expect(isOfferedDestination(station('a', null), station('b', null))).toBe(true);
    expect(isOfferedDestination(station('a', null), station('b', 1))).toBe(false);
  });

  it('never offers the source station itself', () => {
    expect(isOfferedDestination(station('a', 1), station('a', 1))).toBe(false);
  });
});

describe('findRuleUsingDestination', () => {
  const rules = [
    { id: 'r1', from_station_id: 's1', to_station_id: 's2' },
    { id: 'r2', from_station_id: 's3', to_station_id: 's4' },
  ];

  it('finds the rule already sending someone to the destination', () => {
    expect(findRuleUsingDestination(rules, 's4')?.id).toBe('r2');
  });

  it('ignores the rule being edited', () => {
    expect(findRuleUsingDestination(rules, 's4', 'r2')).toBeNull();
    expect(findRuleUsingDestination(rules, 's4', 'r1')?.id).toBe('r2');
  });

  it('is null for a free destination or no rules', () => {
    expect(findRuleUsingDestination(rules, 's9')).toBeNull();
    expect(findRuleUsingDestination([], 's2')).toBeNull();
  });
});

describe('hasSameHandedness', () => {
  it('is true when both stations are right-handed or both left-handed', () => {
    expect(hasSameHandedness(station('a', 1, true), station('b', 1, true))).toBe(true);
    expect(hasSameHandedness(station('a', 1, false), station('b', 1, false))).toBe(true);
  });

  it('is false when the hands differ or either is unset', () => {
    expect(hasSameHandedness(station('a', 1, true), station('b', 1, false))).toBe(false);
    expect(hasSameHandedness(station('a', 1, null), station('b', 1, null))).toBe(false);
    expect(hasSameHandedness(station('a', 1, true), station('b', 1, null))).toBe(false);
  });
});
