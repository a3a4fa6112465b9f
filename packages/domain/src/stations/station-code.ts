import { KIOSK_MESSAGES } from '../kiosk-messages.ts';

const SHORT_CODE_MAX = 8;

/** Spec 1 §2: long prefixes that have a readable short form on a 96 px card. */
const PREFIX_REPLACEMENTS: readonly (readonly [string, string])[] = [
  ['Destuffit-', 'Dest-'],
  ['Tote Stuffer-', 'Stuffer-'],
  ['Tote Buffer-', 'Buffer-'],
];

/**
 * A replaced prefix is not cut again: cutting 'Stuffer-12' to 8 characters would drop the
 * number that tells the stations apart (decision 012).
 */
export function shortenStationCode(code: string): string {
  if (code.length <= SHORT_CODE_MAX) return code;
  for (const [prefix, short] of PREFIX_REPLACEMENTS) {
    if (code.startsWith(prefix)) return short + code.slice(prefix.length);
  }
  return `${code.slice(0, SHORT_CODE_MAX)}…`;
}

/** Spec 1 §2: line 4 is the SAP line, and wall screens name it rather than its stations. */
export function displayStationCode(code: string, options: { tv: boolean }): string {
  if (options.tv && isSapStationCode(code)) return KIOSK_MESSAGES.sapStationCode;
  return shortenStationCode(code);
}

function isSapStationCode(code: string): boolean {
  return code.startsWith('4-');
}

/**
 * The TV List and the scan outcome have room for whole codes, so only the SAP rule applies:
 * cutting 'Water Spider-L2' to 'Water Sp…' would hide where to go (decision 040).
 */
export function tvStationCode(code: string): string {
  return isSapStationCode(code) ? KIOSK_MESSAGES.sapStationCode : code;
}

const codeCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Numeric-aware so '1-2' comes before '1-10', the order stations stand on the floor (decision 012). */
export function compareStationCodes(a: string, b: string): number {
  return codeCollator.compare(a, b);
}

/**
 * Stations by code, and two whose codes compare equal ('A-1', 'a-1') by id, so every walk
 * and choice is the same each time. The database orders the same way (decision 112).
 */
export function compareStationsByCode(a: { id: string; station_code: string }, b: { id: string; station_code: string }): number {
  return compareStationCodes(a.station_code, b.station_code) || a.id.localeCompare(b.id);
}
