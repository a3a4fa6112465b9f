import { describe, expect, it } from 'vitest';
import { planInput, planStation } from '../testing/auto-plan-input.ts';
import type { AutoPlanInput, PlanCell } from './auto-plan-input.ts';
import { autoPlan } from './auto-plan.ts';

const FORKLIFT = { id: 'forklift', name: 'Forklift' };
const HAZMAT = { id: 'hazmat', name: 'Hazmat' };
const held = (skill_id: string, expires_on: string | null = null) => ({ skill_id, expires_on });
const cells = (changes: readonly PlanCell[]) => changes.map((c) => `${c.quarter_id} ${c.station_id} ${c.person_id}`);

/**
 * Line 1 needs 3 heads: A (critical, forklift), B (hazmat), C. Only p1 holds hazmat (p4's
 * expired yesterday), so B = p1; A then goes to p2, the other forklift driver; C to the one
 * with fewest hours, p4 (0 h; p3 has 5). p5 holds everything at 0 h but is rostered for q2 only.
 * Every other plan costs more: the optimum is unique.
 */
const UNIQUE = planInput({
  stations: [planStation('C'), planStation('B', { required_skills: [HAZMAT] }), planStation('A', { is_critical: true, required_skills: [FORKLIFT] })],
  required: [{ line_number: 1, quarter_id: 'q1', required: 3 }],
  people: [
    { id: 'p1', skills: [held('forklift'), held('hazmat')] },
    { id: 'p2', skills: [held('forklift')] },
    { id: 'p3', skills: [] },
    { id: 'p4', skills: [held('hazmat', '2026-11-26')] },
    { id: 'p5', skills: [held('forklift'), held('hazmat')], quarter_ids: ['q2'] },
  ],
  history: [
    { person_id: 'p1', station_id: 'C', hours: 10 },
    { person_id: 'p3', station_id: 'C', hours: 5 },
  ],
});

describe('autoPlan', () => {
  it('finds the unique optimum, saying why each person', () => {
    const plan = autoPlan(UNIQUE);
    expect(plan.changes).toEqual([
      { station_id: 'A', quarter_id: 'q1', person_id: 'p2', reason: 'critical_first', rotation_from: null },
      { station_id: 'B', quarter_id: 'q1', person_id: 'p1', reason: 'skill', rotation_from: null },
      { station_id: 'C', quarter_id: 'q1', person_id: 'p4', reason: 'fill', rotation_from: null },
    ]);
    expect(plan.removals).toEqual([]);
    expect(plan.infeasible_critical).toEqual([]);
    expect(plan.scores.coverage).toBe(1);
    expect(plan.scores.violations).toBe(0);
  });

  it('fills no more heads than the line needs', () => {
    const plan = autoPlan({ ...UNIQUE, required: [{ line_number: 1, quarter_id: 'q1', required: 2 }] });
    // A is critical; of B (p1, 100) and C (p4, 0) the cheaper head is C.
    expect(cells(plan.changes)).toEqual(['q1 A p2', 'q1 C p4']);
  });

  it('reports a critical station it cannot fill, and why, instead of hiding it', () => {
    const plan = autoPlan(
      planInput({
        stations: [
          planStation('X', { is_critical: true, required_skills: [HAZMAT] }),
          planStation('Y', { is_critical: true, required_skills: [FORKLIFT] }),
          planStation('Z'),
        ],
        required: [{ line_number: 1, quarter_id: 'q1', required: 2 }],
        people: [
          { id: 'p1', skills: [held('forklift')] },
          { id: 'p2', skills: [] },
        ],
        // p1, the only forklift driver, is kept on Z.
        assignments: [{ station_id: 'Z', quarter_id: 'q1', person_id: 'p1' }],
      }),
    );
    expect(plan.changes).toEqual([]);
    expect(plan.infeasible_critical).toEqual([
      { station_id: 'X', quarter_id: 'q1', cause: 'no_qualified_person' },
      { station_id: 'Y', quarter_id: 'q1', cause: 'qualified_people_taken' },
    ]);
    expect(plan.scores.coverage).toBe(0.5);
    expect(plan.scores.violations).toBe(0);
  });

  it('keeps the hard rules: rostered people only, valid skills, one station each per quarter, active stations, kept cells', () => {
    const plan = autoPlan(
      planInput({
        stations: [planStation('A'), planStation('B'), planStation('C', { is_active: false }), planStation('D', { required_skills: [HAZMAT] })],
        quarters: [
          { id: 'q1', hours: 2 },
          { id: 'q2', hours: 2 },
        ],
        quarter_ids: ['q1', 'q2'],
        required: [
          { line_number: 1, quarter_id: 'q1', required: 4 },
          { line_number: 1, quarter_id: 'q2', required: 4 },
        ],
        people: [
          { id: 'p1', skills: [held('hazmat', '2026-11-01')] },
          { id: 'p2', skills: [], quarter_ids: ['q2'] },
        ],
        // p9 is no longer rostered, but the cell was there and moves are not allowed.
        assignments: [{ station_id: 'B', quarter_id: 'q1', person_id: 'p9' }],
        history: [{ person_id: 'p2', station_id: 'A', hours: 50 }],
      }),
    );
    // q1: p1 alone (p2 is rostered from q2) on A, the active station without a skill; q2: both,
    // on A and B, which cost them the same (either way round is optimal).
    expect(cells(plan.changes.filter((change) => change.quarter_id === 'q1'))).toEqual(['q1 A p1']);
    const q2 = plan.changes.filter((change) => change.quarter_id === 'q2');
    expect([q2.map((change) => change.station_id).sort(), q2.map((change) => change.person_id).sort()]).toEqual([
      ['A', 'B'],
      ['p1', 'p2'],
    ]);
    expect(plan.removals).toEqual([]);
    // The kept cell of someone not rostered is the one break, and it was there before.
    expect(plan.scores.violations).toBe(1);
    // q1: A and the kept B of 4; q2: A and B of 4 (C is inactive, and p1's hazmat lapsed).
    expect(plan.scores.coverage).toBe(4 / 8);
  });

  it('moves kept cells only when allowed: then a cell whose skill lapsed is emptied and a good one stays', () => {
    const input = planInput({
      stations: [planStation('B', { required_skills: [HAZMAT] }), planStation('C')],
      required: [{ line_number: 1, quarter_id: 'q1', required: 1 }],
      people: [
        { id: 'p1', skills: [held('hazmat')] },
        { id: 'p3', skills: [held('hazmat', '2026-11-20')] },
      ],
      assignments: [
        { station_id: 'B', quarter_id: 'q1', person_id: 'p3' },
        { station_id: 'C', quarter_id: 'q1', person_id: 'p1' },
      ],
    });
    expect(autoPlan(input).changes).toEqual([]);
    const moved = autoPlan({ ...input, allow_moves: true });
    // Line 1 needs 1 head; p1 stays on C (a kept cell weighs more than a move) and B is emptied.
    expect(moved.changes).toEqual([]);
    expect(moved.removals).toEqual([{ station_id: 'B', quarter_id: 'q1', person_id: 'p3' }]);
    expect(moved.scores.violations).toBe(0);
  });

  it('with moves allowed, moves a kept person to a critical station only they can fill', () => {
    const input = planInput({
      stations: [planStation('C'), planStation('K', { is_critical: true, required_skills: [FORKLIFT] })],
      required: [{ line_number: 1, quarter_id: 'q1', required: 2 }],
      people: [
        { id: 'p1', skills: [held('forklift')] },
        { id: 'p2', skills: [] },
      ],
      assignments: [{ station_id: 'C', quarter_id: 'q1', person_id: 'p1' }],
    });
    expect(autoPlan(input).infeasible_critical).toEqual([{ station_id: 'K', quarter_id: 'q1', cause: 'qualified_people_taken' }]);
    const moved = autoPlan({ ...input, allow_moves: true });
    expect(moved.changes).toEqual([
      { station_id: 'C', quarter_id: 'q1', person_id: 'p2', reason: 'fill', rotation_from: null },
      { station_id: 'K', quarter_id: 'q1', person_id: 'p1', reason: 'critical_first', rotation_from: null },
    ]);
    expect(moved.removals).toEqual([{ station_id: 'C', quarter_id: 'q1', person_id: 'p1' }]);
    expect(moved.infeasible_critical).toEqual([]);
    expect(moved.scores).toMatchObject({ coverage: 1, violations: 0 });
  });

  it('follows the rotation rule before the fairer spread of hours', () => {
    const plan = autoPlan(
      planInput({
        stations: [planStation('A'), planStation('B'), planStation('C')],
        quarters: [
          { id: 'q1', hours: 2 },
          { id: 'q2', hours: 2 },
        ],
        quarter_ids: ['q2'],
        required: [{ line_number: 1, quarter_id: 'q2', required: 1 }],
        people: [
          { id: 'p1', skills: [] },
          { id: 'p2', skills: [] },
        ],
        assignments: [{ station_id: 'A', quarter_id: 'q1', person_id: 'p1' }],
        rotation_rules: [{ from_station_id: 'A', to_station_id: 'B' }],
        history: [{ person_id: 'p1', station_id: 'A', hours: 30 }],
      }),
    );
    expect(plan.changes).toEqual([{ station_id: 'B', quarter_id: 'q2', person_id: 'p1', reason: 'rotation_from', rotation_from: 'A' }]);
    expect(plan.scores.rotation_adherence).toBe(1);
  });

  describe('the strain limit', () => {
    const strain = (people: AutoPlanInput['people']) =>
      planInput({
        stations: [planStation('S', { is_high_strain: true })],
        quarters: ['q1', 'q2', 'q3', 'q4'].map((id) => ({ id, hours: 2 })),
        quarter_ids: ['q1', 'q2', 'q3', 'q4'],
        required: ['q1', 'q2', 'q3', 'q4'].map((quarter_id) => ({ line_number: 1, quarter_id, required: 1 })),
        people,
        // p2 has had far more high-strain hours: the fairest share is p1's, but not past N = 2 in a row.
        history: [{ person_id: 'p2', station_id: 'S', hours: 100 }],
        max_strain_quarters: 2,
      });

    it('takes a person off a high-strain station after N quarters in a row', () => {
      const plan = autoPlan(
        strain([
          { id: 'p1', skills: [] },
          { id: 'p2', skills: [] },
        ]),
      );
      expect(cells(plan.changes)).toEqual(['q1 S p1', 'q2 S p1', 'q3 S p2', 'q4 S p1']);
      expect(plan.changes.every((change) => change.reason === 'fairest_strain_share')).toBe(true);
    });

    it('is a preference: with nobody else, the needed head is still filled', () => {
      expect(cells(autoPlan(strain([{ id: 'p1', skills: [] }])).changes)).toEqual(['q1 S p1', 'q2 S p1', 'q3 S p1', 'q4 S p1']);
    });
  });

  it('gives the same plan for the same input, in any order', () => {
    const first = autoPlan(UNIQUE);
    expect(autoPlan(UNIQUE)).toEqual(first);
    const shuffled = { ...UNIQUE, stations: [...UNIQUE.stations].reverse(), people: [...UNIQUE.people].reverse(), history: [...UNIQUE.history].reverse() };
    expect(autoPlan(shuffled)).toEqual(first);
  });
});
