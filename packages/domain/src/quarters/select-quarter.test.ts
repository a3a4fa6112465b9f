import { describe, it, expect } from 'vitest';
import type { QuarterTiming } from './select-quarter.ts';
import {
  findCurrentQuarter,
  findFollowingOccurrence,
  findNextQuarter,
  nearestOccurrence,
  pickedOccurrence,
  recentlyStartedOccurrence,
  selectCurrentQuarter,
  selectMapQuarter,
  selectTvListQuarter,
  selectTvQuarter,
} from './select-quarter.ts';
import type { LocalDateTime } from './local-time.ts';
import type { Occurrence } from './operating-day.ts';
import { timeToMinutes } from './time.ts';

function quarter(n: number, start: string, end: string, is_active = false): QuarterTiming {
  return { id: `q${n}`, quarter_name: `Q${n}`, quarter_number: n, start_time: `${start}:00`, end_time: `${end}:00`, is_active };
}

// A day shift with breaks at 10:00-10:30, 12:30-13:00 and 16:30-18:00, and a night shift whose
// Q6 wraps midnight, with breaks at 02:00-02:30 and 04:30-06:00.
const day = [quarter(1, '06:00', '08:00'), quarter(2, '08:00', '10:00'), quarter(3, '10:30', '12:30'), quarter(4, '13:00', '16:30')];
const night = [quarter(5, '18:00', '22:00'), quarter(6, '22:00', '02:00'), quarter(7, '02:30', '04:30')];
const all = [...night, ...day];

const MONDAY = '2026-11-23';
const min = (hhmm: string) => timeToMinutes(hhmm);
const at = (hhmm: string): LocalDateTime => ({ date: MONDAY, minutes: min(hhmm), weekday: 1 });
const name = (q: QuarterTiming | Occurrence<QuarterTiming> | null) => (q && 'quarter' in q ? q.quarter : q)?.quarter_name ?? null;
const dateOf = (o: Occurrence<QuarterTiming> | null) => o?.date ?? null;

describe('findCurrentQuarter', () => {
  it('finds the quarter holding the time', () => {
    expect(name(findCurrentQuarter(all, min('07:00')))).toBe('Q1');
    expect(name(findCurrentQuarter(all, min('15:00')))).toBe('Q4');
  });

  it('hands the boundary minute to the quarter that starts then', () => {
    expect(name(findCurrentQuarter(all, min('07:59')))).toBe('Q1');
    expect(name(findCurrentQuarter(all, min('08:00')))).toBe('Q2');
  });

  it('finds an overnight quarter on both sides of midnight', () => {
    expect(name(findCurrentQuarter(all, min('23:30')))).toBe('Q6');
    expect(name(findCurrentQuarter(all, min('00:00')))).toBe('Q6');
    expect(name(findCurrentQuarter(all, min('01:59')))).toBe('Q6');
    expect(findCurrentQuarter(all, min('02:00'))).toBeNull();
  });

  it('finds nothing in a break or in an empty list', () => {
    expect(findCurrentQuarter(all, min('10:15'))).toBeNull();
    expect(findCurrentQuarter([], min('10:15'))).toBeNull();
  });

  it('prefers the quarter that started most recently when quarters overlap', () => {
    const overlapping = [quarter(1, '06:00', '10:00'), quarter(2, '07:00', '09:00')];
    expect(name(findCurrentQuarter(overlapping, min('07:30')))).toBe('Q2');
    expect(name(findCurrentQuarter(overlapping, min('06:30')))).toBe('Q1');
  });

  it('prefers the lowest quarter number when overlapping quarters start together', () => {
    const twins = [quarter(9, '06:00', '08:00'), quarter(4, '06:00', '09:00')];
    expect(name(findCurrentQuarter(twins, min('07:00')))).toBe('Q4');
  });
});

describe('findNextQuarter', () => {
  it('takes the next start strictly after the time', () => {
    expect(name(findNextQuarter(all, min('08:00')))).toBe('Q3');
    expect(name(findNextQuarter(all, min('10:15')))).toBe('Q3');
  });

  it('wraps past midnight to the earliest start', () => {
    expect(name(findNextQuarter(day, min('20:00')))).toBe('Q1');
    expect(name(findNextQuarter(night, min('23:00')))).toBe('Q7');
  });

  it('returns the only quarter, even when it is running', () => {
    const only = [quarter(1, '06:00', '14:00')];
    expect(name(findNextQuarter(only, min('07:00')))).toBe('Q1');
  });

  it('is null for an empty list', () => {
    expect(findNextQuarter([], min('07:00'))).toBeNull();
  });
});

describe('selectTvQuarter', () => {
  it('holds a quarter flagged active through its last 10 minutes, and not past its end (decision 136)', () => {
    const flagged = all.map((q) => (q.quarter_number === 1 ? { ...q, is_active: true } : q));
    expect(selectTvQuarter(flagged, at('07:55'))).toMatchObject({ quarter: { id: 'q1' }, date: MONDAY });
    // 08:00 belongs to Q2 by the clock, and the flag ends with Q1.
    expect(name(selectTvQuarter(flagged, at('08:00')))).toBe('Q2');
  });

  it('starts a quarter flagged active early, up to 30 minutes before its start, on the date it starts', () => {
    const flagged = all.map((q) => (q.quarter_number === 2 ? { ...q, is_active: true } : q));
    expect(name(selectTvQuarter(flagged, at('07:30')))).toBe('Q2');
    expect(dateOf(selectTvQuarter(flagged, at('07:30')))).toBe(MONDAY);
    expect(name(selectTvQuarter(flagged, at('07:29')))).toBe('Q1');
    const night = all.map((q) => (q.quarter_number === 1 ? { ...q, is_active: true } : q));
    expect(selectCurrentQuarter(night, at('05:40'))).toMatchObject({ quarter: { id: 'q1' }, date: MONDAY });
  });

  it('prefers the flagged quarter that holds the time when several are flagged', () => {
    const flagged = all.map((q) => (q.quarter_number === 1 || q.quarter_number === 2 ? { ...q, is_active: true } : q));
    expect(name(selectTvQuarter(flagged, at('09:00')))).toBe('Q2');
    expect(name(selectTvQuarter(flagged, at('07:00')))).toBe('Q1');
  });

  it('keeps the running quarter until 10 minutes before its end', () => {
    expect(name(selectTvQuarter(all, at('07:00')))).toBe('Q1');
    expect(name(selectTvQuarter(all, at('07:49')))).toBe('Q1');
  });

  it('switches to the next quarter exactly 10 minutes before the end', () => {
    expect(name(selectTvQuarter(all, at('07:50')))).toBe('Q2');
    expect(name(selectTvQuarter(all, at('07:59')))).toBe('Q2');
  });

  it('looks ahead from an overnight quarter after midnight to a quarter starting as it ends', () => {
    const backToBack = [quarter(6, '22:00', '02:00'), quarter(7, '02:00', '04:30')];
    expect(name(selectTvQuarter(backToBack, at('01:49')))).toBe('Q6');
    expect(selectTvQuarter(backToBack, at('01:50'))).toMatchObject({ quarter: { id: 'q7' }, date: MONDAY });
  });

  it('keeps the running quarter to its end when a break follows, never handing over and back (decision 136)', () => {
    // Q6 ends at 02:00, Q7 starts at 02:30: at 02:00 Q6's end is the nearer boundary.
    expect(name(selectTvQuarter(all, at('01:50')))).toBe('Q6');
    expect(name(selectTvQuarter(all, at('01:59')))).toBe('Q6');
    expect(name(selectTvQuarter(all, at('02:05')))).toBe('Q6');
    expect(name(selectTvQuarter(all, at('02:15')))).toBe('Q7');
  });

  it('keeps a quarter followed by the night to its end, and past midnight, not handing over to tomorrow', () => {
    const evening = [quarter(1, '06:00', '14:00'), quarter(2, '15:00', '23:55')];
    expect(selectTvQuarter(evening, at('23:45'))).toMatchObject({ quarter: { id: 'q2' }, date: MONDAY });
  });

  it('in a break, takes the quarter whose boundary is nearer, the next one on a tie (decision 136)', () => {
    expect(name(selectTvQuarter(all, at('10:14')))).toBe('Q2');
    expect(name(selectTvQuarter(all, at('10:15')))).toBe('Q3');
    expect(name(selectTvQuarter(all, at('16:45')))).toBe('Q4');
    expect(name(selectTvQuarter(all, at('17:00')))).toBe('Q4');
    expect(name(selectTvQuarter(all, at('17:01')))).toBe('Q5');
  });

  it('falls back to the earliest quarter after the last one of the day and before the first', () => {
    expect(name(selectTvQuarter(day, at('20:00')))).toBe('Q1');
    expect(name(selectTvQuarter(day, at('05:00')))).toBe('Q1');
  });

  it('stays on a lone quarter through its last 10 minutes', () => {
    const only = [quarter(1, '06:00', '14:00')];
    expect(name(selectTvQuarter(only, at('13:55')))).toBe('Q1');
  });

  it('breaks a tie between quarters starting together by the lowest number, whatever the list order', () => {
    const twins = [quarter(8, '10:30', '12:00'), quarter(3, '10:30', '12:30')];
    expect(name(selectTvQuarter(twins, at('10:00')))).toBe('Q3');
    expect(name(selectTvQuarter([...twins].reverse(), at('10:00')))).toBe('Q3');
  });

  it('selects nothing without quarters', () => {
    expect(selectTvQuarter([], at('10:00'))).toBeNull();
  });
});

describe('selectTvListQuarter', () => {
  it('takes the quarter that started last', () => {
    expect(name(selectTvListQuarter(all, at('07:00')))).toBe('Q1');
    expect(name(selectTvListQuarter(all, at('10:05')))).toBe('Q2');
  });

  it('takes a quarter starting this very minute', () => {
    expect(name(selectTvListQuarter(all, at('10:30')))).toBe('Q3');
  });

  it('wraps past midnight to the last start of the day before', () => {
    const evening = [quarter(1, '06:00', '14:00'), quarter(2, '15:00', '23:55')];
    expect(selectTvListQuarter(evening, at('00:10'))).toMatchObject({ quarter: { id: 'q2' }, date: '2026-11-22' });
    expect(selectTvListQuarter(all, at('01:00'))).toMatchObject({ quarter: { id: 'q6' }, date: '2026-11-22' });
  });

  it('goes by start time even when another quarter is flagged active', () => {
    const flagged = all.map((q) => (q.quarter_number === 1 ? { ...q, is_active: true } : q));
    expect(name(selectTvListQuarter(flagged, at('11:00')))).toBe('Q3');
  });

  it('breaks a tie by the lowest quarter number', () => {
    const twins = [quarter(8, '06:00', '08:00'), quarter(2, '06:00', '07:00')];
    expect(name(selectTvListQuarter(twins, at('06:30')))).toBe('Q2');
  });

  it('prefers a quarter still running to one that started at the same time and has ended', () => {
    const twins = [quarter(8, '06:00', '08:00'), quarter(2, '06:00', '07:00')];
    expect(name(selectTvListQuarter(twins, at('07:30')))).toBe('Q8');
  });

  it('selects nothing without quarters', () => {
    expect(selectTvListQuarter([], at('07:00'))).toBeNull();
  });
});

describe('selectMapQuarter', () => {
  it('uses the quarter flagged active first', () => {
    const flagged = all.map((q) => (q.quarter_number === 5 ? { ...q, is_active: true } : q));
    expect(name(selectMapQuarter(flagged, at('17:45')))).toBe('Q5');
  });

  it('ignores a stale flag left on a quarter that ended long ago', () => {
    const flagged = all.map((q) => (q.quarter_number === 5 ? { ...q, is_active: true } : q));
    expect(name(selectMapQuarter(flagged, at('07:00')))).toBe('Q1');
  });

  it('otherwise takes the quarter holding the time, without looking ahead', () => {
    expect(name(selectMapQuarter(all, at('07:55')))).toBe('Q1');
    expect(name(selectMapQuarter(all, at('23:00')))).toBe('Q6');
  });

  it('selects nothing in a break', () => {
    expect(selectMapQuarter(all, at('10:15'))).toBeNull();
    expect(selectMapQuarter([], at('10:15'))).toBeNull();
  });
});

describe('selectCurrentQuarter', () => {
  it('uses the quarter flagged active first', () => {
    const flagged = all.map((q) => (q.quarter_number === 2 ? { ...q, is_active: true } : q));
    expect(name(selectCurrentQuarter(flagged, at('07:40')))).toBe('Q2');
  });

  it('lets a flagged quarter go at its end: the break after it is the next quarter’s (decision 136)', () => {
    const flagged = all.map((q) => (q.quarter_number === 2 ? { ...q, is_active: true } : q));
    expect(name(selectCurrentQuarter(flagged, at('09:59')))).toBe('Q2');
    expect(selectCurrentQuarter(flagged, at('10:00'))).toMatchObject({ quarter: { id: 'q3' }, date: MONDAY });
    expect(name(selectCurrentQuarter(flagged, at('10:20')))).toBe('Q3');
  });

  it('takes the quarter holding the time up to its last minute', () => {
    expect(name(selectCurrentQuarter(all, at('07:55')))).toBe('Q1');
    expect(name(selectCurrentQuarter(all, at('00:30')))).toBe('Q6');
  });

  it('takes the next quarter in a break', () => {
    expect(name(selectCurrentQuarter(all, at('10:15')))).toBe('Q3');
    expect(name(selectCurrentQuarter(all, at('02:10')))).toBe('Q7');
  });

  it('falls back to the earliest quarter outside the day’s quarters', () => {
    expect(name(selectCurrentQuarter(day, at('05:00')))).toBe('Q1');
    expect(name(selectCurrentQuarter(day, at('21:00')))).toBe('Q1');
  });

  it('selects nothing without quarters', () => {
    expect(selectCurrentQuarter([], at('10:00'))).toBeNull();
  });
});

describe('findFollowingOccurrence', () => {
  const day = [
    { id: 'q1', quarter_name: 'Q1', quarter_number: 1, start_time: '07:00:00', end_time: '09:30:00', is_active: false },
    { id: 'q2', quarter_name: 'Q2', quarter_number: 2, start_time: '09:45:00', end_time: '12:00:00', is_active: false },
    { id: 'q7', quarter_name: 'Q7', quarter_number: 7, start_time: '23:30:00', end_time: '02:00:00', is_active: false },
    { id: 'q8', quarter_name: 'Q8', quarter_number: 8, start_time: '02:15:00', end_time: '04:30:00', is_active: false },
  ];
  const on = (quarter: QuarterTiming, date: string) => ({ quarter, date });

  it('answers the quarter that starts next on the same date, whatever the list order', () => {
    expect(findFollowingOccurrence([...day].reverse(), on(day[0]!, MONDAY))).toEqual(on(day[1]!, MONDAY));
    expect(findFollowingOccurrence(day, on(day[3]!, MONDAY))).toEqual(on(day[0]!, MONDAY));
  });

  it('follows an evening quarter across midnight to the next date', () => {
    expect(findFollowingOccurrence(day, on(day[2]!, MONDAY))).toEqual(on(day[3]!, '2026-11-24'));
  });

  it('answers nothing when there is no other quarter', () => {
    expect(findFollowingOccurrence([day[0]!], on(day[0]!, MONDAY))).toBeNull();
  });
});

describe('the date of a selected quarter', () => {
  it('is the date a running overnight quarter started, after midnight too', () => {
    expect(selectCurrentQuarter(all, at('23:00'))).toMatchObject({ quarter: { id: 'q6' }, date: MONDAY });
    expect(selectCurrentQuarter(all, at('00:30'))).toMatchObject({ quarter: { id: 'q6' }, date: '2026-11-22' });
  });

  it('is the date the next quarter starts when the screen looks ahead', () => {
    const evening = [quarter(1, '06:00', '14:00'), quarter(2, '15:00', '23:00')];
    expect(selectTvQuarter(evening, at('23:45'))).toMatchObject({ quarter: { id: 'q1' }, date: '2026-11-24' });
    expect(selectTvListQuarter(evening, at('23:45'))).toMatchObject({ quarter: { id: 'q1' }, date: '2026-11-24' });
    expect(selectCurrentQuarter(day, at('21:00'))).toMatchObject({ quarter: { id: 'q1' }, date: '2026-11-24' });
  });

  it('is the date the last quarter started on the TV List, in the minutes after it ended', () => {
    expect(selectTvListQuarter(all, at('02:10'))).toMatchObject({ quarter: { id: 'q6' }, date: '2026-11-22' });
  });
});

describe('nearestOccurrence: a scan naming a quarter without a date (decision 136)', () => {
  it('is the occurrence running now, an overnight one after midnight too', () => {
    expect(nearestOccurrence(quarter(6, '22:00', '02:00'), at('23:00'))).toEqual({ quarter: expect.objectContaining({ id: 'q6' }), date: MONDAY });
    expect(nearestOccurrence(quarter(6, '22:00', '02:00'), at('01:00'))).toMatchObject({ date: '2026-11-22' });
  });

  it('is the one that ended before midnight, not tonight’s, when that one ended nearer now', () => {
    // As at 02:40 with Q8 laid out 22:30–00:30: it ended 130 minutes ago and starts again in 19 h 50.
    expect(nearestOccurrence(quarter(8, '22:30', '00:30'), at('02:40'))).toMatchObject({ date: '2026-11-22' });
  });

  it('is the next to start when that is nearer, and on a tie', () => {
    expect(nearestOccurrence(quarter(1, '06:00', '08:00'), at('23:00'))).toMatchObject({ date: '2026-11-24' });
    expect(nearestOccurrence(quarter(1, '06:00', '08:00'), at('05:40'))).toMatchObject({ date: MONDAY });
    expect(nearestOccurrence(quarter(1, '06:00', '08:00'), at('19:00'))).toMatchObject({ date: '2026-11-24' });
    expect(nearestOccurrence(quarter(1, '06:00', '08:00'), at('09:00'))).toMatchObject({ date: MONDAY });
  });
});

describe('selectTvListQuarter in a gap (decision 136, replacing 081)', () => {
  it('takes the quarter whose boundary is nearer: the end of the last or the start of the next', () => {
    expect(selectTvListQuarter(all, at('10:14'))).toMatchObject({ quarter: { id: 'q2' }, date: MONDAY });
    expect(selectTvListQuarter(all, at('10:16'))).toMatchObject({ quarter: { id: 'q3' }, date: MONDAY });
  });

  it('takes the next quarter on a tie', () => {
    expect(name(selectTvListQuarter(all, at('10:15')))).toBe('Q3');
  });

  it('never takes a quarter that ended more than 30 minutes ago, however far the next one is', () => {
    // Q4 ended at 16:30, Q5 starts at 18:00.
    expect(name(selectTvListQuarter(all, at('17:00')))).toBe('Q4');
    expect(selectTvListQuarter(all, at('17:01'))).toMatchObject({ quarter: { id: 'q5' }, date: MONDAY });
  });

  it('sends an early arrival to the morning quarter, not the night quarter that ended hours ago', () => {
    // Q7 ended at 04:30; Q1 starts at 06:00.
    expect(selectTvListQuarter(all, at('05:40'))).toMatchObject({ quarter: { id: 'q1' }, date: MONDAY });
    expect(selectTvListQuarter(all, at('04:45'))).toMatchObject({ quarter: { id: 'q7' }, date: MONDAY });
  });

  it('crosses midnight both ways: back to the evening before, forward to the morning after', () => {
    const evening = [quarter(1, '00:30', '06:00'), quarter(2, '15:00', '23:50')];
    expect(selectTvListQuarter(evening, at('00:05'))).toMatchObject({ quarter: { id: 'q2' }, date: '2026-11-22' });
    expect(selectTvListQuarter(evening, at('00:15'))).toMatchObject({ quarter: { id: 'q1' }, date: MONDAY });
    expect(selectTvListQuarter(evening, at('23:55'))).toMatchObject({ quarter: { id: 'q2' }, date: MONDAY });
  });

  it('follows a quarter flagged active that an ADMIN started early, as TV Mode does', () => {
    const flagged = all.map((q) => (q.quarter_number === 3 ? { ...q, is_active: true } : q));
    expect(selectTvListQuarter(flagged, at('10:05'))).toMatchObject({ quarter: { id: 'q3' }, date: MONDAY });
    expect(selectTvQuarter(flagged, at('10:05'))).toMatchObject({ quarter: { id: 'q3' }, date: MONDAY });
  });

  it('does not look ahead while a quarter is running', () => {
    expect(name(selectTvListQuarter(all, at('07:55')))).toBe('Q1');
  });

  it('agrees with TV Mode at every minute of a gap', () => {
    for (let minute = min('10:00'); minute < min('10:30'); minute++) {
      const now = { date: MONDAY, minutes: minute, weekday: 1 };
      expect(selectTvQuarter(all, now)).toEqual(selectTvListQuarter(all, now));
    }
    for (let minute = min('04:30'); minute < min('06:00'); minute++) {
      const now = { date: MONDAY, minutes: minute, weekday: 1 };
      expect(selectTvQuarter(all, now)).toEqual(selectTvListQuarter(all, now));
    }
  });
});

describe('the demo center at the hours of issue 25', () => {
  // GEG1: Q1 07:00–09:30, Q2 09:45–12:00, Q3 12:30–15:00, Q4 15:15–17:30, Q5 18:00–20:30,
  // Q6 20:45–23:00, Q7 23:30–02:00, Q8 02:15–04:30.
  const demo = [
    quarter(1, '07:00', '09:30'),
    quarter(2, '09:45', '12:00'),
    quarter(3, '12:30', '15:00'),
    quarter(4, '15:15', '17:30'),
    quarter(5, '18:00', '20:30'),
    quarter(6, '20:45', '23:00'),
    quarter(7, '23:30', '02:00'),
    quarter(8, '02:15', '04:30'),
  ];

  it('sends a badge at 06:40 to the 07:00 quarter, on both kiosks', () => {
    expect(selectTvListQuarter(demo, at('06:40'))).toMatchObject({ quarter: { id: 'q1' }, date: MONDAY });
    expect(selectTvQuarter(demo, at('06:40'))).toMatchObject({ quarter: { id: 'q1' }, date: MONDAY });
  });

  it('sends a badge at 12:15 to Q3, which starts at 12:30, on both kiosks', () => {
    expect(selectTvListQuarter(demo, at('12:15'))).toMatchObject({ quarter: { id: 'q3' }, date: MONDAY });
    expect(selectTvQuarter(demo, at('12:15'))).toMatchObject({ quarter: { id: 'q3' }, date: MONDAY });
  });

  it('keeps a badge at 04:40 in the night’s Q8, on the date Q8 started', () => {
    expect(selectTvListQuarter(demo, at('04:40'))).toMatchObject({ quarter: { id: 'q8' }, date: MONDAY });
    expect(selectTvQuarter(demo, at('04:40'))).toMatchObject({ quarter: { id: 'q8' }, date: MONDAY });
  });
});

describe('pickedOccurrence', () => {
  it('is the running occurrence of a quarter picked while it runs', () => {
    expect(pickedOccurrence(all[1]!, all, at('00:30'), selectMapQuarter(all, at('00:30')))).toMatchObject({ date: '2026-11-22' });
  });

  it('is the operating day of the automatic choice for any other quarter', () => {
    // At 00:30 the floor is still on Sunday's night: Sunday's Q2 ran that morning.
    expect(pickedOccurrence(day[1]!, all, at('00:30'), selectMapQuarter(all, at('00:30')))).toMatchObject({ date: '2026-11-22' });
    // After the night quarter, Monday has begun: Q7 at 02:30 belongs to it.
    expect(pickedOccurrence(night[2]!, all, at('12:00'), selectMapQuarter(all, at('12:00')))).toMatchObject({ date: MONDAY });
  });

  it('keeps the date of the automatic choice when that quarter is picked', () => {
    const evening = [quarter(1, '06:00', '14:00'), quarter(2, '15:00', '23:00')];
    const automatic = selectTvQuarter(evening, at('23:45'));
    expect(pickedOccurrence(evening[0]!, evening, at('23:45'), automatic)).toMatchObject({ date: '2026-11-24' });
  });
});

describe('recentlyStartedOccurrence', () => {
  it('finds the quarter begun within the window, on the date it began, and none past it or in a break', () => {
    expect(name(recentlyStartedOccurrence(all, at('08:00'), 5))).toBe('Q2');
    expect(name(recentlyStartedOccurrence(all, at('08:04'), 5))).toBe('Q2');
    expect(recentlyStartedOccurrence(all, at('08:05'), 5)).toBeNull();
    expect(recentlyStartedOccurrence(all, at('10:10'), 5)).toBeNull();
    // The night quarter begun at 22:00 the evening before, seen just after it began.
    expect(dateOf(recentlyStartedOccurrence(all, at('22:01'), 5))).toBe(MONDAY);
    expect(dateOf(recentlyStartedOccurrence(all, { date: '2026-11-24', minutes: min('02:32'), weekday: 2 }, 5))).toBe('2026-11-24');
  });
});
