import { useEffect, useState, type ReactNode } from 'react';
import { scanOutcomeKind } from '@stationboard/domain/assignments/scan-outcome';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { TV_LIST_CHECK_IN_HIGHLIGHT_MS } from '@stationboard/domain/timings';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import { formatCalendarDate, SHORT_DATE } from '../../../lib/use-date-time-format.ts';
import { useTvListColumns } from '../api/get-tv-list-stations.ts';
import { useBadgeScanner } from '../hooks/use-badge-scanner.ts';
import { useTvListFullscreen } from '../hooks/use-tv-list-fullscreen.ts';
import { useTvQuarter } from '../hooks/use-tv-quarter.ts';
import { BadgeScanInput } from './badge-scan-input.tsx';
import { OfflineScanStatus } from './offline-scan-status.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { EarlierScans, LatestScan, TV_LIST_RESULT_LIMITS } from './scan-results.tsx';
import { TV_SCALE_STYLE } from '../tv-scale.ts';
import { TvListColumns } from './tv-list-columns.tsx';

export type TvListScreenProps = {
  centerId: string;
  centerCode: string;
  timeZone: string;
  /** Undefined while loading. */
  quarters: readonly QuarterTiming[] | undefined;
  quartersFailed: boolean;
  onRetry: () => void;
};

/** A station to highlight, stamped so scanning the same person twice starts the 10 s again. */
type Highlight = { stationCode: string; quarterNumber: number; at: number };

/** Scans that leave the person checked in at a station light up their row. */
function checkedInStation(items: ScanResultItem[]): { stationCode: string; quarterNumber: number } | null {
  const first = items[0];
  if (!first?.station_name) return null;
  const kind = scanOutcomeKind(first);
  return kind === 'checkedIn' || kind === 'assigned' ? { stationCode: first.station_name, quarterNumber: first.quarter_number } : null;
}

/** While the center loads: already dark, so the TV does not flash white. */
export function TvListLoading() {
  const { MESSAGES, language } = useKioskText();
  return (
    <main lang={language} className="flex h-screen items-center justify-center bg-slate-950 text-3xl font-semibold text-slate-300">
      <span role="status" className="flex items-center gap-4">
        <Spinner className="size-10 text-sky-300" />
        {MESSAGES.loading}
      </span>
    </main>
  );
}

/** A message filling the wall screen's body (loading, failed with Try again, empty), in the kiosk's language. */
export function WallMessage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { MESSAGES } = useKioskText();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 rounded-2xl border border-slate-800 text-3xl font-semibold text-slate-300">
      {children}
      {onRetry && (
        <button type="button" onClick={onRetry} className="rounded-lg bg-sky-500 px-6 py-3 text-2xl font-bold text-slate-950 hover:bg-sky-400">
          {MESSAGES.tryAgain}
        </button>
      )}
    </div>
  );
}

/**
 * Spec 1 §2 TV List, for a wall TV: who is where in the quarter that started last (spec 1 §4),
 * reloaded every 15 s, with a badge scanner whose answers stay 10 s (the latest large, the few
 * before it in a row under the header, issue 25) and whose checked-in row is highlighted 10 s.
 * Large, high-contrast type, scaled to the screen; long columns page.
 */
export function TvListScreen({ centerId, centerCode, timeZone, quarters, quartersFailed, onRetry }: TvListScreenProps) {
  useTvListFullscreen();
  const { MESSAGES, language } = useKioskText();
  const { quarter, date } = useTvQuarter({ quarters, timeZone, mode: 'tvList' });
  const list = useTvListColumns(quarter ? { centerId, quarterId: quarter.id, date } : null);

  const [highlight, setHighlight] = useState<Highlight | null>(null);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), TV_LIST_CHECK_IN_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const scanner = useBadgeScanner({
    centerId,
    quartersKnown: quarters !== undefined || quartersFailed,
    quarterNumber: quarter?.quarter_number ?? null,
    assignmentDate: quarter ? date : null,
    surface: 'tvList',
    limits: TV_LIST_RESULT_LIMITS,
    onResult: (items) => {
      const station = checkedInStation(items);
      if (station) setHighlight({ ...station, at: Date.now() });
    },
  });
  const highlightedStationCode = highlight && highlight.quarterNumber === quarter?.quarter_number ? highlight.stationCode : null;
  const [latest, ...earlier] = scanner.results;

  let body: ReactNode;
  if (quartersFailed || (list.isError && !list.data)) {
    body = <WallMessage onRetry={quartersFailed ? onRetry : () => void list.refetch()}>{MESSAGES.stationDataFailed}</WallMessage>;
  } else if (quarters && quarters.length === 0) {
    body = <WallMessage>{MESSAGES.noQuarters}</WallMessage>;
  } else if (!list.data) {
    body = (
      <WallMessage>
        <span role="status" className="flex items-center gap-4">
          <Spinner className="size-10 text-sky-300" />
          {MESSAGES.loading}
        </span>
      </WallMessage>
    );
  } else {
    body = <TvListColumns columns={list.data} highlightedStationCode={highlightedStationCode} />;
  }

  return (
    <main lang={language} className="flex h-screen flex-col gap-4 overflow-hidden bg-slate-950 px-8 py-5 text-slate-100">
      <style>{TV_SCALE_STYLE}</style>
      <header className="flex items-center gap-8">
        <div className="shrink-0">
          <div className="flex items-center gap-6">
            <h1 className="text-5xl leading-tight font-black tracking-tight text-white">{MESSAGES.tvList}</h1>
            <LanguageToggle appearance="wall" />
          </div>
          <p
            className="mt-1 text-2xl font-semibold text-slate-300"
            data-testid="tv-list-quarter"
            data-quarter-number={quarter?.quarter_number}
            data-date={date}
          >
            {centerCode}
            {quarter &&
              ` · ${MESSAGES.scansGoInto(quarter.quarter_name)} · ${formatHHMM(quarter.start_time)}–${formatHHMM(quarter.end_time)} · ${formatCalendarDate(date, SHORT_DATE, language)}`}
          </p>
        </div>
        {/* A fixed height, so an outcome coming and going never moves the columns. */}
        <div className="flex h-40 min-w-0 flex-1 items-center">
          {latest ? (
            <LatestScan result={latest} appearance="wall" className="max-h-full w-full overflow-hidden" />
          ) : (
            <p className="w-full text-center text-3xl font-semibold text-slate-400">{MESSAGES.scanBadgeHint}</p>
          )}
        </div>
        <BadgeScanInput onScan={scanner.scan} appearance="wall" className="w-80 shrink-0" />
      </header>
      {/* Issue 25: the answers before the newest, each naming its person; a row of its own, always there, so the columns never move. */}
      <div className="h-14 shrink-0" data-testid="earlier-scans">
        <EarlierScans results={earlier} appearance="wall" className="h-full" />
      </div>
      <OfflineScanStatus {...scanner.offline} appearance="wall" />
      {body}
    </main>
  );
}
