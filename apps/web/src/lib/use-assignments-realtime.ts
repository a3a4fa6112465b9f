import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveData } from './live-data.ts';
import { queryKeys } from './query-keys.ts';
import { connectRealtime } from './realtime-client.ts';
import { setRealtimeStatus } from './realtime-status.ts';
import { getSessionToken } from './session-token.ts';

/** Reload requests arriving within this window cause one reload. */
export const REALTIME_RELOAD_COALESCE_MS = 50;

/**
 * Spec 1 §4 Realtime and issue 12, for as long as the caller is mounted: every assignment
 * change of the center patches the cached data that shows it (lib/live-data.ts); a reconnect,
 * a gap in the change sequence, a change of something else, or a resync the server asks for
 * reloads what depends on assignments (the map, quarter assignments, the dashboard), once for
 * a burst. The signed-in shell mounts it, so it closes on sign-out and moves to the new
 * channel when an ADMIN switches centers. Null: not connected.
 */
export function useAssignmentsRealtime(centerId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!centerId || typeof WebSocket === 'undefined') return;
    const live = liveData(queryClient);
    live.clear();
    let pending: ReturnType<typeof setTimeout> | null = null;
    const reload = () => {
      pending ??= setTimeout(() => {
        pending = null;
        for (const queryKey of queryKeys.assignmentDependent()) void queryClient.invalidateQueries({ queryKey });
      }, REALTIME_RELOAD_COALESCE_MS);
    };
    const connection = connectRealtime({
      centerId,
      getToken: getSessionToken,
      onChange: (change) => live.apply(change),
      onReload: reload,
      onStatus: setRealtimeStatus,
    });
    return () => {
      connection.close();
      live.clear();
      setRealtimeStatus('offline');
      if (pending !== null) clearTimeout(pending);
    };
  }, [centerId, queryClient]);
}
