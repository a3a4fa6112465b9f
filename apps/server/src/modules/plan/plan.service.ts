/**
 * The day plan (issue 27, decision 146): one operating day as a grid, and the changes made to
 * it many cells at a time. Each change is one step: previewed with `dry_run`, made in one
 * transaction behind the center's lock, recorded with every cell's before and after so its
 * author can undo and redo it, and audited as one row naming it. The assignments it writes
 * reach other screens through the database's triggers, as every assignment change does.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { dayPlanQuarters } from '@stationboard/domain/exports/day-plan';
import { MESSAGES } from '@stationboard/domain/messages';
import { canCorrectPastDays, type PastDayPermit } from '@stationboard/domain/plan/past-days';
import { pastedValueResolver } from '@stationboard/domain/plan/paste-values';
import {
  isSamePlanPerson,
  planCellKey,
  resolvePlanChanges,
  toPlanPerson,
  type PlanCellRef,
  type PlanOccupant,
  type PlanOutcome,
  type PlanPerson,
  type PlanProposal,
} from '@stationboard/domain/plan/plan-changes';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { laterQuartersInShift } from '@stationboard/domain/quarters/shift-order';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import type { AuditAction } from '@stationboard/domain/audit/audit-log';
import type {
  Plan,
  PlanAction,
  PlanActionAnswer,
  PlanCellReason,
  PlanChange,
  PlanClearInput,
  PlanCopyInput,
  PlanHistory,
  PlanLineCount,
  PlanPasteAnswer,
  PlanPasteInput,
  PlanReason,
  PlanRollForwardInput,
  PlanStep,
  PlanUndoAnswer,
} from '@stationboard/domain/schemas/plan';
import { PLAN_STEP_STALE } from '@stationboard/domain/schemas/plan';
import { isIndirectStation, isLineStation } from '@stationboard/domain/stations/station-kind';
import type { Db, Tx } from '../../db/database.ts';
import { readCenterClock, type CenterClock } from '../../floor/center-clock.ts';
import { checkPastDays } from '../../floor/past-days.ts';
import { readEmployeeSkills } from '../../floor/skills.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { enqueuePlanApplied } from '../../lib/webhooks/events.ts';
import {
  findLatestStep,
  insertStep,
  lockCenterPlan,
  readExistingEmployees,
  readPastablePeople,
  readPlanAssignments,
  readPlanStations,
  readRotations,
  readStepChanges,
  setStepState,
  writePlanCells,
  type PlanStationRow,
  type PlanStepRow,
} from './plan.repository.ts';

/** A cell of an operating day (`date`) and who it should hold; an auto-plan's cell says why (decision 160). */
export type Proposal = PlanProposal & { date: string; reason?: PlanReason | undefined };
type Refusal<P> = { proposal: P; reason: PlanCellReason };

const STEP_AUDIT_ACTIONS: Record<PlanAction, AuditAction> = {
  paste: 'PLAN_PASTE',
  copy: 'PLAN_COPY',
  roll_forward: 'PLAN_ROLL_FORWARD',
  clear: 'PLAN_CLEAR',
  auto: 'PLAN_AUTO',
};

const unique = <T>(values: readonly T[]) => [...new Set(values)];

export const quarterNotFound = () => new AppError('NOT_FOUND', 'Quarter not found');

/** What the plan reads of a center to change some of its days. */
type PlanContext = {
  tx: Tx;
  clock: CenterClock;
  stations: PlanStationRow[];
  /** Every assignment of the days read, by planCellKey, with its row id. */
  occupants: Map<string, PlanOccupant & { id: string }>;
  /** The quarters of an operating day, each on its assignment date, in clock order. */
  quartersOf(day: string): ReturnType<typeof dayPlanQuarters<CenterClock['quarters'][number]>>;
  /** Decides which proposals go ahead (skills and inactive stations checked). */
  resolve<P extends Proposal>(proposals: readonly P[]): Promise<PlanOutcome<P>>;
};

/** The assignment dates of operating days: each day and the next (a night quarter after midnight). */
const datesOfDays = (days: readonly string[]) => unique(days.flatMap((day) => [day, addDays(day, 1)]));

async function readContext(tx: Tx, centerId: string, days: readonly string[], now: Date): Promise<PlanContext> {
  const clock = await readCenterClock(tx, centerId, now);
  const stations = await readPlanStations(tx, centerId);
  const rows = await readPlanAssignments(tx, centerId, datesOfDays(days));
  const occupants = new Map(rows.map((row) => [planCellKey(row), row]));
  const stationFacts = new Map(stations.map((station) => [station.id, station]));
  return {
    tx,
    clock,
    stations,
    occupants,
    quartersOf: (day) => dayPlanQuarters(clock.quarters, day),
    async resolve(proposals) {
      const people = unique(proposals.flatMap((p) => (p.after ? [p.after.employee_id] : [])));
      const heldSkills = await readEmployeeSkills(tx, people);
      return resolvePlanChanges(proposals, { occupants, stations: stationFacts, heldSkills }, { skills: true, inactiveStations: true });
    },
  };
}

function toPlanChange(change: Proposal & { before: PlanPerson | null }): PlanChange {
  return {
    date: change.date,
    station_id: change.station_id,
    quarter_id: change.quarter_id,
    assignment_date: change.assignment_date,
    before: change.before,
    after: change.after,
    ...(change.reason && { reason: change.reason }),
  };
}

function toStep(row: PlanStepRow): PlanStep {
  return {
    id: row.id,
    action: row.action as PlanAction,
    dates: row.dates,
    cells: row.cells,
    created_at: row.createdAt.toISOString(),
  };
}

/** The author's next undo and redo at the center. */
export async function readHistory(db: Db | Tx, acting: Acting): Promise<PlanHistory> {
  const [undo, redo] = [
    await findLatestStep(db, acting.centerId, acting.employeeId, 'done'),
    await findLatestStep(db, acting.centerId, acting.employeeId, 'undone'),
  ];
  return { undo: undo && toStep(undo), redo: redo && toStep(redo) };
}

/** Writes the cells of the changes: the assignments there go, the new ones come. */
async function applyChanges(context: PlanContext, centerId: string, changes: readonly (PlanCellRef & { after: PlanPerson | null })[]) {
  const replaced = changes.flatMap((change) => {
    const occupant = context.occupants.get(planCellKey(change));
    return occupant ? [occupant.id] : [];
  });
  await writePlanCells(context.tx, centerId, replaced, changes);
}

type StepRequest = {
  action: PlanAction;
  /** The operating days it may change (a past one asks the permit). */
  days: string[];
  /** Days it reads besides (a copy's source). */
  readDays?: string[];
  dryRun: boolean;
  permit: PastDayPermit;
  /** What the audit row says the step was asked to do. */
  asked: Record<string, unknown>;
};

/** A step on one operating day. */
export function dayRequest(action: PlanAction, input: { date: string; dry_run: boolean }, permit: PastDayPermit, asked: Record<string, unknown>): StepRequest {
  return { action, days: [input.date], dryRun: input.dry_run, permit, asked: { date: input.date, ...asked } };
}

/**
 * One step: reads the days, checks the permit for past days, lets `build` propose and resolve
 * cells, and (unless a dry run) writes the changes, records the step and audits it.
 */
function runStep<P extends Proposal>(
  db: Db,
  acting: Acting,
  now: Date,
  request: StepRequest,
  build: (context: PlanContext) => Promise<{ changes: (P & { before: PlanPerson | null })[]; rejected: Refusal<P>[] }>,
) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    if (!request.dryRun) await lockCenterPlan(tx, acting.centerId);
    const context = await readContext(tx, acting.centerId, unique([...request.days, ...(request.readDays ?? [])]), now);
    const correctionReason = checkPastDays(context.clock, request.days, request.permit);
    const { changes, rejected } = await build(context);
    if (!request.dryRun && changes.length > 0) {
      await applyChanges(context, acting.centerId, changes);
      const stored = changes.map(toPlanChange);
      const dates = unique(stored.map((change) => change.date)).sort();
      const step = await insertStep(tx, { centerId: acting.centerId, author: acting.employeeId, action: request.action, dates, changes: stored });
      await audit({
        action: STEP_AUDIT_ACTIONS[request.action],
        tableName: 'assignments',
        recordId: step.id,
        assignmentDate: dates[0] ?? null,
        newValues: {
          ...request.asked,
          dates,
          changed: stored.length,
          refused: rejected.length,
          ...(correctionReason && { correction_reason: correctionReason }),
        },
      });
      await enqueuePlanApplied(tx, acting.centerId, { step_id: step.id, action: request.action, dates, changes: stored }, now);
    }
    return { changes: changes.map(toPlanChange), rejected, history: await readHistory(tx, acting) };
  });
}

/** A refused proposal as the whole-plan actions list it: who it was about (the person proposed, else the one there). */
function toConflicts(context: { occupants: Map<string, PlanOccupant> }, rejected: readonly Refusal<Proposal>[]) {
  return rejected.map(({ proposal, reason }) => {
    const person = proposal.after ?? toPlanPerson(context.occupants.get(planCellKey(proposal)));
    return {
      date: proposal.date,
      station_id: proposal.station_id,
      quarter_id: proposal.quarter_id,
      employee_id: person?.employee_id ?? null,
      employee_name: person?.employee_name ?? null,
      reason,
    };
  });
}

/** The rest of runStep's answer for a whole-plan action. */
export async function actionStep(
  db: Db,
  acting: Acting,
  now: Date,
  request: StepRequest,
  propose: (context: PlanContext) => Promise<PlanOutcome<Proposal>>,
): Promise<PlanActionAnswer> {
  let conflicts: PlanActionAnswer['conflicts'] = [];
  const { changes, history } = await runStep(db, acting, now, request, async (context) => {
    const outcome = await propose(context);
    conflicts = toConflicts(context, outcome.rejected);
    return outcome;
  });
  return { dry_run: request.dryRun, changes, conflicts, history };
}

// ---- Reading the grid ----

/** GET /api/plan: the grid of one operating day, with what the viewer may do with it. */
export async function readPlan(db: Db, acting: Acting, role: Role | null, day: string, now: Date): Promise<Plan> {
  const clock = await readCenterClock(db, acting.centerId, now);
  const quarters = dayPlanQuarters(clock.quarters, day);
  const stations = await readPlanStations(db, acting.centerId);
  const inDay = new Set(quarters.map((q) => `${q.id}|${q.date}`));
  const cells = (await readPlanAssignments(db, acting.centerId, unique(quarters.map((q) => q.date))))
    .filter((row) => inDay.has(`${row.quarter_id}|${row.assignment_date}`))
    .map((row) => ({
      station_id: row.station_id,
      quarter_id: row.quarter_id,
      assignment_id: row.id,
      employee_id: row.employee_id,
      employee_name: row.employee_name,
      employee_login: row.employee_login,
      is_wildcard: row.is_wildcard,
      override_reason: row.override_reason,
      checked_in: row.checked_in,
      reason: row.plan_reason,
    }));
  const isPast = clock.isPast(day);
  return {
    date: day,
    is_past: isPast,
    can_edit: isPast ? canCorrectPastDays(role) : hasMinimumRole(role, 'MANAGER'),
    quarters: quarters.map(({ fulfillment_center_id: _center, ...quarter }) => quarter),
    stations: stations.map((station) => ({ ...station, is_indirect: isIndirectStation(station) })),
    cells,
    line_counts: lineCounts(stations, quarters, cells),
    history: await readHistory(db, acting),
  };
}

/** Per line and quarter: the line's active stations, and how many of them hold someone. */
function lineCounts(
  stations: readonly PlanStationRow[],
  quarters: readonly { id: string }[],
  cells: readonly { station_id: string; quarter_id: string }[],
): PlanLineCount[] {
  const lineOf = new Map(stations.filter((st) => st.is_active && isLineStation(st)).map((st) => [st.id, st.line_number!]));
  const lines = unique([...lineOf.values()]).sort((a, b) => a - b);
  const counts: PlanLineCount[] = [];
  for (const line of lines) {
    const active = [...lineOf.values()].filter((l) => l === line).length;
    for (const quarter of quarters) {
      const assigned = cells.filter((cell) => cell.quarter_id === quarter.id && lineOf.get(cell.station_id) === line).length;
      counts.push({ line_number: line, quarter_id: quarter.id, assigned, active });
    }
  }
  return counts;
}

// ---- Paste ----

/** POST /api/plan/paste: every cell it can resolve, in one step; every other cell listed with why. */
export async function pastePlan(db: Db, acting: Acting, permit: PastDayPermit, input: PlanPasteInput, now: Date): Promise<PlanPasteAnswer> {
  type Pasted = Proposal & { value: string };
  const request = dayRequest('paste', input, permit, { cells: input.cells.length });
  const { changes, rejected, history } = await runStep<Pasted>(db, acting, now, request, async (context) => {
    const quarters = new Map(context.quartersOf(input.date).map((q) => [q.id, q]));
    const resolveValue = pastedValueResolver(await readPastablePeople(context.tx, acting.centerId));
    const refused: Refusal<Pasted>[] = [];
    const proposals: Pasted[] = [];
    for (const cell of input.cells) {
      const quarter = quarters.get(cell.quarter_id);
      const target = {
        date: input.date,
        station_id: cell.station_id,
        quarter_id: cell.quarter_id,
        assignment_date: quarter?.date ?? input.date,
        value: cell.value,
      };
      const named = resolveValue(cell.value);
      if (!quarter) refused.push({ proposal: { ...target, after: null }, reason: 'not_in_plan' });
      else if (named.kind === 'unknown' || named.kind === 'ambiguous') refused.push({ proposal: { ...target, after: null }, reason: named.kind });
      else {
        const occupant = toPlanPerson(context.occupants.get(planCellKey(target)));
        const person = named.kind === 'person' ? named.person : null;
        // The person already there stays as they are (a wildcard stays one).
        const after =
          person === null
            ? null
            : occupant?.employee_id === person.id
              ? occupant
              : { employee_id: person.id, employee_name: person.name, is_wildcard: false, override_reason: null };
        proposals.push({ ...target, after });
      }
    }
    const outcome = await context.resolve(proposals);
    return { changes: outcome.changes, rejected: [...refused, ...outcome.rejected] };
  });
  return {
    dry_run: input.dry_run,
    applied: changes,
    rejected: rejected.map(({ proposal, reason }) => ({ station_id: proposal.station_id, quarter_id: proposal.quarter_id, value: proposal.value, reason })),
    history,
  };
}

// ---- Copy, roll forward, clear ----

/** POST /api/plan/copy: each target day's cells (of one quarter, or all) become the source day's, empty ones included. */
export function copyPlan(db: Db, acting: Acting, permit: PastDayPermit, input: PlanCopyInput, now: Date): Promise<PlanActionAnswer> {
  const toDates = unique(input.to_dates).sort();
  const asked = { from_date: input.from_date, to_dates: toDates, from_quarter_id: input.from_quarter_id ?? null, to_quarter_id: input.to_quarter_id ?? null };
  const request: StepRequest = { action: 'copy', days: toDates, readDays: [input.from_date], dryRun: input.dry_run, permit, asked };
  return actionStep(db, acting, now, request, (context) => {
    const source = context.quartersOf(input.from_date).filter((q) => input.from_quarter_id === undefined || q.id === input.from_quarter_id);
    if (source.length === 0) throw quarterNotFound();
    const proposals: Proposal[] = [];
    for (const day of toDates) {
      const targets = new Map(context.quartersOf(day).map((q) => [q.id, q]));
      for (const from of source) {
        const to = targets.get(input.to_quarter_id ?? from.id);
        if (!to) throw quarterNotFound();
        for (const station of context.stations) {
          const occupant = context.occupants.get(planCellKey({ station_id: station.id, quarter_id: from.id, assignment_date: from.date }));
          proposals.push({ date: day, station_id: station.id, quarter_id: to.id, assignment_date: to.date, after: toPlanPerson(occupant) });
        }
      }
    }
    return context.resolve(proposals);
  });
}

/**
 * POST /api/plan/roll-forward: each later quarter of the shift becomes the one before it
 * rotated: a person moves to where their station's rotation rule sends them, else stays.
 * A person sent by a rule takes the station before one staying there ('station_taken').
 */
export function rollForwardPlan(db: Db, acting: Acting, permit: PastDayPermit, input: PlanRollForwardInput, now: Date): Promise<PlanActionAnswer> {
  const request = dayRequest('roll_forward', input, permit, { from_quarter_id: input.from_quarter_id });
  return actionStep(db, acting, now, request, async (context) => {
    const quarters = context.quartersOf(input.date);
    const from = quarters.find((q) => q.id === input.from_quarter_id);
    if (!from) throw quarterNotFound();
    const rotations = await readRotations(context.tx, acting.centerId);
    const held = (quarter: { id: string; date: string }) =>
      new Map(
        context.stations.flatMap((station) => {
          const person = toPlanPerson(context.occupants.get(planCellKey({ station_id: station.id, quarter_id: quarter.id, assignment_date: quarter.date })));
          return person ? [[station.id, person] as const] : [];
        }),
      );
    let column = held(from);
    const outcome: PlanOutcome<Proposal> = { changes: [], rejected: [] };
    for (const quarter of laterQuartersInShift(quarters, from)) {
      const cell = (stationId: string, after: PlanPerson | null): Proposal => ({
        date: input.date,
        station_id: stationId,
        quarter_id: quarter.id,
        assignment_date: quarter.date,
        after,
      });
      const arriving = new Map<string, PlanPerson>();
      // Those a rule sends first: they take a station before someone staying on it.
      const moves = [...column].map(([stationId, person]) => ({ to: rotations.get(stationId) ?? stationId, person, rotated: rotations.has(stationId) }));
      for (const move of [...moves.filter((m) => m.rotated), ...moves.filter((m) => !m.rotated)]) {
        if (arriving.has(move.to)) outcome.rejected.push({ proposal: cell(move.to, move.person), reason: 'station_taken' });
        else arriving.set(move.to, move.person);
      }
      const resolved = await context.resolve(context.stations.map((station) => cell(station.id, arriving.get(station.id) ?? null)));
      outcome.changes.push(...resolved.changes);
      outcome.rejected.push(...resolved.rejected);
      // The next quarter rolls from this one as it will be: changed where accepted, else as it is.
      const changed = new Map(resolved.changes.map((change) => [change.station_id, change.after]));
      const planned = held(quarter);
      column = new Map(
        context.stations.flatMap((station) => {
          const person = changed.has(station.id) ? changed.get(station.id)! : (planned.get(station.id) ?? null);
          return person ? [[station.id, person] as const] : [];
        }),
      );
    }
    return outcome;
  });
}

/** POST /api/plan/clear: every cell of the day, or of one of its quarters, emptied. */
export function clearPlan(db: Db, acting: Acting, permit: PastDayPermit, input: PlanClearInput, now: Date): Promise<PlanActionAnswer> {
  const request = dayRequest('clear', input, permit, { quarter_id: input.quarter_id ?? null });
  return actionStep(db, acting, now, request, (context) => {
    const quarters = context.quartersOf(input.date).filter((q) => input.quarter_id === undefined || q.id === input.quarter_id);
    if (quarters.length === 0) throw quarterNotFound();
    const proposals = quarters.flatMap((quarter) =>
      context.stations.map((station) => ({ date: input.date, station_id: station.id, quarter_id: quarter.id, assignment_date: quarter.date, after: null })),
    );
    return context.resolve(proposals);
  });
}

// ---- Undo and redo ----

/**
 * POST /api/plan/undo and /redo: the author's latest step (undone: the latest undone) put
 * back (again) as one change. Refused with 409 PLAN_STEP_STALE when a cell it would change
 * no longer holds what the step left there (someone changed it since), or putting it back
 * would place someone twice or displace someone checked in: never last-write-wins.
 */
export function replayStep(db: Db, acting: Acting, permit: PastDayPermit, direction: 'undo' | 'redo', now: Date): Promise<PlanUndoAnswer> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await lockCenterPlan(tx, acting.centerId);
    const step = await findLatestStep(tx, acting.centerId, acting.employeeId, direction === 'undo' ? 'done' : 'undone');
    if (!step) throw new AppError('CONFLICT', direction === 'undo' ? MESSAGES.nothingToUndo : MESSAGES.nothingToRedo);
    const context = await readContext(tx, acting.centerId, step.dates, now);
    const correctionReason = checkPastDays(context.clock, step.dates, permit);
    const proposals = ((await readStepChanges(tx, step.id)) as PlanChange[]).map((change) => ({
      ...change,
      expected: direction === 'undo' ? change.after : change.before,
      after: direction === 'undo' ? change.before : change.after,
      // An auto-planned cell keeps its reason when redone; the person an undo puts back was not placed by it.
      reason: direction === 'undo' ? undefined : change.reason,
    }));
    const current = (p: PlanCellRef) => toPlanPerson(context.occupants.get(planCellKey(p)));
    // A quarter or a person deleted since cannot be put back either.
    const quarters = new Set(context.clock.quarters.map((q) => q.id));
    const people = await readExistingEmployees(tx, acting.centerId, unique(proposals.flatMap((p) => (p.after ? [p.after.employee_id] : []))));
    const gone = (p: (typeof proposals)[number]) => !quarters.has(p.quarter_id) || (p.after !== null && !people.has(p.after.employee_id));
    const stale = proposals.filter((p) => gone(p) || (!isSamePlanPerson(current(p), p.expected) && !isSamePlanPerson(current(p), p.after)));
    const outcome = resolvePlanChanges(
      proposals.filter((p) => !gone(p)),
      { occupants: context.occupants, stations: new Map(context.stations.map((st) => [st.id, st])), heldSkills: new Map() },
      { skills: false, inactiveStations: false },
    );
    const refused = stale.length + outcome.rejected.length;
    if (refused > 0) throw new AppError('CONFLICT', MESSAGES.planStepStale(refused), { type: PLAN_STEP_STALE, step_id: step.id, cells: refused });
    await applyChanges(context, acting.centerId, outcome.changes);
    await setStepState(tx, step, direction === 'undo' ? 'undone' : 'done');
    await audit({
      action: direction === 'undo' ? 'PLAN_UNDO' : 'PLAN_REDO',
      tableName: 'assignments',
      recordId: step.id,
      assignmentDate: step.dates[0] ?? null,
      newValues: { step: step.action, dates: step.dates, changed: outcome.changes.length, ...(correctionReason && { correction_reason: correctionReason }) },
    });
    await enqueuePlanApplied(tx, acting.centerId, { step_id: step.id, action: direction, dates: step.dates, changes: outcome.changes.map(toPlanChange) }, now);
    return { step: toStep(step), changes: outcome.changes.map(toPlanChange), history: await readHistory(tx, acting) };
  });
}
