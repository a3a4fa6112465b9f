import { describe, expect, it } from 'vitest';
import { planInput, planStation } from '../testing/auto-plan-input.ts';
import { rotationOnlyBaseline, scanOrderBaseline } from './auto-plan-baselines.ts';
import { scorePlan } from './auto-plan-scores.ts';

const HAZMAT = { id: 'hazmat', name: 'Hazmat' };
const two = [
  { id: 'q1', hours: 2 },
  { id: 'q2', hours: 2 },
];

/**
 * Two quarters; line 1 needs 2 heads in q2. A → B is a rule; S is high-strain; K is critical
 * and needs hazmat, which only p3 holds. q1 is as it was: p1 on A, p2 on S.
 */
const TINY = planInput({
  stations: [
    planStation('A'),
    planStation('B'),
    planStation('S', { is_high_strain: true }),
    planStation('K', { is_critical: true, line_number: null, required_skills: [HAZMAT] }),
  ],
  quarters: two,
  quarter_ids: ['q2'],
  required: [{ line_number: 1, quarter_id: 'q2', required: 2 }],
  people: [
    { id: 'p1', skills: [] },
    { id: 'p2', skills: [] },
    { id: 'p3', skills: [{ skill_id: 'hazmat', expires_on: null }] },
  ],
  assignments: [
    { station_id: 'A', quarter_id: 'q1', person_id: 'p1' },
    { station_id: 'S', quarter_id: 'q1', person_id: 'p2' },
  ],
  rotation_rules: [{ from_station_id: 'A', to_station_id: 'B' }],
  history: [
    { person_id: 'p1', station_id: 'S', hours: 4 },
    { person_id: 'p3', station_id: 'A', hours: 6 },
  ],
});

describe('scorePlan', () => {
  it('scores a good plan of a tiny case, checked by hand', () => {
    const cells = [
      ...TINY.assignments,
      { station_id: 'B', quarter_id: 'q2', person_id: 'p1' },
      { station_id: 'A', quarter_id: 'q2', person_id: 'p2' },
      { station_id: 'K', quarter_id: 'q2', person_id: 'p3' },
    ];
    // Hours: p1 4 + 2 + 2 = 8, p2 2 + 2 = 4, p3 6 + 2 = 8; strain: p1 4, p2 2, p3 0.
    // Gini [4, 8, 8]: sum of |differences| over ordered pairs 16, over 2 · 9 · mean 20/3 = 120 → 2/15.
    // Gini [0, 2, 4]: 16 over 2 · 9 · 2 = 36 → 4/9.
    expect(scorePlan(TINY, cells)).toEqual({
      coverage: 1,
      violations: 0,
      rotation_adherence: 1,
      gini: expect.closeTo(2 / 15, 12),
      strain_gini: expect.closeTo(4 / 9, 12),
    });
  });

  it('counts every hard-rule break', () => {
    const cells = [
      // The kept cell of p1 on A in q1 is left out, but q1 is not planned: no break.
      { station_id: 'S', quarter_id: 'q1', person_id: 'p2' },
      // p9 is not rostered (1); p2 stands twice (1); B holds two people (1).
      { station_id: 'A', quarter_id: 'q2', person_id: 'p9' },
      { station_id: 'B', quarter_id: 'q2', person_id: 'p2' },
      { station_id: 'S', quarter_id: 'q2', person_id: 'p2' },
      { station_id: 'B', quarter_id: 'q2', person_id: 'p1' },
    ];
    // K, critical, stays empty while p3, who holds hazmat, is free (1).
    expect(scorePlan(TINY, cells).violations).toBe(4);
    // With q1 planned too: p1's kept cell on A lost (1); in q2, p1 on K without hazmat (1), though K is no longer empty.
    const q1Planned = { ...TINY, quarter_ids: ['q1', 'q2'] };
    const q1Cells = [...TINY.assignments, { station_id: 'K', quarter_id: 'q1', person_id: 'p3' }];
    expect(scorePlan(q1Planned, [...q1Cells.slice(1), { station_id: 'K', quarter_id: 'q2', person_id: 'p1' }]).violations).toBe(2);
  });
});

describe('the baselines', () => {
  it('(a) fills in scan order: rotation, then critical, then line stations by code, as long as the line is short', () => {
    const cells = scanOrderBaseline(TINY).filter((cell) => cell.quarter_id === 'q2');
    // p1 rotates A → B; p2 takes the first line station by code still free, A; p3 the critical K.
    expect(cells).toEqual([
      { station_id: 'B', quarter_id: 'q2', person_id: 'p1' },
      { station_id: 'A', quarter_id: 'q2', person_id: 'p2' },
      { station_id: 'K', quarter_id: 'q2', person_id: 'p3' },
    ]);
  });

  it('(b) only moves people on by their rules, or keeps them where no rule leads', () => {
    expect(rotationOnlyBaseline(TINY).filter((cell) => cell.quarter_id === 'q2')).toEqual([
      { station_id: 'B', quarter_id: 'q2', person_id: 'p1' },
      { station_id: 'S', quarter_id: 'q2', person_id: 'p2' },
    ]);
  });
});
