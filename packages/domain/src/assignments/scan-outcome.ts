import { KIOSK_MESSAGES } from '../kiosk-messages.ts';
import type { ScanResultItem } from '../schemas/badge-scan.ts';

/**
 * Spec 1 §4 "Badge scan outcomes", plus the two kinds of later-quarter item DESIGN §4 step 6
 * adds to the answer: a quarter assigned along the rotation rules, and a note (a destination
 * skipped as inactive or already taken).
 */
export type ScanOutcomeKind =
  | 'checkedIn'
  | 'assigned'
  | 'maximumAttendance'
  | 'additionalSupport'
  | 'alreadyAssigned'
  | 'noStations'
  | 'laterAssigned'
  | 'note';

/** How the screen colours an outcome: the person may go to work, must go elsewhere, or cannot. */
export type ScanOutcomeTone = 'success' | 'warning' | 'error';

/**
 * The flags decide, not the message, so a reworded server text cannot turn a check-in into an
 * error; the message only tells the two overflow outcomes apart, as the flags cannot.
 */
export function scanOutcomeKind(item: ScanResultItem): ScanOutcomeKind {
  if (item.is_conflict) return 'alreadyAssigned';
  if (item.is_check_in) return 'checkedIn';
  if (item.is_overflow_routing) return item.message === KIOSK_MESSAGES.scanAdditionalSupport ? 'additionalSupport' : 'maximumAttendance';
  if (item.auto_checked_in) return 'assigned';
  if (item.message === KIOSK_MESSAGES.scanNoStations) return 'noStations';
  if (item.station_name !== null && item.assignment_number !== null) return 'laterAssigned';
  return 'note';
}

const TITLES: Record<ScanOutcomeKind, ((item: ScanResultItem) => string) | string> = {
  checkedIn: KIOSK_MESSAGES.scanCheckedIn,
  assigned: KIOSK_MESSAGES.scanAssigned,
  maximumAttendance: KIOSK_MESSAGES.scanMaximumAttendance,
  additionalSupport: KIOSK_MESSAGES.scanAdditionalSupport,
  alreadyAssigned: KIOSK_MESSAGES.scanAlreadyAssigned,
  noStations: KIOSK_MESSAGES.scanNoStations,
  laterAssigned: (item) => item.message,
  note: (item) => item.message,
};

/** The spec's title of an outcome; later-quarter items keep the server's own words. */
export function scanOutcomeTitle(item: ScanResultItem): string {
  const title = TITLES[scanOutcomeKind(item)];
  return typeof title === 'string' ? title : title(item);
}

export function scanOutcomeTone(kind: ScanOutcomeKind): ScanOutcomeTone {
  switch (kind) {
    case 'checkedIn':
    case 'assigned':
    case 'laterAssigned':
      return 'success';
    case 'maximumAttendance':
    case 'additionalSupport':
    case 'alreadyAssigned':
    case 'note':
      return 'warning';
    case 'noStations':
      return 'error';
  }
}

/** The station the person should go to (or already holds), when the outcome names one. */
export function scanOutcomeStation(item: ScanResultItem): string | null {
  const kind = scanOutcomeKind(item);
  if (kind === 'alreadyAssigned') return item.existing_assignment?.station_code ?? item.station_name;
  if (kind === 'checkedIn' || kind === 'assigned' || kind === 'laterAssigned') return item.station_name;
  return null;
}

/** The two screens that scan badges word a missing employee differently (spec 1 §8). */
export type ScanSurface = 'tvMode' | 'tvList';

/** A scan call that failed: the HTTP status and error text, or status null when no answer came. */
export type FailedScan = { status: number | null; message: string | null };

/**
 * Spec 1 §8 badge scan errors. The server looks the badge up and scans in one call, so the
 * spec's two steps are told apart by how the call failed: no answer at all means the employee
 * could not be looked up ('Error searching for employee'); an answer naming the employee as
 * unknown is 'Employee not found'; any other refusal is 'Badge scan failed: <error>' (decision 041).
 */
export function describeScanFailure(failure: FailedScan, surface: ScanSurface): string {
  if (failure.status === null) return KIOSK_MESSAGES.scanSearchFailed;
  if (failure.status === 404 && failure.message === KIOSK_MESSAGES.scanEmployeeNotFound) {
    return surface === 'tvMode' ? KIOSK_MESSAGES.scanEmployeeNotFoundTvMode : KIOSK_MESSAGES.scanEmployeeNotFound;
  }
  const message = failure.message?.trim();
  return KIOSK_MESSAGES.scanFailed(message ? message : null);
}
