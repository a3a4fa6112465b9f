import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { stationCreateSchema, stationPositionSchema, stationPutSchema, stationUpdateSchema } from './station.ts';

const TYPE_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const messages = (input: unknown) => stationCreateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('stationCreateSchema', () => {
  it('trims the code and defaults manual to false and hand to unset', () => {
    expect(stationCreateSchema.parse({ station_code: ' 1-01 ', station_type_id: TYPE_ID })).toEqual({
      station_code: '1-01',
      station_type_id: TYPE_ID,
      is_manual: false,
      is_right_handed: null,
    });
  });

  it('requires the code and the station type with one message', () => {
    expect(messages({ station_code: '  ', station_type_id: TYPE_ID })).toEqual(['Please fill in all required fields']);
    expect(messages({ station_code: '1-01', station_type_id: '' })).toEqual(['Please fill in all required fields']);
    expect(messages({})).toEqual(['Please fill in all required fields', 'Please fill in all required fields']);
  });

  it('accepts lines 1 to 4, no line, and a cleared line', () => {
    expect(stationCreateSchema.parse({ station_code: 'A', station_type_id: TYPE_ID, line_number: 1 }).line_number).toBe(1);
    expect(stationCreateSchema.parse({ station_code: 'A', station_type_id: TYPE_ID, line_number: '4' }).line_number).toBe(4);
    expect(stationCreateSchema.parse({ station_code: 'A', station_type_id: TYPE_ID, line_number: '' }).line_number).toBeNull();
    expect(stationCreateSchema.parse({ station_code: 'A', station_type_id: TYPE_ID }).line_number).toBeUndefined();
  });

  it('refuses lines outside 1 to 4', () => {
    for (const bad of [0, 5, 2.5]) {
      expect(messages({ station_code: 'A', station_type_id: TYPE_ID, line_number: bad })).toEqual(['Line number must be between 1 and 4']);
    }
  });

  it('keeps the hand used as right, left or unset', () => {
    for (const hand of [true, false, null]) {
      expect(stationCreateSchema.parse({ station_code: 'A', station_type_id: TYPE_ID, is_right_handed: hand }).is_right_handed).toBe(hand);
    }
  });
});

describe('stationUpdateSchema', () => {
  it('changes only the fields sent', () => {
    expect(stationUpdateSchema.parse({ is_manual: true })).toEqual({ is_manual: true });
  });

  it('still refuses a blank code when one is sent', () => {
    expect(stationUpdateSchema.safeParse({ station_code: '' }).success).toBe(false);
  });
});

describe('stationPositionSchema', () => {
  it('accepts whole-number coordinates or both null', () => {
    expect(stationPositionSchema.parse({ position_x: 120, position_y: 300 })).toEqual({ position_x: 120, position_y: 300 });
    expect(stationPositionSchema.parse({ position_x: null, position_y: null })).toEqual({ position_x: null, position_y: null });
  });

  it('refuses fractions and a half-cleared position', () => {
    expect(stationPositionSchema.safeParse({ position_x: 1.5, position_y: 3 }).success).toBe(false);
    expect(stationPositionSchema.safeParse({ position_x: null, position_y: 3 }).success).toBe(false);
  });
});

describe('the coordinates a station may be stored at (decision 085)', () => {
  const issues = (input: unknown) => stationPutSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('accepts the band from 50 to 9950 and refuses a coordinate outside it, naming the field', () => {
    expect(issues({ position_x: 50, position_y: 9950 })).toEqual([]);
    expect(issues({ position_x: 49, position_y: 300 })).toEqual([`position_x: ${MESSAGES.stationPositionOutOfRange}`]);
    expect(issues({ position_x: 300, position_y: 9951 })).toEqual([`position_y: ${MESSAGES.stationPositionOutOfRange}`]);
    expect(MESSAGES.stationPositionOutOfRange).toBe('Position must be a whole number from 50 to 9950');
  });

  it('refuses text and non-finite numbers as coordinates', () => {
    expect(issues({ position_x: '300', position_y: 300 })).toEqual([`position_x: ${MESSAGES.stationPositionOutOfRange}`]);
    expect(issues({ position_x: 300, position_y: Number.NaN })).toEqual([`position_y: ${MESSAGES.stationPositionOutOfRange}`]);
    expect(issues({ position_x: Number.POSITIVE_INFINITY, position_y: 300 })).toEqual([`position_x: ${MESSAGES.stationPositionOutOfRange}`]);
  });

  it('names the coordinate missing or null beside a number as half-placing the station', () => {
    expect(issues({ position_x: 300, position_y: null })).toEqual([`position_y: ${MESSAGES.stationPositionHalfGiven}`]);
    expect(issues({ position_x: null, position_y: 300 })).toEqual([`position_x: ${MESSAGES.stationPositionHalfGiven}`]);
    expect(issues({ position_x: 300 })).toEqual([`position_y: ${MESSAGES.stationPositionHalfGiven}`]);
    expect(issues({ position_x: null })).toEqual([`position_y: ${MESSAGES.stationPositionHalfGiven}`]);
  });

  it("lets the Stations tab's edits leave the position alone", () => {
    expect(stationPutSchema.parse({ station_code: '1-01' })).toEqual({ station_code: '1-01' });
  });
});
