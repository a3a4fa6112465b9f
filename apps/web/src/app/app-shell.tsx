import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { CalendarDays, Clock, LayoutDashboard, Map as MapIcon, Settings, Users, type LucideIcon } from 'lucide-react';
import { MESSAGES } from '../lib/i18n/messages.ts';
import { isScreenInNavigation, type Screen } from '@stationboard/domain/roles/screen-access';
import { ErrorFallback } from '../components/layouts/error-fallback.tsx';
import { LoadingScreen } from '../components/layouts/loading-screen.tsx';
import { NavigationBar, type NavigationItem } from '../components/layouts/navigation-bar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layouts/skip-link.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { ProfileMenu } from '../features/auth/components/profile-menu.tsx';
import { WarehouseSelector } from '../features/auth/components/warehouse-selector.tsx';
import { useActingCenter } from '../features/auth/hooks/use-acting-center.ts';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import { useSignedInHere } from '../features/auth/hooks/use-signed-in-here.ts';
import { retryFailedScreens } from '../lib/lazy-screen.tsx';
import { useMainHeadingFocus } from '../lib/main-heading.ts';
import { FLOOR_MAP_REGION_ID } from '../lib/skip-targets.ts';
import { useAssignmentsRealtime } from '../lib/use-assignments-realtime.ts';
import { useCurrentQuarterPath } from '../features/quarter-view/hooks/use-current-quarter-path.ts';

type NavigationEntry = { screen: Screen; label: string; icon: LucideIcon; to: string | 'currentQuarter' };

/** Spec 1 §2 route table, in the order the bar shows it. */
const NAVIGATION: NavigationEntry[] = [
  {
    screen: 'dashboard',
    get label() {
      return MESSAGES.navDashboard;
    },
    icon: LayoutDashboard,
    to: '/',
  },
  {
    screen: 'floorMap',
    get label() {
      return MESSAGES.navFloorMap;
    },
    icon: MapIcon,
    to: '/map',
  },
  {
    screen: 'quarterView',
    get label() {
      return MESSAGES.navQuarter;
    },
    icon: Clock,
    to: 'currentQuarter',
  },
  {
    screen: 'dayPlan',
    get label() {
      return MESSAGES.navDayPlan;
    },
    icon: CalendarDays,
    to: '/plan',
  },
  {
    screen: 'planner',
    get label() {
      return MESSAGES.navPlanner;
    },
    icon: Settings,
    to: '/planner',
  },
  {
    screen: 'employees',
    get label() {
      return MESSAGES.navEmployees;
    },
    icon: Users,
    to: '/employees',
  },
];

/** A screen that failed may have failed to download: fetch it again before rendering anew. */
function tryAgain(reset: () => void) {
  retryFailedScreens();
  reset();
}

/** The signed-in frame: navigation bar on top, the route below it behind its own error boundary. */
export function AppShell() {
  const { role } = useAuth();
  const { pathname } = useLocation();
  const { center } = useActingCenter();
  const showsQuarter = isScreenInNavigation(role?.role, 'quarterView');
  const quarterPath = useCurrentQuarterPath(showsQuarter && center ? center.id : null, center?.timezone);
  const title = MESSAGES.screenTitle(MESSAGES.productName, center?.code ?? null);
  // One realtime connection for every screen of the shell; it closes when the shell goes (sign-out).
  useAssignmentsRealtime(role?.role ? role.acting_fulfillment_center_id : null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // A screen, not each of its paths (/q/1 to /q/2 keeps focus on the quarter buttons): decision 122.
  useMainHeadingFocus(pathname.split('/')[1] ?? '', useSignedInHere());
  const isMap = pathname === '/map';

  const items: NavigationItem[] = NAVIGATION.filter((entry) => isScreenInNavigation(role?.role, entry.screen)).map((entry) => ({
    label: entry.label,
    icon: entry.icon,
    to: entry.to === 'currentQuarter' ? quarterPath : entry.to,
    activePrefix: entry.to === 'currentQuarter' ? '/q/' : undefined,
  }));

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink label={isMap ? MESSAGES.skipToMap : MESSAGES.skipToMainContent} targetId={isMap ? FLOOR_MAP_REGION_ID : undefined} />
      <NavigationBar title={title} items={items} warehouse={role?.role ? <WarehouseSelector /> : undefined} profile={<ProfileMenu />} />
      <main id={MAIN_CONTENT_ID}>
        {/* A failing screen keeps the bar; moving to another path clears the error. */}
        <ErrorBoundary resetKeys={[pathname]} fallback={(reset) => <ErrorFallback onTryAgain={() => tryAgain(reset)} fullHeight={false} />}>
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* Only the shell's menus and the planner raise toasts; sign-in and the TV list skip sonner. */}
      <Toaster richColors closeButton position="bottom-right" />
    </div>
  );
}
