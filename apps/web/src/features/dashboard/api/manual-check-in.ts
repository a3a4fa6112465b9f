import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { UncheckedIn, UncheckedInQuery } from './get-unchecked-in.ts';

/** POST /employees/manual-check-in (spec 2 §6: MANAGER and up). */
export async function manualCheckIn(assignmentId: string): Promise<void> {
  await apiPost('/employees/manual-check-in', { assignment_id: assignmentId });
}

/** The row leaves the table as soon as the server agrees, before the reload the change triggers. */
export function useManualCheckIn(query: UncheckedInQuery | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manualCheckIn,
    onSuccess: async (_answer, assignmentId) => {
      if (!query) return;
      // A reload that left before the check-in would bring the row back.
      await queryClient.cancelQueries({ queryKey: queryKeys.uncheckedIn(query) });
      queryClient.setQueryData<UncheckedIn[]>(queryKeys.uncheckedIn(query), (rows) => rows?.filter((row) => row.assignment_id !== assignmentId));
    },
  });
}
