import { describe, expect, it } from 'vitest';
import { hasExactNameMatch } from './exact-name.ts';

describe('hasExactNameMatch', () => {
  it('is false for a near name, so Create is still offered for "Jon Smith" beside "John Smith"', () => {
    expect(hasExactNameMatch([{ name: 'John Smith' }], 'Jon Smith')).toBe(false);
    expect(hasExactNameMatch([{ name: 'John Smith' }], 'John')).toBe(false);
  });

  it('is true for the same name whatever the case and spacing', () => {
    expect(hasExactNameMatch([{ name: 'Ann Lee' }, { name: 'John  Smith' }], '  john smith ')).toBe(true);
  });

  it('is false for a blank term and an empty list', () => {
    expect(hasExactNameMatch([{ name: 'Ann Lee' }], '  ')).toBe(false);
    expect(hasExactNameMatch([], 'Ann Lee')).toBe(false);
  });
});
