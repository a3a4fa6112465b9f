import { describe, it, expect } from 'vitest';
import { indirectLimitLabel, isOverIndirectLimit } from './indirect-hours.ts';

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
