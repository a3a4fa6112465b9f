import { useEffect, type RefObject } from 'react';
import { SESSION_REFRESH_CHECK_MS } from '@stationboard/domain/timings';
import { getSession } from '../api/get-session.ts';

/**
 * How close to expiry a session must be before the tick asks the server to extend it
 * (spec 1 §4 "a short span"; decision 020). Five minutes leaves ten ticks of 30 s to get
 * through a flaky connection before the session lapses.
 */
export const SESSION_REFRESH_SPAN_MS = 5 * 60 * 1000;

export function isSessionDueForRefresh(expiresAt: Date | null, now: number): boolean {
  return expiresAt === null || expiresAt.getTime() - now < SESSION_REFRESH_SPAN_MS;
}

/**
 * Every 30 s (spec 1 §9), while signed in: when the session is near its end, get-session
 * extends it on the server. A session the server no longer knows ends the sign-in here too.
 */
export function useSessionRefresh(enabled: boolean, expiresAt: RefObject<Date | null>, onSessionEnded: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (!isSessionDueForRefresh(expiresAt.current, Date.now())) return;
      getSession()
        .then((session) => {
          if (session) expiresAt.current = session.expiresAt;
          else onSessionEnded();
        })
        // A failed check is retried on the next tick; a 401 already ended the session.
        .catch(() => undefined);
    }, SESSION_REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [enabled, expiresAt, onSessionEnded]);
}
