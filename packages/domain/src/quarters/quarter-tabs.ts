import { quarterRouteKey, type QuarterKeyFacts } from './quarter-key.ts';
import { isIndirectStation, isLineNumber, type LineNumber, type StationKindFacts } from '../stations/station-kind.ts';

/** Spec 2 §2: the quarter view's tabs, by their `tab` query value, in the order they show. */
export const QUARTER_TABS = ['line1', 'line2', 'line3', 'line4', 'indirects', 'criticals'] as const;

export type QuarterTab = (typeof QUARTER_TABS)[number];

/** Spec 2 §2 tab labels, shared by the quarter view's tabs and the dashboard's line cards. */
export const QUARTER_TAB_LABELS: Record<QuarterTab, string> = {
  line1: 'Line 1',
  line2: 'Line 2',
  line3: 'Line 3',
  line4: 'Line 4 (SAP)',
  indirects: 'Indirects',
  criticals: 'Critical',
};

const LINE_TABS: Record<LineNumber, QuarterTab> = { 1: 'line1', 2: 'line2', 3: 'line3', 4: 'line4' };

export type TabStation = StationKindFacts & { is_active: boolean; is_critical: boolean; current_assignment: unknown };

export type TabCount = { assigned: number; total: number };

/**
 * The tabs a station shows under: its line (line stations only: an indirect role placed on a
 * line belongs to Indirects), Indirects, and Critical as well when it is flagged critical.
 */
export function tabsOfStation(station: TabStation): QuarterTab[] {
  const tabs: QuarterTab[] = [];
  if (isIndirectStation(station)) tabs.push('indirects');
  else if (isLineNumber(station.line_number)) tabs.push(LINE_TABS[station.line_number]);
  if (station.is_critical) tabs.push('criticals');
  return tabs;
}

/**
 * Spec 2 §2 "(assigned/total)" per tab: active stations only, as every counter (decision 014),
 * so a switched-off station neither counts as a gap nor as staffed (decision 055).
 */
export function quarterTabCounts(stations: readonly TabStation[]): Record<QuarterTab, TabCount> {
  const counts = Object.fromEntries(QUARTER_TABS.map((tab) => [tab, { assigned: 0, total: 0 }])) as Record<QuarterTab, TabCount>;
  for (const station of stations) {
    if (!station.is_active) continue;
    for (const tab of tabsOfStation(station)) {
      counts[tab].total += 1;
      if (station.current_assignment) counts[tab].assigned += 1;
    }
  }
  return counts;
}

/** The link to one tab of a quarter: /q/{digits of its name}?tab=… (spec 2 §2 line cards). */
export function quarterTabPath(quarter: QuarterKeyFacts, tab: QuarterTab): string {
  return `/q/${quarterRouteKey(quarter)}?tab=${tab}`;
}
