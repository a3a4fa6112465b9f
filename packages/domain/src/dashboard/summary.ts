import type { LineNumber } from '../stations/station-kind.ts';
import { isLineNumber } from '../stations/station-kind.ts';

/** One assignment as the counters see it; `employeeKey` identifies the person. */
export type AssignmentFact = {
  employeeKey: string;
  lineNumber: number | null;
  isIndirect: boolean;
  isStationActive: boolean;
  isWildcard: boolean;
};

export type StaffingSummary = {
  total: number;
  lineAssociates: number;
  indirects: number;
  wildcards: number;
  ratio: number;
  perLine: Record<LineNumber, number>;
};

/** Integer maths before rounding, so 2.25 shows as 2.3 and never as 2.2 through float error. */
export function ratioToOneDecimal(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  return Math.round((numerator * 10) / denominator) / 10;
}

/**
 * Spec 2 §2 counters. Every counter, not only Total, ignores inactive stations, so Ratio
 * ((total - indirects) / indirects) is built from figures that agree (decision 014).
 */
export function summarizeStaffing(facts: readonly AssignmentFact[]): StaffingSummary {
  const everyone = new Set<string>();
  const onLines = new Set<string>();
  const onIndirects = new Set<string>();
  const onWildcards = new Set<string>();
  const perLineSets: Record<LineNumber, Set<string>> = { 1: new Set(), 2: new Set(), 3: new Set(), 4: new Set() };
  for (const fact of facts) {
    if (!fact.isStationActive) continue;
    everyone.add(fact.employeeKey);
    if (fact.isIndirect) onIndirects.add(fact.employeeKey);
    else if (isLineNumber(fact.lineNumber)) {
      onLines.add(fact.employeeKey);
      perLineSets[fact.lineNumber].add(fact.employeeKey);
    }
    if (fact.isWildcard) onWildcards.add(fact.employeeKey);
  }
  return {
    total: everyone.size,
    lineAssociates: onLines.size,
    indirects: onIndirects.size,
    wildcards: onWildcards.size,
    ratio: ratioToOneDecimal(everyone.size - onIndirects.size, onIndirects.size),
    perLine: { 1: perLineSets[1].size, 2: perLineSets[2].size, 3: perLineSets[3].size, 4: perLineSets[4].size },
  };
}

export type RatioColour = 'green' | 'yellow' | 'red';

/** Takes the ratio as shown (one decimal), so the colour always agrees with the number on screen. */
export function ratioColour(ratio: number): RatioColour {
  if (ratio >= 2.5) return 'green';
  if (ratio >= 2) return 'yellow';
  return 'red';
}

/** Ratios are shown with one decimal even when whole ('3.0'). */
export function formatRatio(ratio: number): string {
  return ratio.toFixed(1);
}

/** Spec 2 §9: staffed stations over active stations, rounded; 0 when no station is active. */
export function efficiencyPercent(staffedStations: number, activeStations: number): number {
  if (activeStations === 0) return 0;
  return Math.round((staffedStations / activeStations) * 100);
}
