import { Suspense, useContext, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../components/layouts/loading-screen.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { SignedInHereContext } from '../hooks/use-signed-in-here.ts';
import { AuthErrorCard } from './auth-error-card.tsx';

// Signed-in pages (the TV list above all) never download the sign-in form and its dialog.
const SignInScreen = lazyScreen(() => import('./sign-in-screen.tsx'), 'SignInScreen');

/**
 * Spec 1 §2: everything behind it needs a signed-in user. While the session or the first role
 * fetch loads, 'Loading...'; with nobody signed in, the sign-in screen replaces the route.
 * One stands before the router (app.tsx) and one inside it (router.tsx), for a visitor who
 * goes on from the reset link's page signed out.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status, role, roleStatus, roleError } = useAuth();
  // Remembered for the shell, which focuses the main heading after a sign-in (decision 122), whichever gate showed it.
  const [hasShownSignIn, setHasShownSignIn] = useState(false);
  const shownAbove = useContext(SignedInHereContext);
  if (status === 'signedOut' && !hasShownSignIn) setHasShownSignIn(true);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'error') return <AuthErrorCard />;
  if (status === 'signedOut')
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignInScreen />
      </Suspense>
    );
  // A retry after a failed fetch keeps its card (and its spinner) on screen instead.
  if (role === null && roleError === null && (roleStatus === 'loading' || roleStatus === 'idle')) return <LoadingScreen />;
  return <SignedInHereContext value={hasShownSignIn || shownAbove}>{children}</SignedInHereContext>;
}
