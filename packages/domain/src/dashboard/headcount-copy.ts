import { MESSAGES } from '../messages.ts';
import type { QuarterStats } from '../schemas/quarter-stats.ts';
import { formatRatio, ratioToOneDecimal } from './summary.ts';

export type Headcount = {
  /** People staffed on lines 1 to 3. */
  mainLine: number;
  /** People staffed on line 4, the SAP line. */
  sap: number;
  indirects: number;
};

/**
 * Spec 2 §2 "Headcount copy text", pasted into shift chats and emails, hence one figure per line
 * with plain labels (decision 014). Ratio = (main + SAP) / indirects, 0.0 without indirects.
 */
export function headcountCopyText({ mainLine, sap, indirects }: Headcount): string {
  const ratio = ratioToOneDecimal(mainLine + sap, indirects);
  return MESSAGES.headcountCopy(mainLine, sap, indirects, formatRatio(ratio));
}

/** The headcount of a quarter's counters: lines 1-3 make the main line, line 4 is SAP (decision 014). */
export function headcountFromStats(stats: Pick<QuarterStats, 'per_line' | 'indirects'>): Headcount {
  return { mainLine: stats.per_line[1] + stats.per_line[2] + stats.per_line[3], sap: stats.per_line[4], indirects: stats.indirects };
}
