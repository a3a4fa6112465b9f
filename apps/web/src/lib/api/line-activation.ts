import { queryOptions } from '@tanstack/react-query';
import {
  lineActivationAnswerSchema,
  lineActivationPreviewSchema,
  type LineActivationAnswer,
  type LineActivationPreview,
} from '@stationboard/domain/schemas/line-activation';
import { apiGet, apiPost } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The quarter on its date a screen calls "now" (its own clock); the server's when not given. */
export type QuarterNow = { quarterId: string; date: string } | null;

export type LineActivationQuery = { centerId: string; lineNumber: number; now: QuarterNow };

/** GET /stations/lines/{line}/activation (issue 25): what the line's button would change. */
export async function getLineActivation({ centerId, lineNumber, now }: LineActivationQuery): Promise<LineActivationPreview> {
  const query = { fulfillment_center_id: centerId, quarter_id: now?.quarterId, assignment_date: now?.date };
  return lineActivationPreviewSchema.parse(await apiGet(`/stations/lines/${lineNumber}/activation`, { query }));
}

/**
 * Under the stations root, so an assignment or station change while the confirmation is open
 * reloads it (lib/live-data.ts cannot patch it, so it reloads within a second).
 */
export const lineActivationQueryOptions = (query: LineActivationQuery) =>
  queryOptions({
    queryKey: queryKeys.lineActivation({
      centerId: query.centerId,
      lineNumber: query.lineNumber,
      quarterId: query.now?.quarterId ?? null,
      date: query.now?.date ?? null,
    }),
    queryFn: () => getLineActivation(query),
    staleTime: 0,
  });

/** POST /stations/lines/{line}/activation: the whole line in one call, as confirmed. */
export async function setLineActive({
  centerId,
  lineNumber,
  isActive,
}: {
  centerId: string;
  lineNumber: number;
  isActive: boolean;
}): Promise<LineActivationAnswer> {
  return lineActivationAnswerSchema.parse(await apiPost(`/stations/lines/${lineNumber}/activation`, { is_active: isActive, fulfillment_center_id: centerId }));
}
