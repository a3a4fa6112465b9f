/**
 * The texts of the kiosk screens (TV List, TV Mode overlay, the changeover wallboard, badge
 * scan results and their errors, the TV's quarter status line), and a few texts of the map
 * header written beside them. Kept apart from MESSAGES, which holds them too, so a wall screen
 * loads these and not every text of the app (decision 143). Word for word as the spec gives
 * them, like every text of messages.ts; kiosk-language (web) words them in Spanish too.
 */
export const KIOSK_MESSAGES = {
  // Spec 1 §2 and §4: floor map and TV views
  sapStationCode: 'SAP',
  noMoreStations: 'No more stations of this type available',

  // Spec 1 §4 and §8: badge scan outcomes
  scanCheckedIn: 'Checked In Successfully',
  scanAssigned: 'Assigned & Checked In',
  scanMaximumAttendance: 'Maximum Attendance Reached',
  scanAdditionalSupport: 'Additional Support Required',
  scanAlreadyAssigned: 'Already Assigned',
  scanNoStations: 'No available stations for assignment.',
  scanEmployeeNotFound: 'Employee not found',
  scanEmployeeNotFoundTvMode: 'Employee not found, please see your manager for an assignment.',
  scanSearchFailed: 'Error searching for employee',
  scanFailed: (error: string | null) => `Badge scan failed: ${error ?? 'Unknown error'}`,
  noAssignedStations: 'No assigned stations',
  // Not worded by the spec: TV views (decision 041)
  scanAttendance: (current: number, maximum: number) => `Attendance ${current}/${maximum}`,
  scanCriticalStation: 'Critical station',
  scanRemainingCritical: (count: number) => (count === 1 ? '1 critical station still open' : `${count} critical stations still open`),
  scanReportTo: 'Please report to:',
  scanLaterQuarters: 'Rest of your shift',
  scanBadgeHint: 'Scan your badge to check in',
  // Issue 25 (decision 138): the last few answers stay on screen, each saying whose it is.
  scanEarlierResults: 'Earlier scans',
  scanBadgeEnding: (ending: string) => `Badge …${ending}`,
  // Issue 14: offline kiosks and replayed scans.
  scanSavedWillSync: 'Saved — will sync',
  scansWaitingToSync: (count: number) => (count === 1 ? '1 scan waiting to sync' : `${count} scans waiting to sync`),
  scanTooOld: 'This scan is more than 30 minutes old and was not applied. A manager can see it in the log.',
  scanInFuture: 'scanned_at: must not be later than now',
  scanIdReused: 'scan_id: already used for another badge or center; a kiosk makes a new scan_id for each scan',
  scanStillPending: 'This scan is still being handled; try again in a moment',
  // Issue 25 (decision 136): a scan into a quarter that ended more than 30 minutes before it.
  scanQuarterEnded: (quarterName: string, endHHMM: string, intoName: string) => `Scans now go into ${intoName} (${quarterName} ended at ${endHHMM})`,
  preferredLanguageInvalid: 'Preferred language must be en (English) or es (Español)',
  // Issue 14 (decision 128): the kiosk's language toggle; each language is offered by its own name (LANGUAGE_NAMES).
  kioskLanguage: 'Language',
  // Issue 11 (decision 081): the TV List always says which quarter the next scan goes into.
  scansGoInto: (quarterName: string) => `Scans go into ${quarterName}`,
  recentAssignmentsEmpty: 'No assignments yet today',
  recentAssignmentsFailed: 'Could not load recent assignments',
  noQuarters: 'No quarters are set up for this center',
  floorMapTitle: 'Floor Map',
  floorMapSubtitle: 'Station Layout',
  live: 'Live',
  paused: 'Paused',
  refresh: 'Refresh',
  tvMode: 'TV Mode',
  tvList: 'TV List',
  // Issue 15 (decision 130): the quarter-change wallboard
  tvChangeover: 'Quarter change',
  changeoverFromTo: (fromQuarter: string, toQuarter: string, time: string) => `${fromQuarter} → ${toQuarter} at ${time}`,
  changeoverCountdownLabel: (quarterName: string) => `until ${quarterName} starts`,
  changeoverMoves: 'Who moves where',
  changeoverByRotation: 'by rotation',
  changeoverStaying: (count: number) => (count === 1 ? '1 person stays at their station' : `${count} people stay at their station`),
  changeoverNoMoves: 'Nobody changes station',
  changeoverEmptyCritical: 'Critical stations still empty',
  changeoverNoEmptyCritical: 'Every critical station is covered',
  changeoverWithoutStation: 'Checked in, no station next quarter',
  changeoverNoneWithoutStation: 'Everyone checked in has a station',
  changeoverNext: 'Next quarter change',
  changeoverNextAt: (quarterName: string, time: string) => `${quarterName} at ${time}`,
  changeoverStartsIn: (duration: string) => `in ${duration}`,
  changeoverWindowHint: 'Who moves where shows here 10 minutes before the change.',
  changeoverStaffingNow: (quarterName: string, hours: string) => `Staffing now · ${quarterName} · ${hours}`,
  changeoverStaffingPlanned: (quarterName: string, hours: string) => `Planned so far · ${quarterName} · ${hours}`,
  changeoverPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  layoutSaved: 'Saved!',
  manualMode: (quarterName: string) => `Manual Mode • ${quarterName}`,
  scanYourBadge: 'Scan Your Badge',
  recentAssignmentsToday: 'Recent Assignments Today',
  stationDataFailed: 'Failed to load station data',
  badgeValueRequired: 'Scan a badge or type an employee ID',
  invalidBadgeScan: 'Invalid badge scan',

  // Spec 1 §4: TV quarter status
  quarterActiveUntil: (endHHMM: string) => `Active until ${endHHMM}`,
  quarterTransition: (nextName: string, minutes: number) => `Transition period • Next: ${nextName} in ${minutes}min`,
  quarterStartsIn: (minutes: number) => `Starts in ${minutes} minutes`,
  // Issue 25 (decision 136): the dashboard, quarter view and wallboard in a break between quarters.
  quarterBreak: (nextName: string, startHHMM: string) => `Break · ${nextName} starts at ${startHHMM}`,
} as const;
