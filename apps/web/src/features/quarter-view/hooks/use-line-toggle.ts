import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { LineToggleStation } from '@stationboard/domain/stations/line-toggle';
import { toggleLineActive } from '../../../lib/api/toggle-station-active.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

/** Spec 2 §4 Activate/Deactivate Line on a line tab; the reload shows the line as it now is. */
export function useLineToggle(centerId: string, stations: readonly LineToggleStation[]) {
  const queryClient = useQueryClient();
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggleLine(lineNumber: number) {
    setBusyLine(lineNumber);
    setError(null);
    try {
      await toggleLineActive({ stations, lineNumber, centerId });
    } catch (caught) {
      setError(failureText(caught, MESSAGES.lineStatusUpdateFailed));
    } finally {
      // Counters count active stations only, so they change with the line.
      await Promise.all([QUERY_ROOTS.stations, QUERY_ROOTS.dashboard].map((root) => queryClient.invalidateQueries({ queryKey: [root, centerId] })));
      setBusyLine(null);
    }
  }

  return { toggleLine, busyLine, error };
}
