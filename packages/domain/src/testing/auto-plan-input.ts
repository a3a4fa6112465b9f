import type { AutoPlanInput, AutoPlanStation } from '../demand/auto-plan-input.ts';

/** For tests: an active line-1 station with no skills or flags, coded as its id; override what matters. */
export function planStation(id: string, overrides: Partial<AutoPlanStation> = {}): AutoPlanStation {
  return {
    id,
    station_code: id,
    line_number: 1,
    station_type: { name: 'LINE' },
    is_active: true,
    is_critical: false,
    is_high_strain: false,
    required_skills: [],
    ...overrides,
  };
}

/** For tests: one 2-hour quarter 'q1' planned on 2026-11-27, nothing else; override what matters. */
export function planInput(overrides: Partial<AutoPlanInput> = {}): AutoPlanInput {
  return {
    date: '2026-11-27',
    stations: [],
    quarters: [{ id: 'q1', hours: 2 }],
    quarter_ids: ['q1'],
    required: [],
    people: [],
    assignments: [],
    allow_moves: false,
    rotation_rules: [],
    history: [],
    max_strain_quarters: 2,
    ...overrides,
  };
}
