import { useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './realtime-client.ts';

/**
 * The state of the shell's one realtime connection (decision 032), for the screens' Live
 * indicators: the connection lives in the shell, the indicators in the screens under it.
 */
let current: RealtimeStatus = 'offline';
const listeners = new Set<() => void>();

export function setRealtimeStatus(status: RealtimeStatus): void {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

/** The connection's state now, for code outside React (a screen's own change deciding whether to reload). */
export function getRealtimeStatus(): RealtimeStatus {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribe, getRealtimeStatus);
}
