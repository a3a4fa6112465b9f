import { describe, expect, it } from 'vitest';
import { buildDayPlan, dayPlanFilename, dayPlanQuarters, dayPlanSheets, type DayPlanAssignment, type DayPlanQuarterFacts } from './day-plan.ts';

const q = (id: string, number: number, start: string, end: string): DayPlanQuarterFacts => ({
  id,
  quarter_name: `Q${number}`,
  quarter_number: number,
  start_time: `${start}:00`,
  end_time: `${end}:00`,
});

// A day and a night shift: Q7 runs over midnight, Q9 starts after midnight inside it, Q8 after it ends.
const QUARTERS = [
  q('q8', 8, '02:15', '04:00'),
  q('q2', 2, '09:45', '12:00'),
  q('q1', 1, '07:00', '09:30'),
  q('q7', 7, '23:30', '02:00'),
  q('q9', 9, '00:30', '01:30'),
];
const DAY = '2026-11-23';

describe('dayPlanQuarters', () => {
  it('runs from the turn of the day round the clock, each quarter on the date it starts', () => {
    expect(dayPlanQuarters(QUARTERS, DAY).map((x) => [x.quarter_name, x.date])).toEqual([
      ['Q8', '2026-11-23'],
      ['Q1', '2026-11-23'],
      ['Q2', '2026-11-23'],
      ['Q7', '2026-11-23'],
      ['Q9', '2026-11-24'],
    ]);
  });

  it('without a night quarter, is the day from midnight', () => {
    expect(dayPlanQuarters([q('b', 2, '12:00', '16:00'), q('a', 1, '06:00', '10:00')], DAY).map((x) => [x.id, x.date])).toEqual([
      ['a', DAY],
      ['b', DAY],
    ]);
  });
});

const assignment = (over: Partial<DayPlanAssignment>): DayPlanAssignment => ({
  station_id: 's1',
  quarter_id: 'q1',
  assignment_date: DAY,
  employee_id: 'e-ann',
  employee_name: 'Ann Lee',
  login: 'annlee',
  badge_barcode_id: null,
  is_wildcard: false,
  ...over,
});

describe('buildDayPlan', () => {
  const plan = buildDayPlan({
    center: { code: 'GEG1', name: 'Spokane' },
    day: DAY,
    quarters: QUARTERS,
    stations: [
      { id: 's10', station_code: '1-10', is_active: true },
      { id: 's2', station_code: '1-2', is_active: false },
      { id: 's1', station_code: '1-1', is_active: true },
    ],
    assignments: [
      assignment({}),
      assignment({
        station_id: 's1',
        quarter_id: 'q9',
        assignment_date: '2026-11-24',
        employee_id: 'e-bob',
        employee_name: 'Bob Kim',
        login: null,
        is_wildcard: true,
      }),
      // Q9 on the day's own date is the night before's: not this plan.
      assignment({ station_id: 's10', quarter_id: 'q9', assignment_date: DAY, employee_id: 'e-cid', employee_name: 'Cid Moss' }),
      // Two people called Sam: told apart by login, or badge.
      assignment({ station_id: 's10', quarter_id: 'q7', employee_id: 'e-sam1', employee_name: 'Sam Roe', login: 'samroe' }),
      assignment({ station_id: 's2', quarter_id: 'q7', employee_id: 'e-sam2', employee_name: 'Sam Roe', login: null, badge_barcode_id: 42 }),
    ],
  });

  it('has a row per station in code order, a cell per quarter, names as the map shows them', () => {
    expect(plan.stations.map((s) => s.station_code)).toEqual(['1-1', '1-2', '1-10']);
    expect(plan.quarters.map((x) => x.quarter_name)).toEqual(['Q8', 'Q1', 'Q2', 'Q7', 'Q9']);
    expect(plan.stations[0]!.cells).toEqual([null, { name: 'Ann Lee', is_wildcard: false }, null, null, { name: 'Bob Kim', is_wildcard: true }]);
    expect(plan.stations[1]!.cells[3]).toEqual({ name: 'Sam Roe (badge 42)', is_wildcard: false });
    expect(plan.stations[2]!.cells).toEqual([null, null, null, { name: 'Sam Roe (samroe)', is_wildcard: false }, null]);
  });

  it('has a row per person of the day by name, with their station per quarter', () => {
    expect(plan.people.map((p) => [p.name, p.employee_id])).toEqual([
      ['Ann Lee', 'annlee'],
      ['Bob Kim', null],
      ['Sam Roe (badge 42)', null],
      ['Sam Roe (samroe)', 'samroe'],
    ]);
    expect(plan.people[1]!.cells).toEqual([null, null, null, null, { station_code: '1-1', is_wildcard: true }]);
  });

  it('writes the sheets as text, wildcard and inactive marked, formula-like names neutralised', () => {
    const withFormula = buildDayPlan({
      center: plan.center,
      day: DAY,
      quarters: [q('q1', 1, '07:00', '09:30')],
      stations: [
        { id: 's1', station_code: '1-1', is_active: true },
        { id: 's2', station_code: '=cmd', is_active: false },
      ],
      assignments: [
        assignment({ employee_name: '=HYPERLINK("x")' }),
        assignment({ station_id: 's2', employee_id: 'e2', employee_name: '-Dash', login: '@me', is_wildcard: true }),
      ],
    });
    expect(dayPlanSheets(withFormula)).toEqual({
      stations: [
        ['Station', 'Q1 07:00–09:30'],
        ["'=cmd (Inactive)", "'-Dash (Wildcard)"],
        ['1-1', `'=HYPERLINK("x")`],
      ],
      people: [
        ['Name', 'Employee ID', 'Q1 07:00–09:30'],
        ["'-Dash", "'@me", "'=cmd (Wildcard)"],
        [`'=HYPERLINK("x")`, 'annlee', '1-1'],
      ],
    });
  });
});

describe('dayPlanFilename', () => {
  it('names the center and the date', () => {
    expect(dayPlanFilename('GEG1', '2026-11-23', 'xlsx')).toBe('GEG1-day-plan-2026-11-23.xlsx');
    expect(dayPlanFilename('A B/"x', '2026-11-23', 'csv')).toBe('A_B__x-day-plan-2026-11-23.csv');
  });
});
