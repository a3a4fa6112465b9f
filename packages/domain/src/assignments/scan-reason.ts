import { z } from 'zod';

/**
 * Why a badge scan's result item says what it says (issue 14, "why here"): the rule that chose
 * the station, or why there is none. Each result item carries one, and the audit row of an
 * assignment a scan made stores the same. `text` is the English line; a kiosk in another
 * language words it again from `code` and the facts beside it.
 */
export const SCAN_REASON_CODES = [
  /** The rotation rule from the person's station in the quarter before (DESIGN §4 step 5), or from the scanned quarter's station for a later one. */
  'rotation',
  /** The first free critical station. */
  'critical',
  /** The first free station on a line (1-4). */
  'line',
  /** The first free indirect station. */
  'indirect',
  /** The person already held a station in the quarter. */
  'already_assigned',
  /** The floor is full or has no free station: sent to the routing areas. */
  'overflow',
  /** No free station, and no routing area to send the person to. */
  'no_station',
  /** A later quarter's station the rotation pointed at is inactive or taken. */
  'skipped',
  /** Issue 15: a station the rules pointed at needs a skill the person lacks (or holds expired) on the date, so it was passed over. */
  'skills_skipped',
] as const;

export type ScanReasonCode = (typeof SCAN_REASON_CODES)[number];

export const scanReasonSchema = z.object({
  code: z.enum(SCAN_REASON_CODES),
  /** The English line shown under the station. */
  text: z.string(),
  /** The station the rotation came from ('rotation'), or the one skipped ('skipped', 'skills_skipped'). */
  from_station: z.string().nullable(),
  /** The line of a 'line' reason. */
  line: z.number().int().nullable(),
  /** The areas of an 'overflow' reason. */
  areas: z.array(z.string()),
  /** Decision 153: the person was not on the roster of the scan's day; the line says so after the reason. */
  not_rostered: z.boolean().optional(),
});

export type ScanReason = z.infer<typeof scanReasonSchema>;

export type ScanReasonFacts = { code: ScanReasonCode; from_station?: string | null; line?: number | null; areas?: readonly string[]; not_rostered?: boolean };

/** Decision 153: what the line adds for someone scanned in who was not on the day's roster. */
export const NOT_ROSTERED_TEXT = 'not rostered today';

/** The English line for a reason, short enough for one line under a station on a wall TV. */
export function scanReasonText(facts: ScanReasonFacts): string {
  const text = reasonCodeText(facts);
  return facts.not_rostered ? `${text} · ${NOT_ROSTERED_TEXT}` : text;
}

function reasonCodeText({ code, from_station, line, areas }: ScanReasonFacts): string {
  switch (code) {
    case 'rotation':
      return from_station ? `Rotation from ${from_station}` : 'Rotation';
    case 'critical':
      return 'Critical station first';
    case 'line':
      return line ? `First free station on line ${line}` : 'First free line station';
    case 'indirect':
      return 'First free indirect station';
    case 'already_assigned':
      return 'Already assigned for this quarter';
    case 'overflow':
      return areas?.length ? `Overflow routing to ${areas.join(', ')}` : 'Overflow routing';
    case 'no_station':
      return 'No free station';
    case 'skipped':
      return from_station ? `${from_station} could not be used` : 'Station could not be used';
    case 'skills_skipped':
      return from_station ? `${from_station} skipped: skills missing` : 'Station skipped: skills missing';
  }
}

/** A reason as a result item carries it: the facts with their English line. */
export function scanReason(facts: ScanReasonFacts): ScanReason {
  return {
    code: facts.code,
    text: scanReasonText(facts),
    from_station: facts.from_station ?? null,
    line: facts.line ?? null,
    areas: [...(facts.areas ?? [])],
    ...(facts.not_rostered && { not_rostered: true }),
  };
}
