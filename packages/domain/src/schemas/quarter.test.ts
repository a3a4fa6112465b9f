import { describe, it, expect } from 'vitest';
import { defaultQuarterNumber, quarterInputSchema, quarterUpdateSchema, shiftLabel } from './quarter.ts';

const valid = { quarter_name: 'Q1', quarter_number: 1, start_time: '06:00', end_time: '08:00', shift: 'front_half_day' };
const messages = (input: unknown) => quarterInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('quarterInputSchema', () => {
  it('appends :00 to HH:MM times and keeps HH:MM:SS times', () => {
    expect(quarterInputSchema.parse(valid)).toMatchObject({ start_time: '06:00:00', end_time: '08:00:00' });
    expect(quarterInputSchema.parse({ ...valid, start_time: '06:00:00' }).start_time).toBe('06:00:00');
  });

  it('trims the name and defaults the number to 1', () => {
    const { quarter_number: _omitted, ...withoutNumber } = valid;
    expect(quarterInputSchema.parse({ ...withoutNumber, quarter_name: '  Q1 ' })).toMatchObject({ quarter_name: 'Q1', quarter_number: 1 });
  });

  it('requires name, start, end and shift with one message', () => {
    for (const field of ['quarter_name', 'start_time', 'end_time', 'shift']) {
      expect(messages({ ...valid, [field]: '' })).toEqual(['Please fill in all required fields']);
      expect(messages({ ...valid, [field]: undefined })).toEqual(['Please fill in all required fields']);
    }
  });

  it('accepts quarter numbers from 1 to 20 and refuses others', () => {
    expect(quarterInputSchema.parse({ ...valid, quarter_number: 20 }).quarter_number).toBe(20);
    expect(quarterInputSchema.parse({ ...valid, quarter_number: '3' }).quarter_number).toBe(3);
    for (const bad of [0, 21, 1.5]) expect(messages({ ...valid, quarter_number: bad })).toEqual(['Quarter number must be between 1 and 20']);
  });

  it('refuses a time that is not a time of day', () => {
    expect(messages({ ...valid, end_time: '24:00' })).toEqual(['Enter a time as HH:MM']);
    expect(messages({ ...valid, start_time: '6am' })).toEqual(['Enter a time as HH:MM']);
  });

  it('accepts an overnight quarter whose end is earlier than its start', () => {
    expect(quarterInputSchema.parse({ ...valid, start_time: '22:00', end_time: '02:00', shift: 'back_half_day' })).toMatchObject({
      start_time: '22:00:00',
      end_time: '02:00:00',
    });
  });

  it('accepts a quarter of 16 hours and refuses a longer one, such as 05:00–04:00 (decision 136)', () => {
    expect(quarterInputSchema.parse({ ...valid, start_time: '05:00', end_time: '21:00' }).end_time).toBe('21:00:00');
    expect(quarterInputSchema.parse({ ...valid, start_time: '18:00', end_time: '10:00' }).end_time).toBe('10:00:00');
    const result = quarterInputSchema.safeParse({ ...valid, start_time: '05:00', end_time: '04:00' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: 'A quarter lasts at most 16 hours', path: ['end_time'] })]);
    expect(messages({ ...valid, start_time: '05:00', end_time: '21:01' })).toEqual(['A quarter lasts at most 16 hours']);
  });

  it('refuses an end equal to the start', () => {
    const result = quarterInputSchema.safeParse({ ...valid, end_time: '06:00:00' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'End time must differ from start time', path: ['end_time'] });
  });

  it('refuses a shift outside the two offered', () => {
    expect(messages({ ...valid, shift: 'overnight' })).toEqual(['Please fill in all required fields']);
  });
});

describe('quarterUpdateSchema', () => {
  const updateMessages = (input: unknown) => quarterUpdateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it('takes the whole form, with or without the active flag', () => {
    expect(quarterUpdateSchema.parse(valid)).toMatchObject({ start_time: '06:00:00' });
    expect(quarterUpdateSchema.parse({ ...valid, is_active: true })).toMatchObject({ quarter_name: 'Q1', is_active: true });
  });

  it('takes the active flag alone', () => {
    expect(quarterUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });

  it('still checks the form when the flag comes with it', () => {
    expect(updateMessages({ ...valid, end_time: '06:00', is_active: true })).toEqual(['End time must differ from start time']);
  });

  it('refuses an empty body or a flag that is not a boolean with the form’s message', () => {
    expect(updateMessages({})).toEqual(['Please fill in all required fields']);
    expect(updateMessages({ is_active: 'yes' })).toEqual(['Please fill in all required fields']);
  });

  it('does not read a half-filled form as a bare flag change', () => {
    expect(updateMessages({ quarter_name: 'Q1', is_active: true })).toEqual(['Please fill in all required fields']);
    expect(quarterUpdateSchema.safeParse({ is_active: true, colour: 'green' }).success).toBe(false);
  });
});

describe('shiftLabel', () => {
  it('names the day and night shifts as the spec does', () => {
    expect(shiftLabel('front_half_day')).toBe('Day (FHD-BHD)');
    expect(shiftLabel('back_half_day')).toBe('Night (FHN-BHN)');
  });

  it('also names stored overnight and weekend quarters', () => {
    expect(shiftLabel('overnight')).toBe('Overnight');
    expect(shiftLabel('weekend')).toBe('Weekend');
  });

  it('shows an unknown shift as stored', () => {
    expect(shiftLabel('swing')).toBe('swing');
  });
});

describe('defaultQuarterNumber', () => {
  it('numbers a new quarter after the existing ones', () => {
    expect(defaultQuarterNumber(0)).toBe(1);
    expect(defaultQuarterNumber(7)).toBe(8);
  });

  it('never suggests a number above 20', () => {
    expect(defaultQuarterNumber(19)).toBe(20);
    expect(defaultQuarterNumber(25)).toBe(20);
  });
});
