import { describe, it, expect } from 'vitest';
import { indirectLimitLabel, isOverIndirectLimit, weekIndirectHours } from './indirect-hours.ts';

describe('indirect hours limit', () => {
  it('flags more than 20 hours as Over Limit', () => {
    expect(isOverIndirectLimit(20.25)).toBe(true);
    expect(indirectLimitLabel(32)).toBe('Over Limit');
  });

  it('keeps exactly 20 hours Within Limit', () => {
    expect(isOverIndirectLimit(20)).toBe(false);
    expect(indirectLimitLabel(20)).toBe('Within Limit');
  });

  it('keeps no hours Within Limit', () => {
    expect(indirectLimitLabel(0)).toBe('Within Limit');
  });
});

describe("the week's indirect hours", () => {
  it('adds the hours still planned to the hours worked, so a plan over the limit is flagged before it happens', () => {
    const week = weekIndirectHours({ hours_worked: 12.5, hours_planned: 9.75 });
    expect(week).toBe(22.25);
    expect(isOverIndirectLimit(week)).toBe(true);
  });

  it('keeps two decimals, as the server rounds them', () => {
    expect(weekIndirectHours({ hours_worked: 0.1, hours_planned: 0.2 })).toBe(0.3);
  });
});
