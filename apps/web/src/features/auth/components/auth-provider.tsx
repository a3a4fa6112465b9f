import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppError } from '@stationboard/domain/errors/app-error';
import { employeeIdToEmail } from '@stationboard/domain/auth/employee-email';
import { ROLE_FETCH_TIMEOUT_MS, ROLE_RECHECK_MIN_INTERVAL_MS } from '@stationboard/domain/timings';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { clientFailureReason, onForbiddenAnswer } from '../../../lib/api-client.ts';
import { onFulfillmentCenterSwitched, switchFulfillmentCenter } from '../../../lib/api/switch-fulfillment-center.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { clearSessionToken, getSessionToken, onSessionCleared, setSessionToken } from '../../../lib/session-token.ts';
import { AUTH_SUCCESS, authFailure, type AuthOutcome } from '../api/auth-outcome.ts';
import { publicConfigQueryOptions } from '../api/get-public-config.ts';
import { forceLoadRole, getRole, loadRole, type RoleLoadResult } from '../api/get-role.ts';
import { adoptCookieSession, getSession } from '../api/get-session.ts';
import { ssoReturnAtStart } from '../api/single-sign-on.ts';
import { signIn as signInCall, type SessionUser } from '../api/sign-in.ts';
import { signOut as signOutCall } from '../api/sign-out.ts';
import { AuthContext, type AuthContextValue, type AuthState } from '../hooks/use-auth.ts';
import { useSessionRefresh } from '../hooks/use-session-refresh.ts';
import { clearCachedRole, readCachedRoleEntry, writeCachedRole } from '../stores/role-cache.ts';

const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, role: null, roleStatus: 'idle', roleError: null, authError: null };

const returnedSignedIn = () => ssoReturnAtStart()?.status === 'signedIn';

function initialState(): AuthState {
  return getSessionToken() || returnedSignedIn() ? { ...SIGNED_OUT, status: 'loading' } : SIGNED_OUT;
}

function describeSessionError(error: unknown): string {
  return error instanceof AppError && clientFailureReason(error) !== null ? error.message : ENTRY_MESSAGES.unexpectedError;
}

/**
 * Holds who is signed in and their role (spec 1 §4): checks the stored session at start,
 * loads the role with the spec's retries and cache, and clears every cache when the session
 * ends, whichever way it ends (Sign Out, an expired session, a 401 from any call).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(initialState);
  const expiresAt = useRef<Date | null>(null);
  // Bumped whenever the signed-in person changes, so a late role answer for the previous
  // session cannot land in the next one.
  const generation = useRef(0);
  // When the role shown was last read from the server (or tried): re-reads wait a minute.
  const roleReadAt = useRef(0);

  const endSession = useCallback(() => {
    generation.current += 1;
    expiresAt.current = null;
    clearCachedRole();
    queryClient.clear();
    setState(SIGNED_OUT);
  }, [queryClient]);

  const applyRoleResult = useCallback(
    (result: RoleLoadResult, userId: string, forGeneration: number) => {
      if (forGeneration !== generation.current) return;
      if (result.success) {
        roleReadAt.current = Date.now();
        writeCachedRole(userId, result.role);
        // The same role again (a background re-read) leaves the screens as they are.
        setState((s) =>
          s.roleStatus === 'ready' && JSON.stringify(s.role) === JSON.stringify(result.role)
            ? s
            : { ...s, role: result.role, roleStatus: 'ready', roleError: null },
        );
      } else if (result.signedOut) {
        endSession();
      } else {
        setState((s) => ({ ...s, roleStatus: 'error', roleError: result.error }));
      }
    },
    [endSession],
  );

  const fetchRole = useCallback(
    async (userId: string, loader: () => Promise<RoleLoadResult>): Promise<RoleLoadResult> => {
      const forGeneration = generation.current;
      setState((s) => ({ ...s, roleStatus: 'loading' }));
      const result = await loader();
      applyRoleResult(result, userId, forGeneration);
      return result;
    },
    [applyRoleResult],
  );

  /**
   * Issue 25 (decision 137): the role shown may be older than the server's (a demotion, a
   * promotion); read it again quietly, at most once a minute. A failure keeps the role shown.
   */
  const recheckRole = useCallback(
    async (userId: string) => {
      if (Date.now() - roleReadAt.current < ROLE_RECHECK_MIN_INTERVAL_MS) return;
      roleReadAt.current = Date.now();
      const forGeneration = generation.current;
      try {
        applyRoleResult({ success: true, role: await getRole({ timeoutMs: ROLE_FETCH_TIMEOUT_MS }) }, userId, forGeneration);
      } catch {
        // A 401 ends the session through the API client; anything else waits for the next chance.
      }
    },
    [applyRoleResult],
  );

  const startSession = useCallback(
    (user: SessionUser) => {
      const entry = readCachedRoleEntry(user.id);
      const cached = entry?.role ?? null;
      roleReadAt.current = entry?.savedAt ?? 0;
      setState((s) => ({
        status: 'signedIn',
        user,
        // Spec 1 §4: signing in again as the same person keeps the role already shown.
        role: cached ?? (s.user?.id === user.id ? s.role : null),
        roleStatus: cached ? 'ready' : 'loading',
        roleError: null,
        authError: null,
      }));
      if (!cached) void fetchRole(user.id, loadRole);
      else void recheckRole(user.id);
    },
    [fetchRole, recheckRole],
  );

  /** Asks the server who the stored token belongs to; the caller knows a token is stored. */
  const verifyStoredSession = useCallback(
    () =>
      getSession().then(
        (session) => {
          if (!session) {
            clearSessionToken();
            setState(SIGNED_OUT);
            return;
          }
          expiresAt.current = session.expiresAt;
          startSession(session.user);
        },
        (error: unknown) => {
          if (error instanceof AppError && error.status === 401) setState(SIGNED_OUT);
          else setState({ ...SIGNED_OUT, status: 'error', authError: describeSessionError(error) });
        },
      ),
    [startSession],
  );

  useEffect(() => {
    // Back from single sign-on: the session the cookie carries becomes the stored one first.
    if (returnedSignedIn()) {
      void adoptCookieSession().then(
        (adopted) => (adopted ? verifyStoredSession() : setState(SIGNED_OUT)),
        (error: unknown) => setState({ ...SIGNED_OUT, status: 'error', authError: describeSessionError(error) }),
      );
      return;
    }
    // Without a stored token the first state is already "signed out" (initialState).
    if (getSessionToken()) void verifyStoredSession();
  }, [verifyStoredSession]);

  useEffect(() => onSessionCleared(endSession), [endSession]);

  // A refused call, or the page coming back into view, may mean the role changed meanwhile.
  const signedInUserId = state.status === 'signedIn' ? (state.user?.id ?? null) : null;
  useEffect(() => {
    if (!signedInUserId) return;
    const recheck = () => void recheckRole(signedInUserId);
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    const stopForbidden = onForbiddenAnswer(recheck);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopForbidden();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [recheckRole, signedInUserId]);

  useSessionRefresh(state.status === 'signedIn', expiresAt, endSession);

  const signIn = useCallback(
    async (employeeId: string, password: string): Promise<AuthOutcome> => {
      let mailDomain: string;
      try {
        mailDomain = (await queryClient.fetchQuery(publicConfigQueryOptions())).mail_domain;
      } catch {
        return authFailure(ENTRY_MESSAGES.unexpectedError);
      }
      const result = await signInCall({ email: employeeIdToEmail(employeeId, mailDomain), password });
      if (!result.success) return authFailure(result.error);
      setSessionToken(result.token);
      generation.current += 1;
      // Learnt on the first refresh tick; sign-in does not say when the session ends.
      expiresAt.current = null;
      startSession(result.user);
      return AUTH_SUCCESS;
    },
    [queryClient, startSession],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutCall();
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    clearSessionToken();
    endSession();
  }, [endSession]);

  const refreshRole = useCallback(async (): Promise<AuthOutcome> => {
    const user = state.user;
    if (!user) return authFailure(ENTRY_MESSAGES.roleRefreshFailed);
    clearCachedRole();
    queryClient.clear();
    const result = await fetchRole(user.id, forceLoadRole);
    return result.success ? AUTH_SUCCESS : authFailure(result.error);
  }, [fetchRole, queryClient, state.user]);

  // A switch made anywhere (the warehouse selector, the planner's Facilities tab) lands here.
  useEffect(() => {
    const user = state.user;
    if (!user) return;
    return onFulfillmentCenterSwitched(async () => {
      // Every cached list belonged to the previous center.
      clearCachedRole();
      queryClient.clear();
      await fetchRole(user.id, loadRole);
    });
  }, [fetchRole, queryClient, state.user]);

  const switchCenter = useCallback(
    async (fulfillmentCenterId: string): Promise<AuthOutcome> => {
      if (!state.user) return authFailure(ENTRY_MESSAGES.centerSwitchFailed);
      try {
        await switchFulfillmentCenter(fulfillmentCenterId);
        return AUTH_SUCCESS;
      } catch (error) {
        // Spec 1 §8: the server's message when it gave one.
        return authFailure(failureText(error, ENTRY_MESSAGES.centerSwitchFailed));
      }
    },
    [state.user],
  );

  const retrySession = useCallback(() => {
    if (!getSessionToken()) {
      setState(SIGNED_OUT);
      return;
    }
    setState({ ...SIGNED_OUT, status: 'loading' });
    void verifyStoredSession();
  }, [verifyStoredSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signOut, refreshRole, switchCenter, retrySession }),
    [state, signIn, signOut, refreshRole, switchCenter, retrySession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
