/**
 * The day plan API (issue 27 "Plan ahead", decision 146): one operating day as a grid of
 * stations by quarters, pasted into, copied, rolled forward and cleared as whole-plan actions,
 * each one step the caller can undo and redo. A cell is a station in a quarter of the operating
 * day; the date it is assigned on is the quarter's (a night quarter after midnight: the next
 * date, decision 080), so a request names the day and the quarter, never the assignment date.
 */
import { z } from 'zod';
import { SCHEMA_MESSAGES } from '../schema-messages.ts';
import { boundedText } from './form-fields.ts';
import { dateSchema, idSchema } from './id.ts';
import { QUARTER_NUMBER_MAX, quarterSchema } from './quarter-record.ts';
import { OVERRIDE_REASON_MAX } from './skill.ts';

/** The most cells one paste may carry (a screenful of a large plan several times over). */
export const PLAN_PASTE_CELLS_MAX = 5000;
/** The most days one copy may fill. */
export const PLAN_COPY_DAYS_MAX = 62;
/** The longest text of one pasted cell (a name, a login or a badge number). */
export const PLAN_CELL_VALUE_MAX = 200;

/**
 * Decision 147: an ADMIN's reason to change the plan of a past operating day; stored in the
 * audit row. A MANAGER cannot change a past day at all.
 */
export const correctionReasonSchema = boundedText({ label: 'Correction reason', max: OVERRIDE_REASON_MAX }).min(1, SCHEMA_MESSAGES.correctionReasonRequired);

/** What every plan write may carry besides its own fields. */
const planWrite = {
  /** Preview: answer what would change and what would not, change nothing. */
  dry_run: z.boolean().default(false),
  /** Decision 147: required of an ADMIN changing a past operating day. */
  correction_reason: correctionReasonSchema.optional(),
  fulfillment_center_id: idSchema.optional(),
};

/** GET /api/plan. */
export const planQuerySchema = z.object({
  date: dateSchema,
  fulfillment_center_id: idSchema.optional(),
});
export type PlanQuery = z.output<typeof planQuerySchema>;

/** A quarter of the operating day, in clock order, on the date it is assigned on. */
export const planQuarterSchema = quarterSchema.omit({ fulfillment_center_id: true }).extend({
  /** The assignment date of this quarter on the operating day. */
  date: dateSchema,
});
export type PlanQuarter = z.infer<typeof planQuarterSchema>;

/** A station as a row of the grid, in map order. */
export const planStationSchema = z.object({
  id: idSchema,
  station_code: z.string(),
  line_number: z.number().int().nullable(),
  station_type: z.object({ name: z.string() }),
  is_indirect: z.boolean(),
  is_critical: z.boolean(),
  is_active: z.boolean(),
  /** The skills the station requires, by name (the grid marks a person lacking one). */
  required_skills: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type PlanStation = z.infer<typeof planStationSchema>;

/** Issue 29 (decisions 157, 160): why the auto-plan put this person here, the reason line of an auto-planned cell. */
export const AUTO_PLAN_REASONS = ['critical_first', 'rotation_from', 'fairest_strain_share', 'skill', 'fill'] as const;
export type AutoPlanReason = (typeof AUTO_PLAN_REASONS)[number];

export const planReasonSchema = z.object({
  code: z.enum(AUTO_PLAN_REASONS),
  /** With 'rotation_from': the code of the station the person held the quarter before, whose rule sends them here. */
  from_station: z.string().nullable(),
});
export type PlanReason = z.infer<typeof planReasonSchema>;

/** Who works a station in a quarter, as the map shows them. */
export const planCellSchema = z.object({
  station_id: idSchema,
  quarter_id: idSchema,
  assignment_id: idSchema,
  /** The employee's record id. */
  employee_id: idSchema,
  employee_name: z.string(),
  /** Their login (tells two people of one name apart). */
  employee_login: z.string().nullable(),
  is_wildcard: z.boolean(),
  /** The reason a MANAGER+ gave to place someone lacking a required skill; null when none. */
  override_reason: z.string().nullable(),
  checked_in: z.boolean(),
  /** Why the auto-plan put this person here; null when a person (or a scan) did. */
  reason: planReasonSchema.nullable(),
});
export type PlanCell = z.infer<typeof planCellSchema>;

/** Per line and quarter: the line's active stations and how many of them are assigned. */
export const planLineCountSchema = z.object({
  line_number: z.number().int(),
  quarter_id: idSchema,
  assigned: z.number().int(),
  active: z.number().int(),
});
export type PlanLineCount = z.infer<typeof planLineCountSchema>;

export const PLAN_ACTIONS = ['paste', 'copy', 'roll_forward', 'clear', 'auto'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** A step the caller can undo or redo (decision 146). */
export const planStepSchema = z.object({
  id: idSchema,
  action: z.enum(PLAN_ACTIONS),
  /** The operating days it changed. */
  dates: z.array(dateSchema),
  /** How many cells it changed. */
  cells: z.number().int(),
  created_at: z.string(),
});
export type PlanStep = z.infer<typeof planStepSchema>;

/** The caller's next undo and redo on the acting center, null when there is none. */
export const planHistorySchema = z.object({
  undo: planStepSchema.nullable(),
  redo: planStepSchema.nullable(),
});
export type PlanHistory = z.infer<typeof planHistorySchema>;

/** GET /api/plan's answer: the whole grid of one operating day in one call. */
export const planSchema = z.object({
  date: dateSchema,
  /** Decision 147: the day is over at this center; only an ADMIN with a reason may change it. */
  is_past: z.boolean(),
  /** Whether the caller may change this day (MANAGER: not a past day; ADMIN: with a reason). */
  can_edit: z.boolean(),
  quarters: z.array(planQuarterSchema),
  stations: z.array(planStationSchema),
  cells: z.array(planCellSchema),
  line_counts: z.array(planLineCountSchema),
  history: planHistorySchema,
});
export type Plan = z.infer<typeof planSchema>;

/** A person in a cell before or after a change. */
export const planCellPersonSchema = z.object({
  employee_id: idSchema,
  employee_name: z.string(),
  is_wildcard: z.boolean(),
  /** A skill override the assignment carries (copied with the person, restored by undo). */
  override_reason: z.string().nullable(),
});
export type PlanCellPerson = z.infer<typeof planCellPersonSchema>;

/** One cell changed (or, on a dry run, that would change). */
export const planChangeSchema = z.object({
  /** The operating day. */
  date: dateSchema,
  station_id: idSchema,
  quarter_id: idSchema,
  /** The date the assignment is on (the next date for a quarter after midnight). */
  assignment_date: dateSchema,
  before: planCellPersonSchema.nullable(),
  after: planCellPersonSchema.nullable(),
  /** An auto-plan's change: why this person (absent from other actions' changes). */
  reason: planReasonSchema.optional(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/**
 * Why a cell was not changed: the value names nobody, or more than one person; the person
 * lacks a skill the station requires, or already works another station that quarter (or is
 * pasted twice into it), or has checked in elsewhere; the station is inactive; the occupant
 * has checked in; the station or the quarter is not in this plan; a roll forward brings two
 * people to one station (the one staying is refused).
 */
export const PLAN_CELL_REASONS = [
  'unknown',
  'ambiguous',
  'lacks_skill',
  'already_assigned',
  'station_inactive',
  'checked_in',
  'not_in_plan',
  'station_taken',
] as const;
export type PlanCellReason = (typeof PLAN_CELL_REASONS)[number];

/** POST /api/plan/paste: a block of cells, each a name, a login or a badge number; empty clears. */
export const planPasteCellSchema = z.object({
  station_id: idSchema,
  quarter_id: idSchema,
  value: z.string().max(PLAN_CELL_VALUE_MAX),
});
export type PlanPasteCell = z.infer<typeof planPasteCellSchema>;

export const planPasteInputSchema = z.object({
  date: dateSchema,
  cells: z
    .array(planPasteCellSchema)
    .min(1)
    .max(PLAN_PASTE_CELLS_MAX)
    .refine((cells) => new Set(cells.map((c) => `${c.station_id}|${c.quarter_id}`)).size === cells.length, SCHEMA_MESSAGES.planCellPastedTwice),
  ...planWrite,
});
export type PlanPasteInput = z.output<typeof planPasteInputSchema>;

export const planRejectedCellSchema = z.object({
  station_id: idSchema,
  quarter_id: idSchema,
  value: z.string(),
  reason: z.enum(PLAN_CELL_REASONS),
});
export type PlanRejectedCell = z.infer<typeof planRejectedCellSchema>;

/** Its answer: every cell it changed (or would) and every cell it could not, with why. */
export const planPasteAnswerSchema = z.object({
  dry_run: z.boolean(),
  applied: z.array(planChangeSchema),
  rejected: z.array(planRejectedCellSchema),
  history: planHistorySchema,
});
export type PlanPasteAnswer = z.infer<typeof planPasteAnswerSchema>;

/**
 * POST /api/plan/copy: the plan of `from_date` onto each of `to_dates`, quarter for quarter;
 * with `from_quarter_id`, that quarter only, into `to_quarter_id` (the same quarter when not given).
 */
export const planCopyInputSchema = z
  .object({
    from_date: dateSchema,
    to_dates: z.array(dateSchema).min(1).max(PLAN_COPY_DAYS_MAX),
    from_quarter_id: idSchema.optional(),
    to_quarter_id: idSchema.optional(),
    ...planWrite,
  })
  .refine((input) => input.from_quarter_id !== undefined || input.to_quarter_id === undefined, {
    path: ['to_quarter_id'],
    message: SCHEMA_MESSAGES.planTargetQuarterWithoutSource,
  });
export type PlanCopyInput = z.output<typeof planCopyInputSchema>;

/** POST /api/plan/roll-forward: the later quarters of that quarter's shift, filled from it by the rotation rules. */
export const planRollForwardInputSchema = z.object({
  date: dateSchema,
  from_quarter_id: idSchema,
  ...planWrite,
});
export type PlanRollForwardInput = z.output<typeof planRollForwardInputSchema>;

/** POST /api/plan/clear: every cell of the day, or of one quarter. */
export const planClearInputSchema = z.object({
  date: dateSchema,
  quarter_id: idSchema.optional(),
  ...planWrite,
});
export type PlanClearInput = z.output<typeof planClearInputSchema>;

/** A cell a whole-plan action left as it was, with why. */
export const planConflictSchema = z.object({
  date: dateSchema,
  station_id: idSchema,
  quarter_id: idSchema,
  employee_id: idSchema.nullable(),
  employee_name: z.string().nullable(),
  reason: z.enum(PLAN_CELL_REASONS),
});
export type PlanConflict = z.infer<typeof planConflictSchema>;

/** The answer of copy, roll-forward and clear. */
export const planActionAnswerSchema = z.object({
  dry_run: z.boolean(),
  changes: z.array(planChangeSchema),
  conflicts: z.array(planConflictSchema),
  history: planHistorySchema,
});
export type PlanActionAnswer = z.infer<typeof planActionAnswerSchema>;

/**
 * POST /api/plan/auto (issue 29, decision 160): fill the empty cells of some quarters of an
 * operating day to meet the required heads, with the day's roster, by the auto-plan (decision
 * 157). With `allow_moves`, the cells those quarters hold may be moved or emptied too.
 */
export const planAutoInputSchema = z.object({
  date: dateSchema,
  quarter_ids: z
    .array(idSchema)
    .min(1)
    .max(QUARTER_NUMBER_MAX)
    .refine((ids) => new Set(ids).size === ids.length, SCHEMA_MESSAGES.quarterListedTwice),
  allow_moves: z.boolean().default(false),
  ...planWrite,
});
export type PlanAutoInput = z.output<typeof planAutoInputSchema>;

/** A plan's scores (decision 157): shares 0 to 1, violations a count that must be 0, Gini 0 (even) to 1. */
export const planScoresSchema = z.object({
  /** Share of required heads met in the quarters planned. */
  coverage: z.number(),
  /** Hard-rule breaks in the quarters planned. */
  violations: z.number().int(),
  /** Share of people whose rotation rule had somewhere to send them who stand there. */
  rotation_adherence: z.number(),
  /** Gini of station-hours over the last 4 weeks and the day. */
  gini: z.number(),
  /** The same, of hours on high-strain stations. */
  strain_gini: z.number(),
});
export type PlanScores = z.infer<typeof planScoresSchema>;

export const INFEASIBLE_CAUSES = ['no_qualified_person', 'qualified_people_taken'] as const;
export type InfeasibleCause = (typeof INFEASIBLE_CAUSES)[number];

/** Its answer: the action's (changes with their reasons), the plan's scores after and before, and each critical cell it could not fill. */
export const planAutoAnswerSchema = planActionAnswerSchema.extend({
  scores: planScoresSchema,
  /** The same scores of the day as it stands, for comparison. */
  scores_before: planScoresSchema,
  infeasible_critical: z.array(z.object({ station_id: idSchema, quarter_id: idSchema, cause: z.enum(INFEASIBLE_CAUSES) })),
});
export type PlanAutoAnswer = z.infer<typeof planAutoAnswerSchema>;

/** POST /api/plan/undo and /api/plan/redo. */
export const planUndoInputSchema = z.object({
  /** Decision 147: required of an ADMIN when the step touches a past operating day. */
  correction_reason: correctionReasonSchema.optional(),
  fulfillment_center_id: idSchema.optional(),
});
export type PlanUndoInput = z.output<typeof planUndoInputSchema>;

/** Their answer: the step undone or redone and the cells it changed back (or again). */
export const planUndoAnswerSchema = z.object({
  step: planStepSchema,
  changes: z.array(planChangeSchema),
  history: planHistorySchema,
});
export type PlanUndoAnswer = z.infer<typeof planUndoAnswerSchema>;

/** The 409 metadata type of an undo or redo refused because a cell changed since. */
export const PLAN_STEP_STALE = 'PLAN_STEP_STALE';
/** The 403 metadata type of a change to a past operating day (decision 147). */
export const PAST_DAY_READ_ONLY = 'PAST_DAY_READ_ONLY';
/** The 400 metadata type of an ADMIN's change to a past operating day without a reason (decision 147). */
export const CORRECTION_REASON_REQUIRED = 'CORRECTION_REASON_REQUIRED';
