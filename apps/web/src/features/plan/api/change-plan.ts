import {
  planPasteAnswerSchema,
  planPasteInputSchema,
  planUndoAnswerSchema,
  planUndoInputSchema,
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
