import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlanPasteAnswer, PlanPasteCell } from '@stationboard/domain/schemas/plan';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { pastePlan, stepPlan } from '../api/change-plan.ts';

/** A paste waiting for the manager's word: the cells and what the server's dry run said of them. */
export type PendingPaste = { cells: PlanPasteCell[]; preview: PlanPasteAnswer };

/**
 * The grid's writes (issue 27): a cell typed, cells cleared or pasted (first as a dry run the
 * manager approves), undo and redo. One at a time; a failure is said once, in the server's
 * words. On a past day an ADMIN's correction reason goes with each (decision 147). The plan reloads after each (the realtime socket also brings other people's changes).
 */
export function usePlanChanges(centerId: string, date: string, correctionReason: string | undefined) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [pending, setPending] = useState<PendingPaste | null>(null);
  /** The cells the last change could not make, with why. */
  const [rejected, setRejected] = useState<PlanPasteAnswer['rejected']>([]);

  const run = async <T>(task: () => Promise<T>): Promise<T | null> => {
    setIsBusy(true);
    setError(null);
    try {
      return await task();
    } catch (failure) {
      setError(failureText(failure, MESSAGES.dayPlanChangeFailed));
      return null;
    } finally {
      setIsBusy(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.planGrid(centerId, date) });
    }
  };

  const write = async (cells: PlanPasteCell[]) => {
    const answer = await run(() => pastePlan({ centerId, date, cells, dryRun: false, correctionReason }));
    if (answer) setRejected(answer.rejected);
  };

  return {
    error,
    isBusy,
    pending,
    rejected,
    /** Cells typed or cleared: written at once (each one step to undo). */
    write,
    /** A paste: the dry run first, shown for approval. */
    preview: async (cells: PlanPasteCell[]) => {
      const preview = await run(() => pastePlan({ centerId, date, cells, dryRun: true, correctionReason }));
      if (preview) setPending({ cells, preview });
    },
    apply: async () => {
      if (!pending) return;
      setPending(null);
      await write(pending.cells);
    },
    cancelPaste: () => setPending(null),
    step: (direction: 'undo' | 'redo') => void run(() => stepPlan(direction, { centerId, correctionReason })),
    dismissRejected: () => setRejected([]),
  };
}

export type PlanChanges = ReturnType<typeof usePlanChanges>;
