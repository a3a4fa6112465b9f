import { describe, it, expect } from 'vitest';
import { dateSchema } from './id.ts';

describe('dateSchema', () => {
  it('accepts real dates from 2000-01-01 to 2099-12-31, both ends included', () => {
    for (const date of ['2000-01-01', '2026-11-22', '2028-02-29', '2099-12-31']) expect(dateSchema.parse(date)).toBe(date);
  });

  it('refuses years outside that range with a message naming it', () => {
    for (const date of ['0000-01-01', '0999-12-31', '1999-12-31', '2100-01-01', '9999-12-31']) {
      expect(dateSchema.safeParse(date).error?.issues[0]?.message).toBe('Enter a date from 2000-01-01 to 2099-12-31');
    }
  });

  it('refuses dates that are not on the calendar or not YYYY-MM-DD', () => {
    for (const date of ['2026-02-29', '2026-13-01', '22/11/2026', '10000-01-01', '2026-11-22T00:00:00Z'])
      expect(dateSchema.safeParse(date).success).toBe(false);
  });
});
