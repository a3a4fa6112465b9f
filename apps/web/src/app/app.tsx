import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { Screen } from '@stationboard/domain/roles/screen-access';
import { LoadingScreen } from '../components/layouts/loading-screen.tsx';
import { AuthGate } from '../features/auth/components/auth-gate.tsx';
import { ScreenGuard } from '../features/auth/components/screen-guard.tsx';
import { RESET_PASSWORD_PATH } from '../features/auth/reset-password-path.ts';
import { lazyScreen } from '../lib/lazy-screen.tsx';
import { AppProvider } from './provider.tsx';

// The router and the route table are for the shell's screens and the reset link's page: the
// sign-in page, which stands in for every route while nobody is signed in, and the wall
// screens never load them (decision 143).
const AppRouter = lazyScreen(() => import('./router.tsx'), 'AppRouter');
const TvListRoute = lazyScreen(() => import('./routes/tv-list.tsx'), 'TvListRoute');
const TvChangeoverRoute = lazyScreen(() => import('./routes/tv-changeover.tsx'), 'TvChangeoverRoute');

/**
 * The wall screens (spec 1 §2 TV List; issue 15's changeover board): a TV's page of its own,
 * full screen, outside the shell, opened by a full page load (the map header's links) and
 * left on for days. Nothing on them navigates, so they need no router.
 */
const WALL_SCREENS: Partial<Record<string, { screen: Screen; Page: ComponentType }>> = {
  '/tv-list': { screen: 'tvList', Page: TvListRoute },
  '/tv-changeover': { screen: 'tvChangeover', Page: TvChangeoverRoute },
};

const whileLoading = (content: ReactNode) => <Suspense fallback={<LoadingScreen />}>{content}</Suspense>;

/**
 * What the page at `path` shows (spec 1 §2): the reset link's page to anyone; everything else
 * behind sign-in, a wall screen on its own, any other path through the router.
 */
export function AppEntry({ path }: { path: string }) {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (page === RESET_PASSWORD_PATH) return whileLoading(<AppRouter />);
  const wall = WALL_SCREENS[page];
  if (!wall) return <AuthGate>{whileLoading(<AppRouter />)}</AuthGate>;
  const { screen, Page } = wall;
  return (
    <AuthGate>
      <ScreenGuard screen={screen} fullHeight>
        {whileLoading(<Page />)}
      </ScreenGuard>
    </AuthGate>
  );
}

export function App() {
  return (
    <AppProvider>
      <AppEntry path={window.location.pathname} />
    </AppProvider>
  );
}
