import type { Role } from './roles.ts';
import { hasMinimumRole } from './roles.ts';

/** The screens of spec 1 §2's route table that sit behind sign-in. */
export const SCREENS = ['dashboard', 'floorMap', 'quarterView', 'dayPlan', 'planner', 'employees', 'tvList', 'dayPlanPrint', 'tvChangeover'] as const;

export type Screen = (typeof SCREENS)[number];

type ScreenAccess = {
  /** Lowest role the route admits. */
  route: Role;
  /** Lowest role the navigation bar lists it for; null when it is never a navigation item. */
  navigation: Role | null;
};

/**
 * Spec 1 §2 route table and §6. Both readings of / and /q/{n} are kept: the route admits
 * VIEW while the navigation lists them from MANAGER up. TV List (and the changeover wallboard
 * of issue 15) is reached from the map by a full page navigation, so it is never a navigation item.
 */
const SCREEN_ACCESS: Record<Screen, ScreenAccess> = {
  dashboard: { route: 'VIEW', navigation: 'MANAGER' },
  floorMap: { route: 'VIEW', navigation: 'VIEW' },
  quarterView: { route: 'VIEW', navigation: 'MANAGER' },
  // Issue 27: the day-plan grid, in the navigation from MANAGER up; VIEW may open it read-only.
  dayPlan: { route: 'VIEW', navigation: 'MANAGER' },
  planner: { route: 'MANAGER', navigation: 'MANAGER' },
  employees: { route: 'MANAGER', navigation: 'MANAGER' },
  tvList: { route: 'VIEW', navigation: null },
  // The paper day plan (issue 15, decision 129): MANAGER and up, as its data and the downloads; reached from the quarter view and dashboard.
  dayPlanPrint: { route: 'MANAGER', navigation: null },
  // Issue 15: the quarter-change wallboard, opened from the map header as the TV List is.
  tvChangeover: { route: 'VIEW', navigation: null },
};

/** A user without a role (pending approval) opens no screen. */
export function canOpenScreen(role: Role | null | undefined, screen: Screen): boolean {
  return hasMinimumRole(role, SCREEN_ACCESS[screen].route);
}

export function isScreenInNavigation(role: Role | null | undefined, screen: Screen): boolean {
  const minimum = SCREEN_ACCESS[screen].navigation;
  return minimum !== null && hasMinimumRole(role, minimum);
}
