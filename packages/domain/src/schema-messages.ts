/**
 * The texts of the checks in the schemas every screen loads with its data (quarters, skills,
 * the limits on any text a request carries): kept apart from MESSAGES, which holds them too,
 * so that a screen reading quarters or scanning a badge does not load every text of the app
 * (decision 143). Not worded by the spec unless said (decisions 015, 107, 131, 136).
 */
export const SCHEMA_MESSAGES = {
  // Spec 2 §3: quarter shifts
  shiftDay: 'Day (FHD-BHD)',
  shiftNight: 'Night (FHN-BHN)',
  shiftOvernight: 'Overnight',
  shiftWeekend: 'Weekend',

  requiredFieldsMissing: 'Please fill in all required fields',
  invalidTime: 'Enter a time as HH:MM',
  quarterEndEqualsStart: 'End time must differ from start time',
  quarterTooLong: (hours: number) => `A quarter lasts at most ${hours} hours`,
  quarterNumberOutOfRange: 'Quarter number must be between 1 and 20',

  // Limits on every text a request carries (decision 107)
  textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  textHasControlCharacters: (label: string) => `${label} must not contain tabs, line breaks or other control characters`,
  nothingToChange: 'Send at least one field to change',

  // Skills (decision 131)
  skillNameRequired: 'Skill name is required',
  skillListedTwice: 'A skill is listed twice',
  overrideReasonRequired: 'Give a reason to assign anyway',

  // Past operating days (decision 147)
  correctionReasonRequired: 'Give a reason to correct a past day',

  // The day plan (decision 146)
  planCellPastedTwice: 'A cell is pasted twice',
  planTargetQuarterWithoutSource: 'Name the quarter to copy from',
  quarterListedTwice: 'A quarter is listed twice',

  // Integration tokens (decision 166)
  tokenNameRequired: 'Token name is required',
  tokenScopesRequired: 'Choose at least one scope',
  tokenScopeUnknown: 'Scope must be one of plan:read, demand:write, roster:write, events:read',
} as const;
