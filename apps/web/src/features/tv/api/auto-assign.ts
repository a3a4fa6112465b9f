import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { postScan, useScanMutation, type ScanBadgeInput } from './scan-badge.ts';

/**
 * POST /stations/tv-auto-assign: a station for someone without one in the quarter; someone who
 * already holds one gets 'Already Assigned' with the station (is_conflict).
 */
export function autoAssign(input: ScanBadgeInput): Promise<ScanResultItem[]> {
  return postScan('/stations/tv-auto-assign', input);
}

export function useAutoAssign() {
  return useScanMutation(autoAssign);
}
