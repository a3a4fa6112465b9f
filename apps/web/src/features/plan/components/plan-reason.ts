import type { AutoPlanReason, PlanReason } from '@stationboard/domain/schemas/plan';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

const REASON_TEXT: Record<AutoPlanReason, (fromStation: string | null) => string> = {
  critical_first: () => MESSAGES.planReasonCritical,
  rotation_from: (fromStation) => MESSAGES.planReasonRotationFrom(fromStation),
  fairest_strain_share: () => MESSAGES.planReasonStrain,
  skill: () => MESSAGES.planReasonSkill,
  fill: () => MESSAGES.planReasonFill,
};

/** Why the auto-plan put a person in a cell (issue 29, decision 163): the reason line, in words. */
export function planReasonText(reason: PlanReason): string {
  return REASON_TEXT[reason.code](reason.from_station);
}
