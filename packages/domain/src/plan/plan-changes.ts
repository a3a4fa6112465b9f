/**
 * The one rule for changing many cells of the plan at once (issue 27, decision 146): paste,
 * copy, roll forward, clear, undo and redo all propose "this cell should hold this person (or
 * no one)" and this decides which proposals go ahead and why the others do not. A station
 * holds one person a quarter and a person one station: a proposal that would put someone on a
 * second station in a quarter is refused, the place they keep being the one nobody proposed
 * to change, else the first proposed.
 */
import type { PlanCellReason } from '../schemas/plan.ts';
import { missingSkills, type HeldSkill, type RequiredSkill } from '../skills/missing-skills.ts';

/** Who a cell holds, as the plan keeps it (the override reason travels with a copied or restored person). */
export type PlanPerson = { employee_id: string; employee_name: string; is_wildcard: boolean; override_reason: string | null };
export type PlanOccupant = PlanPerson & { checked_in: boolean };

/** A station in a quarter on an assignment date. */
export type PlanCellRef = { station_id: string; quarter_id: string; assignment_date: string };

export type PlanProposal = PlanCellRef & { after: PlanPerson | null };

export type PlanFacts = {
  /** Every assignment of the center on the dates proposed, by planCellKey. */
  occupants: ReadonlyMap<string, PlanOccupant>;
  stations: ReadonlyMap<string, { is_active: boolean; required_skills: readonly RequiredSkill[] }>;
  heldSkills: ReadonlyMap<string, readonly HeldSkill[]>;
};

/** Undo and redo restore what was: they check neither skills nor inactive stations. */
export type PlanChecks = { skills: boolean; inactiveStations: boolean };

export type PlanOutcome<P extends PlanProposal> = {
  changes: (P & { before: PlanPerson | null })[];
  rejected: { proposal: P; reason: PlanCellReason }[];
};

export function planCellKey(cell: PlanCellRef): string {
  return `${cell.station_id}|${cell.quarter_id}|${cell.assignment_date}`;
}

const slotKey = (cell: PlanCellRef) => `${cell.quarter_id}|${cell.assignment_date}`;

/** The same person the same way (a regular and a wildcard placement differ); null and null too. */
export function isSamePlanPerson(a: PlanPerson | null, b: PlanPerson | null): boolean {
  return a === null || b === null ? a === b : a.employee_id === b.employee_id && a.is_wildcard === b.is_wildcard;
}

export function toPlanPerson(occupant: PlanOccupant | null | undefined): PlanPerson | null {
  return occupant
    ? { employee_id: occupant.employee_id, employee_name: occupant.employee_name, is_wildcard: occupant.is_wildcard, override_reason: occupant.override_reason }
    : null;
}

function cellCheck(proposal: PlanProposal, occupant: PlanOccupant | null, facts: PlanFacts, checks: PlanChecks): PlanCellReason | null {
  const station = facts.stations.get(proposal.station_id);
  if (!station) return 'not_in_plan';
  if (checks.inactiveStations && !station.is_active) return 'station_inactive';
  if (occupant?.checked_in) return 'checked_in';
  const after = proposal.after;
  if (checks.skills && after && after.override_reason === null) {
    if (missingSkills(station.required_skills, facts.heldSkills.get(after.employee_id) ?? [], proposal.assignment_date).length > 0) return 'lacks_skill';
  }
  return null;
}

/** Who holds more than one station in a quarter once `accepted` is applied: the proposals to refuse for it. */
function secondPlaces<P extends PlanProposal>(accepted: readonly P[], occupants: ReadonlyMap<string, PlanOccupant>): Set<P> {
  const changed = new Map(accepted.map((p) => [planCellKey(p), p]));
  const slots = new Set(accepted.map(slotKey));
  // Per quarter and date, per person: where they stay untouched, and the proposals placing them.
  const places = new Map<string, { kept: boolean; proposed: P[] }>();
  const placeOf = (slot: string, employeeId: string) => {
    const key = `${slot}|${employeeId}`;
    const place = places.get(key) ?? { kept: false, proposed: [] };
    places.set(key, place);
    return place;
  };
  for (const [key, occupant] of occupants) {
    const slot = key.slice(key.indexOf('|') + 1);
    if (slots.has(slot) && !changed.has(key)) placeOf(slot, occupant.employee_id).kept = true;
  }
  for (const p of accepted) if (p.after) placeOf(slotKey(p), p.after.employee_id).proposed.push(p);
  const refused = new Set<P>();
  for (const { kept, proposed } of places.values()) for (const p of kept ? proposed : proposed.slice(1)) refused.add(p);
  return refused;
}

/**
 * Which proposals change a cell (a proposal that leaves its cell as it is is neither) and
 * which are refused, with why; `changes` and `rejected` keep the proposals' order.
 */
export function resolvePlanChanges<P extends PlanProposal>(proposals: readonly P[], facts: PlanFacts, checks: PlanChecks): PlanOutcome<P> {
  const rejected = new Map<P, PlanCellReason>();
  let accepted: P[] = [];
  for (const proposal of proposals) {
    const occupant = facts.occupants.get(planCellKey(proposal)) ?? null;
    if (isSamePlanPerson(toPlanPerson(occupant), proposal.after)) continue;
    const reason = cellCheck(proposal, occupant, facts, checks);
    if (reason) rejected.set(proposal, reason);
    else accepted.push(proposal);
  }
  // Refusing a proposal leaves its cell's occupant where they were, which may make them a second place: again until none.
  for (let refused = secondPlaces(accepted, facts.occupants); refused.size > 0; refused = secondPlaces(accepted, facts.occupants)) {
    for (const p of refused) rejected.set(p, 'already_assigned');
    accepted = accepted.filter((p) => !refused.has(p));
  }
  const acceptedSet = new Set(accepted);
  return {
    changes: proposals.filter((p) => acceptedSet.has(p)).map((p) => ({ ...p, before: toPlanPerson(facts.occupants.get(planCellKey(p))) })),
    rejected: proposals.flatMap((p) => (rejected.has(p) ? [{ proposal: p, reason: rejected.get(p)! }] : [])),
  };
}
