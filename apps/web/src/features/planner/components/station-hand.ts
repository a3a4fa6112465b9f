import { MESSAGES } from '../../../lib/i18n/messages.ts';

/** Spec 2 §3 is_right_handed as the planner's tables show it; null means the hand is not set. */
export function stationHandLabel(isRightHanded: boolean | null): string {
  if (isRightHanded === null) return '—';
  return isRightHanded ? MESSAGES.handRight : MESSAGES.handLeft;
}
