import {
  planPasteAnswerSchema,
  planPasteInputSchema,
  planUndoAnswerSchema,
  type PlanPasteAnswer,
  type PlanPasteCell,
  type PlanUndoAnswer,
} from '@stationboard/domain/schemas/plan';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /plan/paste (issue 27): cells as names, logins or badges (empty clears); a dry run changes nothing. */
export async function pastePlan({
  centerId,
  date,
  cells,
  dryRun,
}: {
  centerId: string;
  date: string;
  cells: PlanPasteCell[];
  dryRun: boolean;
}): Promise<PlanPasteAnswer> {
  const body = planPasteInputSchema.parse({ date, cells, dry_run: dryRun, fulfillment_center_id: centerId });
  return planPasteAnswerSchema.parse(await apiPost('/plan/paste', body));
}

/** POST /plan/undo or /plan/redo: the caller's last step on the acting center, back or again. */
export async function stepPlan(direction: 'undo' | 'redo', centerId: string): Promise<PlanUndoAnswer> {
  return planUndoAnswerSchema.parse(await apiPost(`/plan/${direction}`, { fulfillment_center_id: centerId }));
}
