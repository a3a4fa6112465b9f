/**
 * Every text a user reads that comes from a domain rule, word for word as the spec gives it,
 * so the browser and the server never drift apart. Texts the spec leaves out are grouped at
 * the end and explained in docs/decisions/015-validation-texts-the-spec-leaves-out.md.
 */
export const MESSAGES = {
  // Spec 1 §5: sign-in and sign-up checks (also forgot-password and new-password)
  employeeIdRequired: 'Employee ID is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  employeeIdWithoutDomain: 'Enter only your employee ID (without the mail domain)',
  fulfillmentCenterRequired: 'Please select a fulfillment center',

  // Spec 1 §2 and §4: floor map and TV views
  sapStationCode: 'SAP',
  noMoreStations: 'No more stations of this type available',

  // Spec 1 §4: TV quarter status
  quarterActiveUntil: (endHHMM: string) => `Active until ${endHHMM}`,
  quarterTransition: (nextName: string, minutes: number) => `Transition period • Next: ${nextName} in ${minutes}min`,
  quarterStartsIn: (minutes: number) => `Starts in ${minutes} minutes`,

  // Spec 1 §8 and spec 2 §5: employees
  employeeNameRequired: 'Employee name is required',
  uploadWrongType: 'Please select a CSV or Excel file (.csv, .xlsx, .xls)',
  uploadTooLarge: 'File size must be less than 10MB',

  // Spec 2 §3: quarter shifts
  shiftDay: 'Day (FHD-BHD)',
  shiftNight: 'Night (FHN-BHN)',
  shiftOvernight: 'Overnight',
  shiftWeekend: 'Weekend',

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

  // Not worded by the spec (decision 015)
  invalidTime: 'Enter a time as HH:MM',
  quarterEndEqualsStart: 'End time must differ from start time',
  quarterNumberOutOfRange: 'Quarter number must be between 1 and 20',
  lineNumberOutOfRange: 'Line number must be between 1 and 4',
  centerCodeTooLong: 'Code must be at most 10 characters',
  invalidTimeZone: 'Choose a valid time zone',
  departmentIdInvalid: 'Department ID must be a whole number of at least 1',
  badgeBarcodeIdInvalid: 'Badge barcode ID must be a whole number of at least 1',
  employeeUidInvalid: 'Employee UID must be a whole number of at least 1',
  destinationRequired: 'Please select a destination station',
  routingAreaNameRequired: 'Routing area name is required',
  badgeValueRequired: 'Scan a badge or type an employee ID',
  badgeValueTooLong: 'Badge value must be at most 64 characters',
} as const;
