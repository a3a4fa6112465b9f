import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.ts';
import { SCREENS, canOpenScreen, isScreenInNavigation } from './screen-access.ts';

describe('canOpenScreen', () => {
  it('lets VIEW open the dashboard, floor map, quarter view, TV list and changeover wallboard', () => {
    expect(canOpenScreen('VIEW', 'dashboard')).toBe(true);
    expect(canOpenScreen('VIEW', 'floorMap')).toBe(true);
    expect(canOpenScreen('VIEW', 'quarterView')).toBe(true);
    expect(canOpenScreen('VIEW', 'tvList')).toBe(true);
    expect(canOpenScreen('VIEW', 'tvChangeover')).toBe(true);
  });

  it('keeps the planner and employee management for MANAGER and above', () => {
    expect(canOpenScreen('VIEW', 'planner')).toBe(false);
    expect(canOpenScreen('VIEW', 'employees')).toBe(false);
    for (const role of ['MANAGER', 'ADMIN', 'SUDO'] as const) {
      expect(canOpenScreen(role, 'planner')).toBe(true);
      expect(canOpenScreen(role, 'employees')).toBe(true);
    }
  });

  it('keeps the printed day plan for MANAGER and above, as its downloads', () => {
    expect(canOpenScreen('VIEW', 'dayPlanPrint')).toBe(false);
    for (const role of ['MANAGER', 'ADMIN', 'SUDO'] as const) expect(canOpenScreen(role, 'dayPlanPrint')).toBe(true);
    for (const role of ROLES) expect(isScreenInNavigation(role, 'dayPlanPrint')).toBe(false);
  });

  it('opens nothing for a user still waiting for a role', () => {
    for (const screen of SCREENS) {
      expect(canOpenScreen(null, screen)).toBe(false);
      expect(canOpenScreen(undefined, screen)).toBe(false);
    }
  });
});

describe('isScreenInNavigation', () => {
  it('shows VIEW only the floor map', () => {
    expect(SCREENS.filter((s) => isScreenInNavigation('VIEW', s))).toEqual(['floorMap']);
  });

  it('shows MANAGER, ADMIN and SUDO the dashboard, map, quarter, planner and employees', () => {
    for (const role of ['MANAGER', 'ADMIN', 'SUDO'] as const) {
      expect(SCREENS.filter((s) => isScreenInNavigation(role, s))).toEqual(['dashboard', 'floorMap', 'quarterView', 'dayPlan', 'planner', 'employees']);
    }
  });

  it('never lists the TV list or the changeover wallboard, which the map opens full screen', () => {
    for (const role of ROLES) expect(isScreenInNavigation(role, 'tvList')).toBe(false);
    for (const role of ROLES) expect(isScreenInNavigation(role, 'tvChangeover')).toBe(false);
  });

  it('lists nothing for a user without a role', () => {
    expect(SCREENS.filter((s) => isScreenInNavigation(null, s))).toEqual([]);
  });
});
