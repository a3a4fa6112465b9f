import { compareStationCodes } from '../stations/station-code.ts';
import type { NextStationWalk } from '../stations/next-station.ts';
import type { LineNumber } from '../stations/station-kind.ts';
import { QUARTER_TABS, tabsOfStation, type QuarterTab, type TabCount, type TabStation } from './quarter-tabs.ts';

/** Spec 2 §2: the `tab` query value; anything missing or unknown opens Line 1. */
export function parseQuarterTab(value: string | null | undefined): QuarterTab {
  return (QUARTER_TABS as readonly string[]).includes(value ?? '') ? (value as QuarterTab) : 'line1';
}

const TAB_LINES: Partial<Record<QuarterTab, LineNumber>> = { line1: 1, line2: 2, line3: 3, line4: 4 };

/** The line a line tab shows; null for Indirects and Critical. */
export function lineOfTab(tab: QuarterTab): LineNumber | null {
  return TAB_LINES[tab] ?? null;
}

/**
 * The Tab walk of a tab's popover: spec 1 §4's order on the line and Indirects tabs, whose
 * tiles are exactly that order's groups; the critical stations on the Critical tab (decision 091).
 */
export function walkOfTab(tab: QuarterTab): NextStationWalk {
  return tab === 'criticals' ? 'critical' : 'by-kind';
}

/** The tiles of one quarter-view tab, in station-code order (decision 012), inactive ones included. */
export function stationsOfTab<T extends TabStation & { station_code: string }>(stations: readonly T[], tab: QuarterTab): T[] {
  return stations.filter((s) => tabsOfStation(s).includes(tab)).sort((a, b) => compareStationCodes(a.station_code, b.station_code));
}

/** "(n/m)" of a section: staffed over total active stations, counted as the tabs count them. */
export function staffedCount(stations: readonly TabStation[]): TabCount {
  const active = stations.filter((s) => s.is_active);
  return { assigned: active.filter((s) => s.current_assignment).length, total: active.length };
}
