import { describe, expect, it } from 'vitest';
import type { LocalDateTime } from './local-time.ts';
import { hasOccurrenceBegun, hasOccurrenceEnded, isOccurrenceRunning } from './occurrence-span.ts';

const day = { quarter: { start_time: '07:00:00', end_time: '09:30:00' }, date: '2026-11-23' };
const night = { quarter: { start_time: '23:30:00', end_time: '02:00:00' }, date: '2026-11-23' };
const at = (date: string, hours: number, minutes = 0): LocalDateTime => ({ date, minutes: hours * 60 + minutes, weekday: 1 });

describe('an occurrence against the clock', () => {
  it('runs from its start to the minute before its end', () => {
    expect(isOccurrenceRunning(day, at('2026-11-23', 6, 59))).toBe(false);
    expect(isOccurrenceRunning(day, at('2026-11-23', 7))).toBe(true);
    expect(isOccurrenceRunning(day, at('2026-11-23', 9, 29))).toBe(true);
    expect(isOccurrenceRunning(day, at('2026-11-23', 9, 30))).toBe(false);
  });

  it('has ended at its end minute, and on every later date', () => {
    expect(hasOccurrenceEnded(day, at('2026-11-23', 9, 29))).toBe(false);
    expect(hasOccurrenceEnded(day, at('2026-11-23', 9, 30))).toBe(true);
    expect(hasOccurrenceEnded(day, at('2026-11-24', 6))).toBe(true);
    expect(hasOccurrenceEnded(day, at('2026-11-22', 12))).toBe(false);
  });

  it('has begun from its start minute on, ended or not', () => {
    expect(hasOccurrenceBegun(day, at('2026-11-23', 6, 59))).toBe(false);
    expect(hasOccurrenceBegun(day, at('2026-11-23', 7))).toBe(true);
    expect(hasOccurrenceBegun(day, at('2026-11-24', 6))).toBe(true);
    expect(hasOccurrenceBegun(night, at('2026-11-23', 23, 29))).toBe(false);
    expect(hasOccurrenceBegun(night, at('2026-11-24', 1))).toBe(true);
  });

  it('follows an overnight quarter past midnight', () => {
    expect(isOccurrenceRunning(night, at('2026-11-24', 1, 30))).toBe(true);
    expect(hasOccurrenceEnded(night, at('2026-11-24', 1, 59))).toBe(false);
    expect(hasOccurrenceEnded(night, at('2026-11-24', 2))).toBe(true);
  });
});
