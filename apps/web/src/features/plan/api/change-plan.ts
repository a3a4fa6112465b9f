import {
  planActionAnswerSchema,
  planAutoAnswerSchema,
  planAutoInputSchema,
  planClearInputSchema,
  planCopyInputSchema,
  planPasteAnswerSchema,
  planPasteInputSchema,
  planUndoAnswerSchema,
  planRollForwardInputSchema,
  planUndoInputSchema,
  type PlanActionAnswer,
  type PlanAutoAnswer,
  type PlanPasteAnswer,
  type PlanPasteCell,
  type PlanUndoAnswer,
} from '@stationboard/domain/schemas/plan';
import { apiPost } from '../../../lib/api-client.ts';

/** An ADMIN's reason to change a past operating day (decision 147); undefined on any other day. */
type Correction = { correctionReason: string | undefined };

type PasteRequest = Correction & { centerId: string; date: string; cells: PlanPasteCell[]; dryRun: boolean };

/** POST /plan/paste (issue 27): cells as names, logins or badges (empty clears); a dry run changes nothing. */
export async function pastePlan({ centerId, date, cells, dryRun, correctionReason }: PasteRequest): Promise<PlanPasteAnswer> {
  const body = planPasteInputSchema.parse({ date, cells, dry_run: dryRun, fulfillment_center_id: centerId, correction_reason: correctionReason });
  return planPasteAnswerSchema.parse(await apiPost('/plan/paste', body));
}

/** POST /plan/undo or /plan/redo: the caller's last step on the acting center, back or again. */
export async function stepPlan(direction: 'undo' | 'redo', { centerId, correctionReason }: Correction & { centerId: string }): Promise<PlanUndoAnswer> {
  const body = planUndoInputSchema.parse({ fulfillment_center_id: centerId, correction_reason: correctionReason });
  return planUndoAnswerSchema.parse(await apiPost(`/plan/${direction}`, body));
}

/** A whole-plan action as the grid's dialogs ask it (issue 27, decision 152; the auto-plan, decision 163): the body without the fields every write carries. */
export type PlanActionRequest =
  | { action: 'copy'; from_date: string; to_dates: string[]; from_quarter_id?: string; to_quarter_id?: string }
  | { action: 'roll-forward'; date: string; from_quarter_id: string }
  | { action: 'clear'; date: string; quarter_id?: string }
  | { action: 'auto'; date: string; quarter_ids: string[]; allow_moves: boolean };

/** What an action answers: every change and conflict; the auto-plan's also its scores and the critical cells it could not fill. */
export type PlanActionResult = PlanActionAnswer | PlanAutoAnswer;

export const isAutoPlanAnswer = (answer: PlanActionResult): answer is PlanAutoAnswer => 'scores' in answer;

const ACTIONS = {
  copy: { input: planCopyInputSchema, answer: planActionAnswerSchema },
  'roll-forward': { input: planRollForwardInputSchema, answer: planActionAnswerSchema },
  clear: { input: planClearInputSchema, answer: planActionAnswerSchema },
  auto: { input: planAutoInputSchema, answer: planAutoAnswerSchema },
} as const;

/** POST /plan/copy, /plan/roll-forward, /plan/clear or /plan/auto: every change and every conflict; a dry run changes nothing. */
export async function runPlanAction(
  { action, ...fields }: PlanActionRequest,
  { centerId, dryRun, correctionReason }: Correction & { centerId: string; dryRun: boolean },
): Promise<PlanActionResult> {
  const { input, answer } = ACTIONS[action];
  const body = input.parse({ ...fields, dry_run: dryRun, fulfillment_center_id: centerId, correction_reason: correctionReason });
  return answer.parse(await apiPost(`/plan/${action}`, body));
}
