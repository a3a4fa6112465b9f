import type { ScanResultItem } from '../schemas/badge-scan.ts';

/** The two scan calls of spec 1 §7, named as their paths end (POST /stations/<call>). */
export type KioskScanCall = 'tv-auto-assign' | 'tv-badge-scan';

/**
 * A kiosk scan (TV Mode, TV List) starts with tv-auto-assign (decision 095): someone without a
 * station in the quarter is assigned and checked in by that one call.
 */
export const FIRST_KIOSK_SCAN_CALL: KioskScanCall = 'tv-auto-assign';

/**
 * The call a kiosk makes after `call` answered `items`, or null when `items` is the outcome to
 * show. Only one answer asks for more: tv-auto-assign saying the person already holds a station
 * in the quarter (is_conflict) that they have not checked in to yet, which tv-badge-scan then
 * checks them in to. Someone already checked in scanned again: 'Already Assigned' stays.
 */
export function nextKioskScanCall(call: KioskScanCall, items: readonly ScanResultItem[]): KioskScanCall | null {
  if (call !== 'tv-auto-assign') return null;
  const first = items[0];
  return first?.is_conflict && !first.checked_in ? 'tv-badge-scan' : null;
}
