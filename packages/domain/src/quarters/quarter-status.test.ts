import { describe, it, expect } from 'vitest';
import { floorQuarterStatusText, getQuarterStatus, tvQuarterStatusText } from './quarter-status.ts';
import type { QuarterTiming } from './select-quarter.ts';
import { timeToMinutes } from './time.ts';

function quarter(n: number, start: string, end: string, is_active = false): QuarterTiming {
  return { id: `q${n}`, quarter_name: `Q${n}`, quarter_number: n, start_time: `${start}:00`, end_time: `${end}:00`, is_active };
}

const q1 = quarter(1, '06:00', '08:00');
const q2 = quarter(2, '08:00', '10:00');
const q3 = quarter(3, '10:30', '12:30');
const q4 = quarter(4, '13:00', '16:30');
const q5 = quarter(5, '18:00', '22:00');
const q6 = quarter(6, '22:00', '02:00');
const q7 = quarter(7, '02:30', '04:30');
const day = [q1, q2, q3, q4];
const all = [...day, q5, q6, q7];
const at = (hhmm: string) => timeToMinutes(hhmm);

describe('getQuarterStatus', () => {
  it('is active until the end while the quarter holds the time', () => {
    expect(getQuarterStatus(q1, all, at('07:00'))).toEqual({ kind: 'active', endTime: '08:00' });
  });

  it('is active for an overnight quarter after midnight', () => {
    expect(getQuarterStatus(q6, all, at('01:00'))).toEqual({ kind: 'active', endTime: '02:00' });
  });

  it('is active for a quarter flagged active that starts early', () => {
    expect(getQuarterStatus({ ...q3, is_active: true }, all, at('10:05'))).toEqual({ kind: 'active', endTime: '12:30' });
  });

  it('is no longer active once a flagged quarter has ended: the break says when the next starts (decision 136)', () => {
    const flagged = { ...q3, is_active: true };
    expect(getQuarterStatus(flagged, [q1, q2, flagged, q4], at('12:45'))).toEqual({ kind: 'break', nextName: 'Q4', startTime: '13:00', minutesUntilStart: 15 });
  });

  it('is not active for a stale flag far from the quarter (decision 080)', () => {
    expect(getQuarterStatus({ ...q3, is_active: true }, all, at('07:00')).kind).toBe('transition');
  });

  it('is a transition during the last minutes of the running quarter', () => {
    expect(getQuarterStatus(q2, all, at('07:53'))).toEqual({ kind: 'transition', nextName: 'Q2', minutesUntilStart: 7 });
  });

  it('is a break between two quarters of the day, naming the next and its start', () => {
    expect(getQuarterStatus(q3, all, at('10:15'))).toEqual({ kind: 'break', nextName: 'Q3', startTime: '10:30', minutesUntilStart: 15 });
  });

  it('is a break after an overnight quarter', () => {
    expect(getQuarterStatus(q7, all, at('02:10'))).toEqual({ kind: 'break', nextName: 'Q7', startTime: '02:30', minutesUntilStart: 20 });
  });

  it('is a break naming the next quarter when a kiosk still shows the quarter that just ended', () => {
    expect(getQuarterStatus(q2, all, at('10:05'))).toEqual({ kind: 'break', nextName: 'Q3', startTime: '10:30', minutesUntilStart: 25 });
    expect(getQuarterStatus(q7, all, at('04:40'))).toEqual({ kind: 'break', nextName: 'Q1', startTime: '06:00', minutesUntilStart: 80 });
  });

  it('is upcoming before the first quarter of the day', () => {
    expect(getQuarterStatus(q1, day, at('05:00'))).toEqual({ kind: 'upcoming', minutesUntilStart: 60 });
  });

  it('is upcoming after the last quarter of the day, counting across midnight', () => {
    expect(getQuarterStatus(q1, day, at('20:00'))).toEqual({ kind: 'upcoming', minutesUntilStart: 600 });
  });

  it('is upcoming for a lone quarter that has not started', () => {
    expect(getQuarterStatus(q3, [q3], at('09:00'))).toEqual({ kind: 'upcoming', minutesUntilStart: 90 });
  });
});

describe('tvQuarterStatusText', () => {
  it('reads Active until the end time', () => {
    expect(tvQuarterStatusText({ kind: 'active', endTime: '08:00' })).toBe('Active until 08:00');
  });

  it('reads Transition period with the next quarter and minutes', () => {
    expect(tvQuarterStatusText({ kind: 'transition', nextName: 'Q2', minutesUntilStart: 7 })).toBe('Transition period • Next: Q2 in 7min');
  });

  it('reads Starts in N minutes', () => {
    expect(tvQuarterStatusText({ kind: 'upcoming', minutesUntilStart: 60 })).toBe('Starts in 60 minutes');
  });

  it('reads a break as the spec’s transition period', () => {
    expect(tvQuarterStatusText({ kind: 'break', nextName: 'Q3', startTime: '12:30', minutesUntilStart: 20 })).toBe('Transition period • Next: Q3 in 20min');
  });
});

describe('floorQuarterStatusText', () => {
  it('says a break is a break, and when the next quarter starts', () => {
    expect(floorQuarterStatusText({ kind: 'break', nextName: 'Q3', startTime: '12:30', minutesUntilStart: 20 })).toBe('Break · Q3 starts at 12:30');
  });

  it('reads the other statuses as the TV does', () => {
    expect(floorQuarterStatusText({ kind: 'active', endTime: '08:00' })).toBe('Active until 08:00');
    expect(floorQuarterStatusText({ kind: 'upcoming', minutesUntilStart: 60 })).toBe('Starts in 60 minutes');
  });
});
