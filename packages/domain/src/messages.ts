/**
 * Every text a user reads that comes from a domain rule, word for word as the spec gives it,
 * so the browser and the server never drift apart. Texts the spec leaves out are grouped at
 * the end and explained in docs/decisions/015-validation-texts-the-spec-leaves-out.md.
 */
import { UNEXPECTED_ERROR } from './errors/app-error.ts';
import { STATION_POSITION_MAX, STATION_POSITION_MIN } from './stations/station-position.ts';

/** Spec 1 §8: what the 409 texts say when the server did not name the station. */
const ANOTHER_STATION = 'another station';

export const MESSAGES = {
  // Spec 1 §5: sign-in and sign-up checks (also forgot-password and new-password)
  employeeIdRequired: 'Employee ID is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  employeeIdWithoutDomain: 'Enter only your employee ID (without the mail domain)',
  fulfillmentCenterRequired: 'Please select a fulfillment center',

  // Spec 1 §2: sign-in screen (DESIGN §1 names the product)
  productName: 'Stationboard',
  loading: 'Loading...',
  signInTagline: (operator: string) => `Station planning and live floor tracking for ${operator} fulfillment centers`,
  employeeIdLabel: 'Employee ID',
  employeeIdEmailHint: (mailDomain: string) => `Your sign-in email will be your employee ID followed by @${mailDomain}`,
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  fulfillmentCenterLabel: 'Fulfillment Center',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  forgotPassword: 'Forgot your password?',
  toggleToSignUp: "Don't have an account? Sign up",
  toggleToSignIn: 'Already have an account? Sign in',
  singleSignOnWarning: 'Do not reuse your corporate single sign-on (SSO) password. Choose a new password for this app.',
  selectFulfillmentCenter: 'Select a fulfillment center',
  loadingFulfillmentCenters: 'Loading fulfillment centers...',
  fulfillmentCentersFailed: 'Failed to load fulfillment centers',
  centerOption: (name: string, code: string) => `${name} (${code})`,

  // Spec 1 §4: sign-up outcomes
  signUpSucceeded: 'Account created successfully! Please check your email for a confirmation link before signing in.',
  alreadyRegistered: 'You already have an account. Please sign in.',

  // Spec 1 §2: forgot-password modal
  resetPasswordTitle: 'Reset Password',
  resetPasswordExplanation: 'Enter your employee ID and we will send a password reset link to your email.',
  cancel: 'Cancel',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  resetEmailSent: 'Email sent successfully!',
  resetEmailCheckInbox: 'Check your email for a link to reset your password.',
  close: 'Close',

  // Spec 1 §2: reset-password page
  verifyingResetLink: 'Verifying reset link...',
  setNewPassword: 'Set New Password',
  newPasswordLabel: 'New Password',
  confirmNewPasswordLabel: 'Confirm New Password',
  updatePassword: 'Update Password',
  backToLogin: 'Back to Login',
  passwordUpdated: 'Password Updated!',
  passwordUpdatedRedirect: 'Your password has been changed. Taking you to the sign-in screen...',
  goToLoginNow: 'Go to Login Now',

  // Spec 1 §2: account states after sign-in
  authenticationErrorTitle: 'Authentication Error',
  accountPendingTitle: 'Account Pending Approval',
  accountPendingText:
    'Your account has been created but needs role assignment by an administrator. Please contact your manager to activate your account.',
  retryConnection: 'Retry Connection',
  roleFetchNetworkHint: 'Network error occurred. Try refreshing your permissions.',
  accessDeniedRole: 'Access denied. Insufficient permissions.',
  accessDeniedSignedOut: 'Access denied. Please log in.',
  invalidQuarterRoute: 'Invalid quarter route. Expected format: /q/1, /q/2, etc.',

  // Spec 1 §2: error fallback screen
  somethingWentWrong: 'Something went wrong',
  unexpectedErrorExplanation: 'We encountered an unexpected error. Our team has been notified.',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
  goHome: 'Go Home',

  // Spec 1 §2: navigation bar
  screenTitle: (product: string, centerCode: string | null) => (centerCode ? `${product} ${centerCode}` : product),
  refreshRole: 'Refresh Role',
  signOut: 'Sign Out',
  centerFixed: 'Fixed',
  centerAssigned: 'Assigned',
  noLocation: 'No location',
  noWarehouses: 'No warehouses available',
  onlyAdminsSwitchWarehouses: 'Only ADMIN and SUDO users can switch warehouses',

  // Spec 1 §8: error catalogue (sign-in, reset, role, center)
  authenticationFailed: 'Authentication failed',
  unexpectedError: UNEXPECTED_ERROR,
  resetEmailFailed: 'Failed to send reset email',
  passwordUpdateFailed: 'Failed to update password',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  resetLinkCheckFailed: 'Failed to verify reset link. Please try again.',
  roleFetchTimeout: 'Timeout: Role fetch took too long',
  roleForceRefreshTimeout: 'Timeout: Force role refresh took too long',
  roleFetchFailed: 'Role fetch failed. Some features may be limited. Please refresh the page.',
  roleRefreshFailed: 'Failed to refresh role. Please try again.',
  roleRefreshError: 'Error refreshing role. Please try again.',
  centerConfigNotFound: 'Center config not found',
  centerSwitchFailed: 'Failed to update warehouse assignment',

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
  // Issue 14: offline kiosks and replayed scans.
  scanSavedWillSync: 'Saved — will sync',
  scansWaitingToSync: (count: number) => (count === 1 ? '1 scan waiting to sync' : `${count} scans waiting to sync`),
  scanTooOld: 'This scan is more than 30 minutes old and was not applied. A manager can see it in the log.',
  scanInFuture: 'scanned_at: must not be later than now',
  scanIdReused: 'scan_id: already used for another badge or center; a kiosk makes a new scan_id for each scan',
  scanStillPending: 'This scan is still being handled; try again in a moment',
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
  changeoverPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  layoutSaved: 'Saved!',
  manualMode: (quarterName: string) => `Manual Mode • ${quarterName}`,
  scanYourBadge: 'Scan Your Badge',
  recentAssignmentsToday: 'Recent Assignments Today',
  // Spec 1 §2: station assignment popover
  lineLabel: (lineNumber: number | null) => (lineNumber === null ? 'N/A' : `Line ${lineNumber}`),
  inactiveBadge: 'Inactive',
  wildcardAssignment: 'Wildcard Assignment',
  regularAssignment: 'Regular Assignment',
  unassigned: 'Unassigned',
  searchEmployeesPlaceholder: 'Search employees...',
  assignRegular: 'Assign regular',
  assignAsWildcard: 'Assign as wildcard',
  // Not worded by the spec: the result buttons' names start with their visible label and name the person (decision 122)
  assignRegularPerson: (person: string) => `Assign regular: ${person}`,
  assignAsWildcardPerson: (person: string) => `Assign as wildcard: ${person}`,
  criticalStation: 'Critical station',
  skipToMap: 'Skip to map',
  floorMapCardsLabel: 'Stations. Arrow keys move between them.',
  skipToMainContent: 'Skip to main content',
  createEmployeeOption: (term: string) => `Create "${term}"`,
  employeeNameField: 'Employee name *',
  employeeAliasField: 'Employee Alias/Login (optional)',
  createAndAssign: 'Create & Assign',
  // Spec 1 §8: popover and map errors
  assignEmployeeFailed: 'Failed to assign employee',
  assignWildcardFailed: 'Failed to assign wildcard',
  removeAssignmentFailed: 'Failed to remove assignment',
  toggleStationFailed: 'Failed to toggle station status',
  toggleCriticalFailed: 'Failed to toggle critical status',
  createEmployeeFailed: 'Failed to create employee',
  employeeConflict: (employeeName: string, stationCode: string | null) => `${employeeName} is already assigned to ${stationCode ?? ANOTHER_STATION}.`,
  employeeAlreadyAssigned: (stationCode: string | null) => `Employee already assigned to ${stationCode ?? ANOTHER_STATION}`,
  assignmentConflictDetected: 'Assignment conflict detected',
  stationDataFailed: 'Failed to load station data',
  mapDataFailed: 'Failed to load map data. Please try again.',
  mapRefreshFailed: 'Failed to refresh map data',
  savePositionsFailed: 'Failed to save positions. Please try again.',

  // Spec 1 §4: TV quarter status
  quarterActiveUntil: (endHHMM: string) => `Active until ${endHHMM}`,
  quarterTransition: (nextName: string, minutes: number) => `Transition period • Next: ${nextName} in ${minutes}min`,
  quarterStartsIn: (minutes: number) => `Starts in ${minutes} minutes`,

  // Spec 1 §8 and spec 2 §5: employees
  employeeNameRequired: 'Employee name is required',
  uploadWrongType: 'Please select a CSV or Excel file (.csv, .xlsx, .xls)',
  uploadTooLarge: 'File size must be less than 10MB',
  // Spec 2 §8: Employees tab and /employees, and the bulk upload
  employeesLoadFailed: 'Failed to load employees',
  employeesLoadFailedRetry: 'Failed to load employees. Please try again.',
  employeeStatusUpdateFailed: 'Failed to update employee status',
  employeeDeleteFailed: 'Failed to delete employee',
  employeeUpdateFailed: 'Failed to update employee',
  uploadFailed: 'Upload failed. Please try again.',
  uploadRequestFailed: 'Failed to upload file. Please try again.',
  // Not worded by the spec: Employees tab and /employees (decision 065)
  uploading: 'Uploading...',
  noEmployeesMatch: (term: string) => `No employees match "${term}"`,
  noEmployeesYet: 'No employees yet',
  // Not worded by the spec: a bulk upload body that is not one file in a form (decision 105)
  uploadUnreadable: 'The upload could not be read: send a multipart form with one file in the field "file"',
  uploadOneFileOnly: 'Upload one file at a time',

  // Spec 2 §3: quarter shifts
  shiftDay: 'Day (FHD-BHD)',
  shiftNight: 'Night (FHN-BHN)',
  shiftOvernight: 'Overnight',
  shiftWeekend: 'Weekend',

  // Spec 2 §6 and §8: planner permissions and rotation rules
  adminRequiredForQuarters: 'Admin access required to manage quarters',
  adminRequiredForRuleDelete: 'Admin access required to delete rotation rules',
  adminRequiredForCenters: 'Create/edit operations requires Admin privileges.',
  rotationRuleExists:
    'A rotation rule already exists for this station and line. Please refresh the page and try again, or delete the existing rule first.',
  rotationRuleInactiveStation: 'Cannot edit rotation rules for inactive stations. Please reactivate the station in the Stations tab first.',
  fromStationNotFound: 'From station not found',

  // Spec 2 §5: planner forms
  requiredFieldsMissing: 'Please fill in all required fields',
  nameAndCodeRequired: 'Name and code are required',
  maximumAttendanceInvalid: 'Maximum attendance must be a positive number',
  destinationAlreadyUsed: (stationCode: string) =>
    `Destination station is already used by ${stationCode}. Each station can only have one person rotating to it.`,

  // Spec 2 §2: headcount copy text, laid out as decision 014 describes
  headcountCopy: (mainLine: number, sap: number, indirects: number, ratio: string) =>
    `Main Line: ${mainLine}\nSAP: ${sap}\nIndirects: ${indirects}\nRatio: ${ratio}`,

  // Spec 2 §9: indirect hours
  overIndirectLimit: 'Over Limit',
  withinIndirectLimit: 'Within Limit',

  // Spec 2 §2, §6 and §8: dashboard
  dashboardTitle: 'Dashboard',
  activeBadge: 'Active',
  lineAssignments: 'Line Assignments',
  indirectAssignmentHours: 'Indirect Assignment Hours',
  employeesNeedingFutureAssignments: 'Employees Needing Future Quarter Assignments',
  employeesNotCheckedIn: 'Employees Not Checked In',
  notCheckedIn: 'Not Checked In',
  dashboardLoadFailed: 'Failed to load dashboard data. Please try again.',
  dashboardRefreshFailed: 'Failed to refresh dashboard data',
  checkInFailed: 'Failed to check in employee',
  // Not worded by the spec: dashboard (decision 055)
  manualCheckIn: 'Manual check-in',
  copyHeadcount: 'Copy',
  copied: 'Copied',
  copyManually: (text: string) => `Copying is blocked in this browser. Please copy the text by hand:\n\n${text}`,
  realtimeOffline: 'Offline',
  headcountTitle: 'Headcount',
  noIndirectHours: 'No indirect hours this week',
  noMissingAssignments: 'Everyone has their later quarters assigned',
  noUncheckedIn: 'Everyone in this quarter has checked in',

  // Not worded by the spec (decision 015)
  invalidTime: 'Enter a time as HH:MM',
  quarterEndEqualsStart: 'End time must differ from start time',
  quarterNumberOutOfRange: 'Quarter number must be between 1 and 20',
  lineNumberOutOfRange: 'Line number must be between 1 and 4',
  invalidTimeZone: 'Choose a valid time zone',
  departmentIdInvalid: 'Department ID must be a whole number of at least 1',
  badgeBarcodeIdInvalid: 'Badge barcode ID must be a whole number of at least 1',
  employeeUidInvalid: 'Employee UID must be a whole number of at least 1',
  destinationRequired: 'Please select a destination station',
  routingAreaNameRequired: 'Routing area name is required',
  badgeValueRequired: 'Scan a badge or type an employee ID',
  // Not worded by the spec: limits on every text and date a request carries (decision 107)
  textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  textHasControlCharacters: (label: string) => `${label} must not contain tabs, line breaks or other control characters`,
  dateOutOfRange: (earliest: string, latest: string) => `Enter a date from ${earliest} to ${latest}`,
  nothingToChange: 'Send at least one field to change',
  // Not worded by the spec: floor map (decision 031)
  noQuarterSelected: 'Break: no quarter selected',
  chooseQuarterToAssign: 'Choose a quarter in the header to assign employees.',
  tabHintLine: (lineNumber: number) => `Tab moves through Line ${lineNumber} stations only.`,
  tabHintIndirect: 'Tab moves through indirect stations only.',
  tabKeyHint: 'assigns the top result and opens the next station (or only moves on)',
  escKeyHint: 'closes',
  placementHint: (stationCode: string) => `Click on the map to place ${stationCode}. Esc cancels.`,
  noEmployeesFound: 'No employees found',
  // Not worded by the spec: the popover of a station the Tab walk reached off the map (decision 090)
  notOnMapBadge: 'Not on the map',
  // Not worded by the spec: the floor map's station list for phones (issue 18, decision 123)
  mapViewGroup: 'Show stations as',
  mapViewCanvas: 'Map',
  mapViewList: 'List',
  indirectStationsGroup: 'Indirect stations',
  otherStationsGroup: 'Other stations',
  // Not worded by the spec: a station position the server refuses (decision 085)
  stationPositionOutOfRange: `Position must be a whole number from ${STATION_POSITION_MIN} to ${STATION_POSITION_MAX}`,
  stationPositionHalfGiven: 'position_x and position_y go together: two numbers place the station, both null take it off the map',

  // Spec 2 §2, §5, §8: planner Rotations and Stations tabs
  loadRotationRulesFailed: 'Failed to load rotation rules',
  loadStationsFailed: 'Failed to load stations',
  loadDataFailed: 'Failed to load data. Please try again.',
  saveRotationRuleFailed: (detail: string) => `Failed to save rotation rule: ${detail}`,
  deleteRotationRuleFailed: (detail: string) => `Failed to delete rotation rule: ${detail}`,
  noRelocation: 'No Relocation',
  sameHandednessTitle: 'Same Handedness Warning',
  continueAnyway: 'Continue Anyway',
  typeDeleteToConfirm: 'Please type DELETE to confirm deletion',
  createStationFailed: 'Failed to create station. Please try again.',
  updateStationFailed: 'Failed to update station. Please try again.',
  deleteStationFailed: 'Failed to delete station. Please try again.',
  updateCriticalFailed: 'Failed to update critical status',
  updateActiveFailed: 'Failed to update active status',
  tvConfigLoadFailed: 'Failed to load TV assignment config',
  tvConfigCreateFailed: 'Failed to create TV assignment config',
  noCenterTvConfig: 'No config found for this fulfillment center.',
  maximumAttendanceUpdateFailed: 'Failed to update maximum attendance',
  routingAreasLoadFailed: 'Failed to load external routing areas',
  routingAreaAddFailed: 'Failed to add routing area',
  routingStatusUpdateFailed: 'Failed to update routing status',
  routingAreaDeleteFailed: 'Failed to delete routing area',
  // Not worded by the spec: Rotations and Stations tabs (decision 060)
  sameHandednessText: (from: string, to: string, rightHanded: boolean) =>
    `${from} and ${to} are both ${rightHanded ? 'right' : 'left'}-handed stations. Rotating between them gives the person no change of hand.`,
  criticalExceedsAttendance: (critical: number, maximum: number) =>
    `${critical} critical stations but a maximum attendance of ${maximum}: some critical stations will stay empty.`,
  // Spec 2 §8: planner Logs tab
  auditLogsLoadFailed: 'Failed to load audit logs',
  // Not worded by the spec: planner Logs tab (decision 075)
  noAuditEntries: 'No audit entries yet.',
  noAuditEntriesForFilters: 'No audit entries match these filters.',
  auditEntryLoadFailed: 'Failed to load this audit entry',
  noAuditValues: 'This entry records no values.',

  // Spec 2 §2, §5, §8: planner Roles, Facilities and Quarters tabs
  loadRolesFailed: 'Failed to load roles',
  updateRoleFailed: 'Failed to update role',
  centerStatusUpdateFailed: 'Failed to update center status',
  createCenterFailed: 'Failed to create fulfillment center',
  updateCenterFailed: 'Failed to update fulfillment center',
  deleteCenterFailed: 'Failed to delete fulfillment center',
  loadQuartersFailed: 'Failed to load quarters',
  saveQuarterFailed: 'Failed to save quarter. Please try again.',
  deleteQuarterFailed: 'Failed to delete quarter. Please try again.',
  // Not worded by the spec: Roles, Facilities and Quarters tabs (decision 070)
  rolePending: 'Pending approval',
  sudoRoleLocked: 'A SUDO role can only be changed from the command line',
  deleteCenterWarning: (name: string, code: string) =>
    `Deleting ${name} (${code}) also deletes all of its employees, stations and assignments. This cannot be undone.`,
  typeDeleteQuarterToConfirm: 'Please type DELETE QUARTER to confirm deletion',
  deleteQuarterWarning: (name: string) => `Deleting ${name} also deletes all of its assignments. This cannot be undone.`,

  // Spec 2 §2 and §8: quarter view
  quarterDataFailed: 'Failed to load quarter data. Please try again.',
  quarterRefreshFailed: 'Failed to refresh quarter data',
  lineStatusUpdateFailed: 'Failed to update line status. Please try again.',
  stationDataFailedRetry: 'Failed to load station data. Please try again.',
  noStationsForLine: (lineNumber: number) => `No stations found for Line ${lineNumber}`,
  noAdditionalIndirects: 'No additional indirect roles assigned',
  noCriticalStations: 'No critical stations configured',
  tileAssigned: 'Assigned',
  tileWildcard: 'Wildcard',
  tileEmpty: 'Empty',
  activateLine: 'Activate Line',
  deactivateLine: 'Deactivate Line',
  // Not worded by the spec: quarter view (decision 050)
  quarterNotFound: (key: number) => `There is no quarter ${key} in this center.`,
  lastRefreshed: (time: string) => `Updated ${time}`,
  // Not worded by the spec: the quarter view's Critical tab (decision 091)
  tabHintCritical: 'Tab moves through critical stations only.',

  // Not worded by the spec: the day plan as a spreadsheet and on paper (issue 15, decision 129)
  downloadDayPlanXlsx: 'Download .xlsx',
  downloadDayPlanCsv: 'Download .csv',
  downloadDayPlanLabel: (format: string, date: string) => `Download the day plan of ${date} as .${format}`,
  dayPlanDownloadFailed: 'Failed to download the day plan',
  printDayPlan: 'Print day',
  printQuarter: 'Print quarter',
  dayPlanTitle: 'Day plan',
  dayPlanLoadFailed: 'Failed to load the day plan. Please try again.',
  dayPlanNoStations: 'No stations in this center',
  dayPlanNoQuarters: 'No quarters in this center',
  printButton: 'Print',
  backButton: 'Back',

  // Not worded by the spec: a request from another origin than APP_ORIGIN (decision 102)
  wrongOrigin: (opened: string, appOrigin: string) =>
    `This page was opened at ${opened}, but Stationboard is served at ${appOrigin} (APP_ORIGIN). Open it there, or set APP_ORIGIN.`,
  unknownOrigin: (appOrigin: string) =>
    `This change does not say which page sent it. Send it from Stationboard at ${appOrigin} (APP_ORIGIN), or sign it with a bearer token.`,

  // Screen texts that were written into the pages, moved here so they go through the i18n layer (decision 128)
  pageNotFound: 'Page not found',
  pageNotFoundText: 'There is no screen at this address.',
  mainNavigation: 'Main',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  managePositions: 'Manage positions',
  save: 'Save',
  reset: 'Reset',
  mapLegend: 'Legend',
  dateAndTime: 'Date and time',
  quarterGroup: 'Quarter',
  takeOffMap: 'Take off the map',
  noStationsOnMap: 'No stations are on the map. Unlock the layout and use Manage positions to place them.',
  employeesTitle: 'Employees',
  employeesSubtitle: 'Employee Management',
  plannerTitle: 'Configuration',
  plannerSubtitle: 'System Setup',
  plannerSections: 'Planner sections',
  quartersNavigation: 'Quarters',
  currentQuarterMarker: 'current quarter',
  additionalIndirects: 'Additional Indirects',
  lineStations: 'Line Stations',
  none: 'None',
  otherIndirectStations: 'Other Indirect Stations',
  criticalStations: 'Critical Stations',
  stationsRegion: 'Stations',
  stationGroups: 'Station groups',
  headcountText: 'Headcount text',
  currentQuarter: 'Current quarter',
  uploadComplete: 'Upload complete.',
  searchEmployees: 'Search employees',
  deleteEmployeeTitle: 'Delete Employee',
  criticalTag: 'Critical',
  currentAssignment: 'Current assignment',
  assignAnEmployee: 'Assign an employee',
  searchResults: 'Search results',
  keyboardHints: 'Keyboard',

  // Issue 15, not worded by the spec: skills and certifications (decision 131)
  skillNameRequired: 'Skill name is required',
  skillNameTaken: (name: string) => `A skill named ${name} already exists`,
  skillNotFound: 'Skill not found',
  skillsNotInCenter: 'skill_ids: no such skill in this center',
  skillListedTwice: 'A skill is listed twice',
  /** The 409 of an assignment refused for skills: names the person and each skill missing or expired. */
  missingSkills: (employeeName: string, stationCode: string, skills: string) => `${employeeName} lacks the skills ${stationCode} requires: ${skills}`,
  overrideReasonRequired: 'Give a reason to assign anyway',
  overrideNotAllowed: 'Only a manager can assign someone who lacks a required skill',
  overrideReasonLabel: 'Reason for assigning anyway',
  assignAnyway: 'Assign anyway',
  skillsOverrideMark: 'skills override',
  unknownSkills: (names: string) => `Unknown skills: ${names}`,
  /** A badge scan's later quarter whose rotation station needs skills the person lacks. */
  scanStationNeedsSkills: (stationCode: string) => `${stationCode} needs skills the person lacks; skipped`,
  skillsTab: 'Skills',
  skillsTitle: 'Skills',
  skillsLoadFailed: 'Failed to load skills',
  skillSaveFailed: 'Failed to save skill',
  skillDeleteFailed: 'Failed to delete skill',
  addSkill: 'Add skill',
  skillNameField: 'Skill name',
  requiredSkillsField: 'Required skills',
  employeeSkillsField: 'Skills',
  skillExpiresOn: (skill: string) => `${skill} expires on (optional, last valid day)`,
  noSkills: 'No skills yet',
  renameSkill: (name: string) => `Rename ${name}`,
  deleteSkill: (name: string) => `Delete ${name}`,
  deleteSkillTitle: 'Delete Skill',
  deleteSkillWarning: (name: string) => `Delete ${name}? Stations stop requiring it and people stop holding it.`,
  deleteLabel: 'Delete',
} as const;
