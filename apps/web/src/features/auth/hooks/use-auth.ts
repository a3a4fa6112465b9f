import { createContext, useContext } from 'react';
import type { RoleRecord } from '@stationboard/domain/schemas/account';
import type { AuthOutcome } from '../api/auth-outcome.ts';
import type { SessionUser } from '../api/sign-in.ts';

/** Spec 1 §4 authentication states, plus 'error' for a session check that could not finish. */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn' | 'error';

export type RoleStatus = 'idle' | 'loading' | 'ready' | 'error';

export type AuthState = {
  status: AuthStatus;
  user: SessionUser | null;
  /** Null until loaded; a loaded record whose `role` is null is an account pending approval. */
  role: RoleRecord | null;
  roleStatus: RoleStatus;
  /** A spec 1 §8 role text when the last role fetch or refresh failed. */
  roleError: string | null;
  /** Why the session could not be checked (the Authentication Error card). */
  authError: string | null;
};

export type AuthActions = {
  signIn: (employeeId: string, password: string) => Promise<AuthOutcome>;
  signOut: () => Promise<void>;
  /** 'Refresh Role': reloads the role with the short time-out and clears every data cache. */
  refreshRole: () => Promise<AuthOutcome>;
  switchCenter: (fulfillmentCenterId: string) => Promise<AuthOutcome>;
  retrySession: () => void;
};

export type AuthContextValue = AuthState & AuthActions;

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider above it');
  return value;
}
