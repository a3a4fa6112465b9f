import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { runPlanAction, type PlanActionRequest, type PlanActionResult } from '../api/change-plan.ts';

/**
 * A whole-plan action of the grid (issue 27, decision 152; the auto-plan, decision 163): the dry run of a request, shown
 * until the request changes; Apply sends the request previewed, so what is written is what was
 * listed (unless the plan changed between, when the answer's conflicts say so). A copy fills
 * other days, so every grid loaded is reloaded after it.
 */
export function usePlanAction(centerId: string, correctionReason: string | undefined) {
  const queryClient = useQueryClient();
  const [previewed, setPreviewed] = useState<{ request: PlanActionRequest; answer: PlanActionResult } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const send = async (request: PlanActionRequest, dryRun: boolean) => {
    setIsBusy(true);
    setError(null);
    try {
      return await runPlanAction(request, { centerId, dryRun, correctionReason });
    } catch (failure) {
      setError(failureText(failure, MESSAGES.dayPlanChangeFailed));
      return null;
    } finally {
      setIsBusy(false);
    }
  };

  return {
    previewed,
    error,
    isBusy,
    preview: async (request: PlanActionRequest) => {
      setPreviewed(null);
      const answer = await send(request, true);
      if (answer) setPreviewed({ request, answer });
    },
    /** Writes the request previewed; the answer (its conflicts) when it was written. */
    apply: async (): Promise<PlanActionResult | null> => {
      if (!previewed) return null;
      const answer = await send(previewed.request, false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.planGrids(centerId) });
      return answer;
    },
    reset: () => {
      setPreviewed(null);
      setError(null);
    },
  };
}
