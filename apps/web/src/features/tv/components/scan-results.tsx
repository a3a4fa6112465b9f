import { scanOutcomeKind, scanOutcomeStation, scanOutcomeTitle, scanOutcomeTone, type ScanOutcomeTone } from '@stationboard/domain/assignments/scan-outcome';
import type { KioskResultLimits } from '@stationboard/domain/assignments/kiosk-results';
import { tvStationCode } from '@stationboard/domain/stations/station-code';
import { cn } from '../../../lib/cn.ts';
import { resultLanguage, useKioskLanguage, useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import type { ScanResultShown } from '../hooks/use-badge-scanner.ts';
import { ICONS, ScanOutcome, TONES } from './scan-outcome.tsx';

/**
 * How many answers each kiosk has room for (decision 138): the newest large, the rest in a row
 * sharing the width (the TV List) or a short list (the TV Mode overlay). Each stays 10 s, or
 * until that many newer ones have come.
 */
export const TV_LIST_RESULT_LIMITS: KioskResultLimits = { most: 6 };
export const TV_MODE_RESULT_LIMITS: KioskResultLimits = { most: 5 };

type Appearance = 'panel' | 'wall';

/**
 * The newest answer as it always was: the whole outcome, announced as it arrives. It names its
 * person when the answer does; the badge's ending is for the earlier answers, once the newest
 * is no longer the one just scanned.
 */
export function LatestScan({ result, appearance, className }: { result: ScanResultShown; appearance: Appearance; className?: string }) {
  return <ScanOutcome key={result.id} outcome={result.outcome} appearance={appearance} className={className} />;
}

/** One earlier answer, in its person's language: the mark, the station (or what happened), whose. */
function EarlierScan({ result, appearance }: { result: ScanResultShown; appearance: Appearance }) {
  const first = result.outcome.kind === 'result' ? result.outcome.items[0] : undefined;
  const kioskLanguage = useKioskLanguage();
  const { MESSAGES, language, say } = useKioskText(resultLanguage(first, kioskLanguage));
  const kind = first ? scanOutcomeKind(first) : null;
  const tone: ScanOutcomeTone = kind ? scanOutcomeTone(kind) : 'error';
  const Icon = ICONS[tone];
  const title = say(first ? scanOutcomeTitle(first) : result.outcome.kind === 'error' ? result.outcome.message : MESSAGES.scanNoStations);
  const station = first ? scanOutcomeStation(first) : null;
  const whose = result.name ?? (result.badgeEnding ? MESSAGES.scanBadgeEnding(result.badgeEnding) : null);
  const isWall = appearance === 'wall';
  return (
    <li
      data-earlier-outcome={kind ?? 'error'}
      data-tone={tone}
      lang={language !== kioskLanguage ? language : undefined}
      className={cn(
        'flex min-w-0 items-center rounded-lg border-2',
        // On the wall each takes the room its words need, all sharing the row when it is full.
        isWall ? 'max-w-[40%] shrink basis-auto gap-3 px-4 text-2xl leading-tight' : 'gap-2 px-2 py-1 text-sm',
        TONES[appearance][tone],
      )}
    >
      <Icon aria-hidden className={cn('shrink-0', isWall ? 'size-7' : 'size-4')} />
      {station ? (
        <span className={cn('shrink-0 font-black tabular-nums', isWall ? 'text-3xl' : 'text-base')}>{tvStationCode(station)}</span>
      ) : (
        <span className="min-w-0 shrink truncate font-bold">{title}</span>
      )}
      {whose && <span className="min-w-0 flex-1 truncate font-semibold">{whose}</span>}
      {station && <span className="sr-only">{title}</span>}
    </li>
  );
}

/**
 * Issue 25 (decision 138): the answers before the newest, newest first, each saying whose it
 * is, so a person whose answer came just before the next one still finds their station. Not a
 * live region: each was announced when it arrived.
 */
export function EarlierScans({ results, appearance, className }: { results: readonly ScanResultShown[]; appearance: Appearance; className?: string }) {
  const { MESSAGES } = useKioskText();
  if (results.length === 0) return null;
  const isWall = appearance === 'wall';
  return (
    <ul aria-label={MESSAGES.scanEarlierResults} className={cn(isWall ? 'flex gap-3 overflow-hidden' : 'flex flex-col gap-1.5', className)}>
      {results.map((result) => (
        <EarlierScan key={result.id} result={result} appearance={appearance} />
      ))}
    </ul>
  );
}
