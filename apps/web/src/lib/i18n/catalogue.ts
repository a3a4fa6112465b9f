import { NOT_ROSTERED_TEXT, SCAN_REASON_CODES, scanReasonText, type ScanReason, type ScanReasonCode } from '@stationboard/domain/assignments/scan-reason';
import { MESSAGES } from '@stationboard/domain/messages';
import { MESSAGE_PARAMS, type FunctionMessageKey, type ParamSpec } from './message-params.ts';

/**
 * The catalogue of every text the web app shows, as i18next resources (one flat namespace,
 * keys as in packages/domain/src/messages.ts). English is not written here: it is derived from
 * MESSAGES and scanReasonText, so the spec's words stay word for word in one place
 * (decision 128). Other languages are translation files in ./locales.
 */
export type Resources = Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;

const placeholder = (name: string) => `{{${name}}}`;

/** i18next's separator between a key and its context, and before a plural form. */
const SUFFIX = '_';

/** One English wording of a function message: the extra key suffix and the arguments that produce it with placeholders. */
type Variant = { suffix: string; args: unknown[] };

/**
 * Every wording a function message has, each written with {{placeholders}} where its arguments
 * go: nullable and flag arguments pick a variant (an i18next context), a count picks a plural
 * form ('one' words the function's own text for 1, 'other' any other number).
 */
function variantsOf(specs: readonly ParamSpec[]): Variant[] {
  let partial: { tokens: string[]; plural: string | null; args: unknown[] }[] = [{ tokens: [], plural: null, args: [] }];
  for (const [name, kind] of specs) {
    const choices: { token?: string; plural?: string; arg: unknown }[] =
      kind === 'value'
        ? [{ arg: placeholder(name) }]
        : kind === 'count'
          ? [
              { plural: 'one', arg: 1 },
              { plural: 'other', arg: placeholder('count') },
            ]
          : kind === 'nullable'
            ? [{ arg: placeholder(name) }, { token: `${name}Null`, arg: null }]
            : [
                { token: `${name}True`, arg: true },
                { token: `${name}False`, arg: false },
              ];
    partial = partial.flatMap((p) =>
      choices.map((c) => ({ tokens: c.token ? [...p.tokens, c.token] : p.tokens, plural: c.plural ?? p.plural, args: [...p.args, c.arg] })),
    );
  }
  return partial.map(({ tokens, plural, args }) => ({
    suffix: (tokens.length > 0 ? SUFFIX + tokens.join('-') : '') + (plural ? SUFFIX + plural : ''),
    args,
  }));
}

/** The i18next options (and context) that pick and fill a function message's wording for `args`. */
export function messageOptions(key: FunctionMessageKey, args: readonly unknown[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const tokens: string[] = [];
  (MESSAGE_PARAMS[key] as readonly ParamSpec[]).forEach(([name, kind], index) => {
    const arg = args[index];
    if (kind === 'value') options[name] = arg;
    else if (kind === 'count') options.count = arg;
    else if (kind === 'nullable') {
      if (arg === null || arg === undefined) tokens.push(`${name}Null`);
      else options[name] = arg;
    } else tokens.push(`${name}${arg ? 'True' : 'False'}`);
  });
  if (tokens.length > 0) options.context = tokens.join('-');
  return options;
}

export const isFunctionMessage = (key: MessageKey): key is FunctionMessageKey => typeof MESSAGES[key] === 'function';

/** The key of a reason line: 'reason.rotation', … */
export const reasonKey = (code: ScanReasonCode) => `reason.${code}`;

/** Decision 153: what a reason line adds for someone not on the day's roster. */
export const NOT_ROSTERED_KEY = 'reason.not_rostered';

/** The fact a reason's line names, if any; without it the line is the `_none` variant. */
const REASON_FACT: Record<ScanReasonCode, 'from_station' | 'line' | 'areas' | null> = {
  rotation: 'from_station',
  critical: null,
  line: 'line',
  indirect: null,
  already_assigned: null,
  overflow: 'areas',
  no_station: null,
  skipped: 'from_station',
  skills_skipped: 'from_station',
};

/** The options that word a reason line: its fact, or the `none` context when the reason has none. Areas read as a comma list. */
export function reasonOptions(reason: Pick<ScanReason, 'code' | 'from_station' | 'line' | 'areas'>): Record<string, unknown> {
  const fact = REASON_FACT[reason.code];
  if (fact === 'from_station' && reason.from_station) return { from_station: reason.from_station };
  if (fact === 'line' && reason.line) return { line: reason.line };
  if (fact === 'areas' && reason.areas.length > 0) return { areas: reason.areas.join(', ') };
  return fact ? { context: 'none' } : {};
}

function englishReasons(): Resources {
  const resources: Resources = {};
  for (const code of SCAN_REASON_CODES) {
    const fact = REASON_FACT[code];
    if (fact === null) {
      resources[reasonKey(code)] = scanReasonText({ code });
      continue;
    }
    const facts = fact === 'areas' ? { areas: [placeholder('areas')] } : { [fact]: placeholder(fact) };
    resources[reasonKey(code)] = scanReasonText({ code, ...(facts as object) });
    resources[`${reasonKey(code)}${SUFFIX}none`] = scanReasonText({ code });
  }
  resources[NOT_ROSTERED_KEY] = NOT_ROSTERED_TEXT;
  return resources;
}

/**
 * The English resources, made from MESSAGES itself: a text as it is, a function message called
 * with placeholders once per wording (messages.test.ts proves i18next then says exactly what
 * MESSAGES says, for every key).
 */
export function englishResources(): Resources {
  const resources: Resources = {};
  for (const key of Object.keys(MESSAGES) as MessageKey[]) {
    if (!isFunctionMessage(key)) {
      resources[key] = MESSAGES[key] as string;
      continue;
    }
    const message = MESSAGES[key] as (...args: unknown[]) => string;
    for (const { suffix, args } of variantsOf(MESSAGE_PARAMS[key] as readonly ParamSpec[])) resources[key + suffix] = message(...args);
  }
  return { ...resources, ...englishReasons() };
}

/**
 * The texts of the kiosk screens (TV Mode overlay, TV List, badge scan results and their
 * errors): every language but English must translate all of them (the rest may fall back to
 * English). The reason lines are kiosk texts too.
 */
export const KIOSK_MESSAGE_KEYS = [
  'loading',
  'tryAgain',
  'unexpectedError',
  'stationDataFailed',
  'noQuarters',
  'tvList',
  'tvMode',
  'kioskLanguage',
  'scansGoInto',
  'scanBadgeHint',
  'scanEarlierResults',
  'scanBadgeEnding',
  'scanYourBadge',
  'badgeValueRequired',
  'recentAssignmentsToday',
  'recentAssignmentsFailed',
  'recentAssignmentsEmpty',
  'noAssignedStations',
  'scanCheckedIn',
  'scanAssigned',
  'scanMaximumAttendance',
  'scanAdditionalSupport',
  'scanAlreadyAssigned',
  'scanNoStations',
  'scanEmployeeNotFound',
  'scanEmployeeNotFoundTvMode',
  'scanSearchFailed',
  'scanFailed',
  'scanAttendance',
  'scanCriticalStation',
  'scanRemainingCritical',
  'scanReportTo',
  'scanLaterQuarters',
  'scanSavedWillSync',
  'scansWaitingToSync',
  'scanTooOld',
  'scanInFuture',
  'scanQuarterEnded',
  'quarterActiveUntil',
  'quarterTransition',
  'quarterStartsIn',
  'manualMode',
] as const satisfies readonly MessageKey[];

export type KioskMessageKey = (typeof KIOSK_MESSAGE_KEYS)[number];

/** Every resource key (with its variants) a kiosk language must have, given the English resources. */
export function kioskResourceKeys(english: Resources): string[] {
  const bases = new Set<string>([...KIOSK_MESSAGE_KEYS, ...SCAN_REASON_CODES.map(reasonKey), NOT_ROSTERED_KEY]);
  return Object.keys(english).filter((key) => bases.has(key) || [...bases].some((base) => key.startsWith(base + SUFFIX)));
}
