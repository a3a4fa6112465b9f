import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { ASSIGNMENT_DEPENDENT_ROOTS } from '../../../lib/query-keys.ts';
import { postScan, type ScanBadgeInput } from './scan-badge.ts';

/**
 * POST /stations/tv-auto-assign: a station for someone without one in the quarter; someone who
 * already holds one gets 'Already Assigned' with the station (is_conflict).
 */
export function autoAssign(input: ScanBadgeInput): Promise<ScanResultItem[]> {
  return postScan('/stations/tv-auto-assign', input);
}

export function useAutoAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoAssign,
    onSettled: () => {
      for (const root of ASSIGNMENT_DEPENDENT_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}
