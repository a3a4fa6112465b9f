import { describe, it, expect } from 'vitest';
import { isValidTimeZone } from '../quarters/local-time.ts';
import { TIMEZONE_GROUPS, fulfillmentCenterCreateSchema, fulfillmentCenterUpdateSchema } from './fulfillment-center-input.ts';

const messages = (input: unknown) => fulfillmentCenterCreateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('fulfillmentCenterCreateSchema', () => {
  it('uppercases and trims the code, trims the name and defaults the time zone', () => {
    expect(fulfillmentCenterCreateSchema.parse({ name: ' Spokane ', code: ' geg1 ' })).toEqual({
      name: 'Spokane',
      code: 'GEG1',
      timezone: 'America/Los_Angeles',
    });
  });

  it('requires both name and code with one message', () => {
    expect(messages({ name: '', code: 'GEG1' })).toEqual(['Name and code are required']);
    expect(messages({ name: 'Spokane', code: '  ' })).toEqual(['Name and code are required']);
    expect(messages({})).toEqual(['Name and code are required', 'Name and code are required']);
  });

  it('accepts a code of exactly 10 characters and refuses 11', () => {
    expect(fulfillmentCenterCreateSchema.parse({ name: 'X', code: 'abcdefghij' }).code).toBe('ABCDEFGHIJ');
    expect(messages({ name: 'X', code: 'abcdefghijk' })).toEqual(['Code must be at most 10 characters']);
  });

  it('turns blank location and address into null', () => {
    expect(fulfillmentCenterCreateSchema.parse({ name: 'X', code: 'Y', location: ' ', address: '' })).toMatchObject({ location: null, address: null });
  });

  it('accepts any known time zone and refuses unknown ones', () => {
    expect(fulfillmentCenterCreateSchema.parse({ name: 'X', code: 'Y', timezone: 'Asia/Kathmandu' }).timezone).toBe('Asia/Kathmandu');
    expect(messages({ name: 'X', code: 'Y', timezone: 'Mars/Base' })).toEqual(['Choose a valid time zone']);
  });
});

describe('fulfillmentCenterUpdateSchema', () => {
  it('accepts only the active flag without filling in a time zone', () => {
    expect(fulfillmentCenterUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });

  it('still uppercases a code that is sent', () => {
    expect(fulfillmentCenterUpdateSchema.parse({ code: 'geg2' })).toEqual({ code: 'GEG2' });
  });
});

describe('TIMEZONE_GROUPS', () => {
  const zones = TIMEZONE_GROUPS.flatMap((g) => g.zones.map((z) => z.value));

  it('uses the spec’s groups in order', () => {
    expect(TIMEZONE_GROUPS.map((g) => g.label)).toEqual([
      'United States',
      'Canada',
      'Europe',
      'Asia Pacific',
      'Australia & New Zealand',
      'South America',
      'Africa',
      'Other',
    ]);
  });

  it('offers about 40 distinct zones, all known to the runtime, including the default and UTC', () => {
    expect(zones.length).toBeGreaterThanOrEqual(35);
    expect(zones.length).toBeLessThanOrEqual(50);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.filter((zone) => !isValidTimeZone(zone))).toEqual([]);
    expect(zones).toContain('America/Los_Angeles');
    expect(zones).toContain('UTC');
  });
});
