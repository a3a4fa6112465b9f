import { Suspense } from 'react';
import { LoadingScreen } from '../components/layouts/loading-screen.tsx';
import { AuthGate } from '../features/auth/components/auth-gate.tsx';
import { RESET_PASSWORD_PATH } from '../features/auth/reset-password-path.ts';
import { lazyScreen } from '../lib/lazy-screen.tsx';
import { AppProvider } from './provider.tsx';

// The router and the route table are for signed-in screens and the reset link's page: the
// sign-in page, which stands in for every route while nobody is signed in, never loads them.
const AppRouter = lazyScreen(() => import('./router.tsx'), 'AppRouter');

export function App() {
  const router = (
    <Suspense fallback={<LoadingScreen />}>
      <AppRouter />
    </Suspense>
  );
  return <AppProvider>{window.location.pathname === RESET_PASSWORD_PATH ? router : <AuthGate>{router}</AuthGate>}</AppProvider>;
}
