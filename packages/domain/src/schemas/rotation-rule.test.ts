import { describe, it, expect } from 'vitest';
import { rotationRuleCreateSchema, rotationRuleUpdateSchema } from './rotation-rule.ts';

const FROM = '1a2b3c4d-1111-4aaa-8bbb-0123456789ab';
const TO = '1a2b3c4d-2222-4aaa-8bbb-0123456789ab';

describe('rotationRuleCreateSchema', () => {
  it('accepts a source, a destination and a line', () => {
    expect(rotationRuleCreateSchema.parse({ from_station_id: FROM, to_station_id: TO, line_number: 2 })).toEqual({
      from_station_id: FROM,
      to_station_id: TO,
      line_number: 2,
    });
  });

  it('accepts a rule for stations without a line', () => {
    expect(rotationRuleCreateSchema.parse({ from_station_id: FROM, to_station_id: TO, line_number: null }).line_number).toBeNull();
  });

  it('requires a destination', () => {
    for (const bad of ['', undefined]) {
      expect(rotationRuleCreateSchema.safeParse({ from_station_id: FROM, to_station_id: bad }).error?.issues[0]?.message).toBe(
        'Please select a destination station',
      );
    }
  });

  it('refuses a line outside 1 to 4', () => {
    expect(rotationRuleCreateSchema.safeParse({ from_station_id: FROM, to_station_id: TO, line_number: 5 }).success).toBe(false);
  });
});

describe('rotationRuleUpdateSchema', () => {
  it('changes the destination and line only', () => {
    expect(rotationRuleUpdateSchema.parse({ from_station_id: FROM, to_station_id: TO, line_number: 1 })).toEqual({ to_station_id: TO, line_number: 1 });
  });
});
