import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import type { Screen } from '@stationboard/domain/roles/screen-access';
import { LoadingScreen } from '../components/layouts/loading-screen.tsx';
import { AuthGate } from '../features/auth/components/auth-gate.tsx';
import { ScreenGuard } from '../features/auth/components/screen-guard.tsx';
import { RESET_PASSWORD_PATH } from '../features/auth/reset-password-path.ts';
import { lazyScreen } from '../lib/lazy-screen.tsx';

// The shell (menus, tooltips) is only for signed-in people, so it stays out of the sign-in bundle.
const AppShell = lazyScreen(() => import('./app-shell.tsx'), 'AppShell');
const DashboardRoute = lazyScreen(() => import('./routes/dashboard.tsx'), 'DashboardRoute');
const FloorMapRoute = lazyScreen(() => import('./routes/floor-map.tsx'), 'FloorMapRoute');
const QuarterViewRoute = lazyScreen(() => import('./routes/quarter-view.tsx'), 'QuarterViewRoute');
const DayPlanRoute = lazyScreen(() => import('./routes/day-plan.tsx'), 'DayPlanRoute');
const PlannerRoute = lazyScreen(() => import('./routes/planner.tsx'), 'PlannerRoute');
const EmployeesRoute = lazyScreen(() => import('./routes/employees.tsx'), 'EmployeesRoute');
const DayPlanPrintRoute = lazyScreen(() => import('./routes/day-plan-print.tsx'), 'DayPlanPrintRoute');
const ResetPasswordRoute = lazyScreen(() => import('./routes/reset-password.tsx'), 'ResetPasswordRoute');
const NotFoundRoute = lazyScreen(() => import('./routes/not-found.tsx'), 'NotFoundRoute');

/** The guard runs before the chunk loads: a refused screen is never downloaded. */
function guarded(screen: Screen, Screen: ComponentType): ReactNode {
  return (
    <ScreenGuard screen={screen}>
      <Screen />
    </ScreenGuard>
  );
}

/**
 * The router with spec 1 §2's route table, in a chunk of its own (with react-router): the app
 * loads it once someone is signed in, or for the reset link's page (app.tsx, decision 143).
 * Its AuthGate still guards every route but the reset page, for a visitor who goes on from
 * there signed out. The wall screens (/tv-list, /tv-changeover) are pages of their own,
 * outside it (app.tsx).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Spec 1 §2 route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={RESET_PASSWORD_PATH}
        element={
          <Suspense fallback={<LoadingScreen />}>
            <ResetPasswordRoute />
          </Suspense>
        }
      />
      <Route
        element={
          <AuthGate>
            <Outlet />
          </AuthGate>
        }
      >
        {/* The paper day plan (decision 129): outside the shell, so nothing of the app prints with it. */}
        {['/print/day', '/print/q/:quarterNumber'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <ScreenGuard screen="dayPlanPrint" fullHeight>
                <Suspense fallback={<LoadingScreen />}>
                  <DayPlanPrintRoute />
                </Suspense>
              </ScreenGuard>
            }
          />
        ))}
        <Route
          element={
            <Suspense fallback={<LoadingScreen />}>
              <AppShell />
            </Suspense>
          }
        >
          <Route index element={guarded('dashboard', DashboardRoute)} />
          <Route path="/map" element={guarded('floorMap', FloorMapRoute)} />
          <Route path="/q/:quarterNumber?" element={guarded('quarterView', QuarterViewRoute)} />
          <Route path="/plan" element={guarded('dayPlan', DayPlanRoute)} />
          <Route path="/planner" element={guarded('planner', PlannerRoute)} />
          <Route path="/employees" element={guarded('employees', EmployeesRoute)} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
