import { describe, expect, it } from 'vitest';
import { planCellKey, resolvePlanChanges, type PlanFacts, type PlanOccupant, type PlanPerson, type PlanProposal } from './plan-changes.ts';

const D = '2026-11-22';
const person = (id: string, extra: Partial<PlanPerson> = {}): PlanPerson => ({
  employee_id: id,
  employee_name: id.toUpperCase(),
  is_wildcard: false,
  override_reason: null,
  ...extra,
});
const cell = (station: string, quarter = 'q1') => ({ station_id: station, quarter_id: quarter, assignment_date: D });
const propose = (station: string, who: string | null, quarter = 'q1'): PlanProposal => ({ ...cell(station, quarter), after: who ? person(who) : null });

function facts(occupants: [string, string, Partial<PlanOccupant>?][] = [], skills: Record<string, string[]> = {}): PlanFacts {
  const station = (id: string) => ({ is_active: id !== 'off', required_skills: (skills[id] ?? []).map((s) => ({ id: s, name: s })) });
  return {
    occupants: new Map(occupants.map(([st, who, extra]) => [planCellKey(cell(st)), { ...person(who), checked_in: false, ...extra }])),
    stations: new Map(['s1', 's2', 's3', 'off', 'fork'].map((id) => [id, station(id)])),
    heldSkills: new Map([['ann', [{ skill_id: 'forklift', expires_on: null }]]]),
  };
}
const ALL = { skills: true, inactiveStations: true };
const reasons = (outcome: ReturnType<typeof resolvePlanChanges>) => outcome.rejected.map((r) => [r.proposal.station_id, r.reason]);

describe('resolvePlanChanges', () => {
  it('changes what differs, leaves what is already so, and keeps the occupant as before', () => {
    const outcome = resolvePlanChanges(
      [propose('s1', 'ann'), propose('s2', 'bob'), propose('s3', null)],
      facts([
        ['s1', 'ann'],
        ['s2', 'cid'],
      ]),
      ALL,
    );
    expect(outcome.changes.map((c) => [c.station_id, c.before?.employee_id ?? null, c.after?.employee_id ?? null])).toEqual([['s2', 'cid', 'bob']]);
    expect(outcome.rejected).toEqual([]);
  });

  it('refuses an inactive or unknown station, a checked-in occupant and a missing skill, with why', () => {
    const outcome = resolvePlanChanges(
      [propose('off', 'ann'), propose('nowhere', 'ann'), propose('s1', 'bob'), propose('fork', 'bob'), propose('fork', 'ann', 'q2')],
      facts([['s1', 'cid', { checked_in: true }]], { fork: ['forklift'] }),
      ALL,
    );
    expect(reasons(outcome)).toEqual([
      ['off', 'station_inactive'],
      ['nowhere', 'not_in_plan'],
      ['s1', 'checked_in'],
      ['fork', 'lacks_skill'],
    ]);
    expect(outcome.changes.map((c) => [c.station_id, c.quarter_id])).toEqual([['fork', 'q2']]);
  });

  it('takes an override reason the proposal carries as leave to skip the skill check, and undo checks neither skills nor activity', () => {
    const withOverride = { ...cell('fork'), after: person('bob', { override_reason: 'Trained today' }) };
    expect(resolvePlanChanges([withOverride], facts([], { fork: ['forklift'] }), ALL).changes).toHaveLength(1);
    expect(
      resolvePlanChanges([propose('fork', 'bob'), propose('off', 'cid')], facts([], { fork: ['forklift'] }), { skills: false, inactiveStations: false })
        .changes,
    ).toHaveLength(2);
  });

  it('refuses a second station for someone who keeps one, and the second of two proposals for one person', () => {
    const outcome = resolvePlanChanges([propose('s2', 'ann'), propose('s3', 'bob'), propose('fork', 'bob')], facts([['s1', 'ann']]), ALL);
    expect(reasons(outcome)).toEqual([
      ['s2', 'already_assigned'],
      ['fork', 'already_assigned'],
    ]);
    expect(outcome.changes.map((c) => c.station_id)).toEqual(['s3']);
  });

  it('lets people swap stations in one change, and follows a refusal to the place it leaves someone in', () => {
    const swap = resolvePlanChanges(
      [propose('s1', 'bob'), propose('s2', 'ann')],
      facts([
        ['s1', 'ann'],
        ['s2', 'bob'],
      ]),
      ALL,
    );
    expect(swap.changes).toHaveLength(2);
    // Bob has checked in on s2: Ann cannot take it, nor Bob s3; Cid still replaces Ann on s1.
    const chain = resolvePlanChanges(
      [propose('s1', 'cid'), propose('s2', 'ann'), propose('s3', 'bob')],
      facts([
        ['s1', 'ann'],
        ['s2', 'bob', { checked_in: true }],
      ]),
      ALL,
    );
    expect(reasons(chain)).toEqual([
      ['s2', 'checked_in'],
      ['s3', 'already_assigned'],
    ]);
    expect(chain.changes.map((c) => [c.station_id, c.before?.employee_id, c.after?.employee_id])).toEqual([['s1', 'ann', 'cid']]);
    // Bob to s3 and to s1: s1 refused, so Ann stays on s1 and cannot take s2, so Bob stays on s2 and cannot take s3.
    const follow = resolvePlanChanges(
      [propose('s2', 'ann'), propose('s3', 'bob'), propose('s1', 'bob')],
      facts([
        ['s1', 'ann'],
        ['s2', 'bob'],
      ]),
      ALL,
    );
    expect(reasons(follow)).toEqual([
      ['s2', 'already_assigned'],
      ['s3', 'already_assigned'],
      ['s1', 'already_assigned'],
    ]);
    expect(follow.changes).toEqual([]);
  });
});
