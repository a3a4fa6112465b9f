import type { MESSAGES } from '@stationboard/domain/messages';

type Messages = typeof MESSAGES;

/** The keys of MESSAGES whose text is worded from arguments. */
export type FunctionMessageKey = { [K in keyof Messages]: Messages[K] extends (...args: never[]) => string ? K : never }[keyof Messages];

/**
 * How one argument of a function message becomes i18next options:
 * - 'value': put in the text as it is, as {{name}};
 * - 'count': i18next's plural count (the option is always named `count`), so a language picks its own plural forms;
 * - 'nullable': {{name}} when given; when null the text is another variant (i18next context `<name>Null`);
 * - 'flag': a true/false that picks a variant (context `<name>True` / `<name>False`).
 */
export type ParamKind = 'value' | 'count' | 'nullable' | 'flag';
export type ParamSpec = readonly [name: string, kind: ParamKind];

type SpecsFor<Args extends readonly unknown[]> = { readonly [I in keyof Args]: ParamSpec };

/**
 * The argument names of every function message, in order, as the translation files name them
 * ({{name}}). The type makes each list as long as the function's arguments, so a new function
 * message in packages/domain/src/messages.ts does not compile here until it is named.
 */
export const MESSAGE_PARAMS: { readonly [K in FunctionMessageKey]: SpecsFor<Parameters<Messages[K]>> } = {
  signInTagline: [['operator', 'value']],
  employeeIdEmailHint: [['mailDomain', 'value']],
  signInWith: [['providerName', 'value']],
  redirectingToProvider: [['providerName', 'value']],
  localPasswordsOff: [['providerName', 'value']],
  centerOption: [
    ['name', 'value'],
    ['code', 'value'],
  ],
  screenTitle: [
    ['product', 'value'],
    ['centerCode', 'nullable'],
  ],
  scanFailed: [['error', 'nullable']],
  scanAttendance: [
    ['current', 'value'],
    ['maximum', 'value'],
  ],
  scanRemainingCritical: [['count', 'count']],
  scansWaitingToSync: [['count', 'count']],
  scansGoInto: [['quarterName', 'value']],
  scanBadgeEnding: [['ending', 'value']],
  openStationIn: [
    ['stationCode', 'value'],
    ['quarterName', 'value'],
  ],
  quartersOverlap: [
    ['first', 'value'],
    ['second', 'value'],
  ],
  indirectWorkedPlanned: [
    ['worked', 'value'],
    ['planned', 'value'],
  ],
  changeoverFromTo: [
    ['fromQuarter', 'value'],
    ['toQuarter', 'value'],
    ['time', 'value'],
  ],
  changeoverCountdownLabel: [['quarterName', 'value']],
  changeoverStaying: [['count', 'count']],
  changeoverNextAt: [
    ['quarterName', 'value'],
    ['time', 'value'],
  ],
  changeoverStartsIn: [['duration', 'value']],
  changeoverStaffingNow: [
    ['quarterName', 'value'],
    ['hours', 'value'],
  ],
  changeoverPage: [
    ['page', 'value'],
    ['pages', 'value'],
  ],
  downloadDayPlanLabel: [
    ['format', 'value'],
    ['date', 'value'],
  ],
  manualMode: [['quarterName', 'value']],
  dayPlanGrid: [['day', 'value']],
  lineCount: [
    ['assigned', 'value'],
    ['active', 'value'],
  ],
  cellChangedBy: [['login', 'value']],
  cellSearch: [
    ['stationCode', 'value'],
    ['quarterName', 'value'],
  ],
  pasteWillChange: [['count', 'count']],
  pasteRejectedCount: [['count', 'count']],
  copyDayTitle: [['day', 'value']],
  copyQuarterTitle: [['day', 'value']],
  rollForwardTitle: [['day', 'value']],
  clearTitle: [['day', 'value']],
  copyTooManyDays: [['max', 'value']],
  planConflictCount: [['count', 'count']],
  planConflictCell: [
    ['day', 'value'],
    ['stationCode', 'value'],
    ['quarterName', 'value'],
    ['employeeName', 'nullable'],
    ['reason', 'value'],
  ],
  planChangeCell: [
    ['day', 'value'],
    ['stationCode', 'value'],
    ['quarterName', 'value'],
    ['before', 'nullable'],
    ['after', 'nullable'],
  ],
  planActionDone: [['count', 'count']],
  autoPlanTitle: [['day', 'value']],
  autoPlanPercent: [['percent', 'value']],
  autoPlanInfeasibleCount: [['count', 'count']],
  autoPlanInfeasibleCell: [
    ['stationCode', 'value'],
    ['quarterName', 'value'],
    ['cause', 'value'],
  ],
  planChangeWithReason: [
    ['change', 'value'],
    ['reason', 'value'],
  ],
  planReasonRotationFrom: [['stationCode', 'nullable']],
  planCellPlannedBecause: [['reason', 'value']],
  pasteRejectedCell: [
    ['stationCode', 'value'],
    ['quarterName', 'value'],
    ['value', 'value'],
    ['reason', 'value'],
  ],
  rosterForecast: [
    ['expected', 'value'],
    ['rostered', 'value'],
    ['percent', 'value'],
    ['low', 'value'],
    ['high', 'value'],
  ],
  rosterForecastWeeks: [['count', 'count']],
  rosterPlanToReach: [
    ['headcount', 'value'],
    ['needed', 'value'],
  ],
  rosterNotPlanned: [['count', 'count']],
  planningBanner: [
    ['day', 'value'],
    ['quarterName', 'nullable'],
  ],
  lineLabel: [['lineNumber', 'nullable']],
  assignRegularPerson: [['person', 'value']],
  assignAsWildcardPerson: [['person', 'value']],
  createEmployeeOption: [['term', 'value']],
  employeeConflict: [
    ['employeeName', 'value'],
    ['stationCode', 'nullable'],
  ],
  employeeAlreadyAssigned: [['stationCode', 'nullable']],
  quarterActiveUntil: [['endTime', 'value']],
  quarterTransition: [
    ['nextName', 'value'],
    ['minutes', 'value'],
  ],
  quarterStartsIn: [['minutes', 'value']],
  quarterBreak: [
    ['nextName', 'value'],
    ['startTime', 'value'],
  ],
  scanQuarterEnded: [
    ['quarterName', 'value'],
    ['endTime', 'value'],
    ['intoName', 'value'],
  ],
  quarterTooLong: [['hours', 'value']],
  quarterOverlaps: [
    ['times', 'value'],
    ['otherName', 'value'],
    ['otherTimes', 'value'],
  ],
  quartersOverlapPair: [
    ['name', 'value'],
    ['times', 'value'],
    ['otherName', 'value'],
    ['otherTimes', 'value'],
  ],
  changeoverStaffingPlanned: [
    ['quarterName', 'value'],
    ['hours', 'value'],
  ],
  noEmployeesMatch: [['term', 'value']],
  destinationAlreadyUsed: [['stationCode', 'value']],
  headcountCopy: [
    ['mainLine', 'value'],
    ['sap', 'value'],
    ['indirects', 'value'],
    ['ratio', 'value'],
  ],
  copyManually: [['text', 'value']],
  textTooLong: [
    ['label', 'value'],
    ['max', 'value'],
  ],
  textHasControlCharacters: [['label', 'value']],
  dateOutOfRange: [
    ['earliest', 'value'],
    ['latest', 'value'],
  ],
  tabHintLine: [['lineNumber', 'value']],
  placementHint: [['stationCode', 'value']],
  saveRotationRuleFailed: [['detail', 'value']],
  deleteRotationRuleFailed: [['detail', 'value']],
  sameHandednessText: [
    ['from', 'value'],
    ['to', 'value'],
    ['rightHanded', 'flag'],
  ],
  criticalExceedsAttendance: [
    ['critical', 'value'],
    ['maximum', 'value'],
  ],
  deleteCenterWarning: [
    ['name', 'value'],
    ['code', 'value'],
  ],
  deleteQuarterWarning: [['name', 'value']],
  noStationsForLine: [['lineNumber', 'value']],
  quarterNotFound: [['key', 'value']],
  lastRefreshed: [['time', 'value']],
  wrongOrigin: [
    ['opened', 'value'],
    ['appOrigin', 'value'],
  ],
  unknownOrigin: [['appOrigin', 'value']],
  efficiencyHint: [
    ['staffed', 'value'],
    ['active', 'value'],
  ],
  editItem: [['name', 'value']],
  deleteItem: [['name', 'value']],
  selectItem: [['name', 'value']],
  removeItem: [['name', 'value']],
  activationButton: [['deactivate', 'flag']],
  activationItem: [
    ['deactivate', 'flag'],
    ['name', 'value'],
  ],
  auditEntriesInAll: [['count', 'count']],
  roleFor: [['employeeId', 'value']],
  editRoleOf: [['employeeId', 'value']],
  stationCount: [['count', 'value']],
  activeFlagOf: [['stationCode', 'value']],
  criticalFlagOf: [['stationCode', 'value']],
  deleteStationText: [['stationCode', 'value']],
  centerCodeHint: [['max', 'value']],
  quarterDuration: [
    ['duration', 'value'],
    ['overnight', 'flag'],
  ],
  quarterActivationOf: [
    ['clear', 'flag'],
    ['quarterName', 'value'],
  ],
  criticalStationCount: [['count', 'value']],
  rotationsIntro: [['noRelocation', 'value']],
  destinationFor: [['stationCode', 'value']],
  destinationUsedBy: [['stationCode', 'value']],
  saveRotationFor: [['stationCode', 'value']],
  routingAreaState: [
    ['areaName', 'value'],
    ['isActive', 'flag'],
  ],
  removeRoutingAreaText: [['areaName', 'value']],
  missingQuartersOf: [['employeeName', 'value']],
  rowsNotUploaded: [['count', 'value']],
  uploadEncodingUnreadable: [['line', 'value']],
  uploadEncodingMixed: [
    ['utf8Line', 'value'],
    ['otherLine', 'value'],
  ],
  typePhraseToConfirm: [['phrase', 'value']],
  lineIndirectStations: [['lineNumber', 'value']],
  floorRow: [['row', 'value']],
  lineStationsOf: [['lineNumber', 'value']],
  liveToggleHint: [['isLive', 'flag']],
  planUpdatesToggleHint: [['isUpdating', 'flag']],
  onMapAt: [
    ['x', 'value'],
    ['y', 'value'],
  ],
  hideItem: [['stationCode', 'value']],
  placeItem: [['stationCode', 'value']],
  employeeCount: [['count', 'count']],
  requestFailed: [['status', 'value']],
  skillNameTaken: [['name', 'value']],
  missingSkills: [
    ['employeeName', 'value'],
    ['stationCode', 'value'],
    ['skills', 'value'],
  ],
  unknownSkills: [['names', 'value']],
  scanStationNeedsSkills: [['stationCode', 'value']],
  renameSkill: [['name', 'value']],
  deleteSkill: [['name', 'value']],
  deleteSkillWarning: [['name', 'value']],
  skillExpiresOn: [['skill', 'value']],
  exceptionsOf: [['name', 'value']],
  exceptionUploadUnknownPerson: [['who', 'value']],
  exceptionUploadOtherCenter: [['who', 'value']],
  exceptionUploadAmbiguous: [['who', 'value']],
  demandUploadUnknownQuarter: [['quarter', 'value']],
  demandMinHeadsOf: [['line', 'value']],
  demandMaxHeadsOf: [['line', 'value']],
  demandStationsOf: [['line', 'value']],
  demandRateOf: [['code', 'value']],
  demandHighStrainOf: [['code', 'value']],
  demandUnitsOf: [
    ['line', 'value'],
    ['quarter', 'value'],
  ],
  demandFigures: [
    ['required', 'value'],
    ['planned', 'value'],
    ['expected', 'nullable'],
    ['checkedIn', 'value'],
  ],
  demandPanelTitle: [['quarter', 'value']],
  demandPanelLine: [['line', 'value']],
  demandUnitsOfLine: [['units', 'nullable']],
  demandShortBy: [['missing', 'value']],
  uploadErrors: [['count', 'value']],
  standardsUploadUnknownStation: [['code', 'value']],
  standardsUploadRateNotCounted: [['code', 'value']],
  standardsUploadStationTwice: [
    ['code', 'value'],
    ['row', 'value'],
  ],
  standardsUploadLineTwice: [
    ['line', 'value'],
    ['row', 'value'],
  ],
  revokeApiToken: [['name', 'value']],
  removeWebhook: [['url', 'value']],
  removeWebhookWarning: [['url', 'value']],
  webhookDeliveriesOf: [['url', 'value']],
  redeliverOf: [
    ['event', 'value'],
    ['when', 'value'],
  ],
  revokeApiTokenWarning: [['name', 'value']],
  rosterSyncUidTwice: [
    ['uid', 'value'],
    ['first', 'value'],
  ],
  standardsRowError: [
    ['row', 'value'],
    ['column', 'nullable'],
    ['message', 'value'],
  ],
  deleteException: [
    ['kind', 'value'],
    ['date', 'value'],
  ],
  offRosterQuestion: [
    ['person', 'value'],
    ['mark', 'value'],
  ],
  lineActivationTitle: [
    ['deactivate', 'flag'],
    ['lineNumber', 'value'],
  ],
  lineStationsGoOff: [['count', 'count']],
  lineIndirectRolesAmong: [['count', 'count']],
  linePeopleAssignedNow: [
    ['count', 'count'],
    ['quarterName', 'nullable'],
  ],
  lineStationsRestored: [['count', 'count']],
  lineStationsKeptOff: [['count', 'count']],
  lineStationsAllOn: [['count', 'count']],
  onStation: [['stationCode', 'value']],
  moveHerePerson: [
    ['person', 'value'],
    ['stationCode', 'value'],
  ],
  checkedInOccupant: [
    ['occupant', 'value'],
    ['stationCode', 'value'],
  ],
  replaceCheckedInQuestion: [
    ['occupant', 'value'],
    ['newcomer', 'value'],
  ],
  replacePerson: [['person', 'value']],
  auditReplaced: [
    ['person', 'value'],
    ['checkedIn', 'flag'],
  ],
  auditEmployeeSearchHint: [['minimum', 'value']],
  clearEmployeeFilter: [['person', 'value']],
  planStepStale: [['count', 'count']],
};
