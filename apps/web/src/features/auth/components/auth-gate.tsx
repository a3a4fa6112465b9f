import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/layouts/loading-screen.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { AuthErrorCard } from './auth-error-card.tsx';
import { SignInScreen } from './sign-in-screen.tsx';

/**
 * Spec 1 §2: everything behind it needs a signed-in user. While the session or the first role
 * fetch loads, 'Loading...'; with nobody signed in, the sign-in screen replaces the route.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status, role, roleStatus, roleError } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'error') return <AuthErrorCard />;
  if (status === 'signedOut') return <SignInScreen />;
  // A retry after a failed fetch keeps its card (and its spinner) on screen instead.
  if (role === null && roleError === null && (roleStatus === 'loading' || roleStatus === 'idle')) return <LoadingScreen />;
  return children;
}
