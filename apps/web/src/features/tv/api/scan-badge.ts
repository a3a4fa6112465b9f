import { KIOSK_MESSAGES } from '../../../lib/i18n/kiosk-messages.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { badgeScanInputSchema, scanResultItemSchema, type BadgeScanInput, type ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshAfterOwnChange } from '../../../lib/live-data.ts';

export type ScanBadgeInput = z.input<typeof badgeScanInputSchema>;

const scanResultSchema = z.array(scanResultItemSchema);

/**
 * The same schema the server applies, checked first so a value the server would refuse (over
 * 64 characters, say) fails with the same words without a round trip.
 */
export function parseScanInput(input: ScanBadgeInput): BadgeScanInput {
  const parsed = badgeScanInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? KIOSK_MESSAGES.invalidBadgeScan);
  return parsed.data;
}

export async function postScan(path: string, input: ScanBadgeInput): Promise<ScanResultItem[]> {
  return scanResultSchema.parse(await apiPost(path, parseScanInput(input)));
}

/** POST /stations/tv-badge-scan: check in, or assign and check in, one item per quarter touched. */
export function scanBadge(input: ScanBadgeInput): Promise<ScanResultItem[]> {
  return postScan('/stations/tv-badge-scan', input);
}

/**
 * A scan call changes assignments, success or not (a refused scan may have raced another
 * kiosk's): its changes come back on the realtime socket and patch what shows them; only
 * without the socket does everything reload (refreshAfterOwnChange). The outcome shows
 * without waiting for either.
 */
export function useScanMutation(call: (input: ScanBadgeInput) => Promise<ScanResultItem[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => refreshAfterOwnChange(queryClient),
  });
}

export function useScanBadge() {
  return useScanMutation(scanBadge);
}
