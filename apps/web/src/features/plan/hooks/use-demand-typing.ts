import { useQueryClient } from '@tanstack/react-query';
import type { LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { hasOccurrenceBegun } from '@stationboard/domain/quarters/occurrence-span';
import type { DemandDay } from '@stationboard/domain/schemas/demand';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { setDemandVolume } from '../api/demand.ts';
import type { PlanDemand } from '../components/demand-rows.tsx';

/**
 * Decision 156: the grid's view of the day's demand, and the saving of a line's units typed in
 * it: the answer (the day's demand with the new figure) replaces the cached one.
 */
export function useDemandTyping({
  centerId,
  day,
  demandDay,
  canEdit,
  now,
}: {
  centerId: string;
  day: string | null;
  demandDay: DemandDay | undefined;
  canEdit: boolean;
  /** The center's clock: a quarter that has begun is short by who checked in (decision 161). */
  now: LocalDateTime;
}) {
  const queryClient = useQueryClient();
  const saving = useAsyncAction();
  if (!demandDay || day === null) return { view: undefined, error: saving.error };
  const byCell = new Map(demandDay.lines.map((line) => [`${line.line}|${line.quarter_id}`, line]));
  const view: PlanDemand = {
    line: (lineNumber, quarterId) => byCell.get(`${lineNumber}|${quarterId}`),
    canEdit,
    hasBegun: (quarter) => hasOccurrenceBegun({ quarter, date: quarter.date }, now),
    onUnits: (lineNumber, quarter, units) =>
      void saving.run(async () => {
        const answer = await setDemandVolume(centerId, day, { quarter_id: quarter.id, line: lineNumber, units });
        queryClient.setQueryData(queryKeys.demandDay(centerId, day), answer);
      }, MESSAGES.demandSaveFailed),
    onInvalid: saving.setError,
  };
  return { view, error: saving.error };
}
