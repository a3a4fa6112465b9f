import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import {
  scanOutcomeKind,
  scanOutcomeStation,
  scanOutcomeTitle,
  scanOutcomeTone,
  type ScanOutcomeKind,
  type ScanOutcomeTone,
} from '@stationboard/domain/assignments/scan-outcome';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { tvStationCode } from '@stationboard/domain/stations/station-code';
import { cn } from '../../../lib/cn.ts';
import { resultLanguage, useKioskLanguage, useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import type { KioskMessages } from '../../../lib/i18n/kiosk-messages.ts';

export type ScanOutcomeProps = {
  /** The items of one scan (the scanned quarter first, then the rest of the shift), or an error text. */
  outcome: { kind: 'result'; items: ScanResultItem[] } | { kind: 'error'; message: string };
  /** 'wall': one wide dark strip for the TV List; 'panel': a card in the TV Mode overlay. */
  appearance?: 'panel' | 'wall';
  className?: string;
};

export const ICONS: Record<ScanOutcomeTone, typeof CircleCheck> = { success: CircleCheck, warning: TriangleAlert, error: CircleX };

export const TONES: Record<'panel' | 'wall', Record<ScanOutcomeTone, string>> = {
  panel: {
    success: 'border-green-300 bg-green-50 text-green-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-950',
    error: 'border-red-300 bg-red-50 text-red-900',
  },
  wall: {
    success: 'border-emerald-400 bg-emerald-950 text-emerald-50',
    warning: 'border-amber-400 bg-amber-950 text-amber-50',
    error: 'border-red-400 bg-red-950 text-red-50',
  },
};

/** The facts under the title, in the order a person at the kiosk needs them. */
function details(item: ScanResultItem, kind: ScanOutcomeKind, MESSAGES: KioskMessages): string[] {
  const lines: string[] = [];
  if (kind === 'checkedIn' || kind === 'assigned' || kind === 'maximumAttendance' || kind === 'additionalSupport') {
    lines.push(MESSAGES.scanAttendance(item.current_attendance, item.maximum_attendance));
  }
  if ((kind === 'checkedIn' || kind === 'assigned') && item.is_critical) lines.push(MESSAGES.scanCriticalStation);
  if ((kind === 'checkedIn' || kind === 'assigned') && item.remaining_critical > 0) lines.push(MESSAGES.scanRemainingCritical(item.remaining_critical));
  return lines;
}

/**
 * The later quarters the engine assigned, as 'Q6 2-08'. Quarters it could not fill (the
 * destination taken or inactive) are the manager's business, not the scanning person's, so
 * they are left out (decision 041).
 */
function laterAssignments(items: ScanResultItem[]): { quarterNumber: number; text: string }[] {
  return items.flatMap((item) => {
    const station = scanOutcomeKind(item) === 'laterAssigned' ? scanOutcomeStation(item) : null;
    return station ? [{ quarterNumber: item.quarter_number, text: `${item.quarter_name} ${tvStationCode(station)}` }] : [];
  });
}

/**
 * Spec 1 §4 badge scan outcomes with their titles, the station (line 4 as SAP, spec 1 §2),
 * attendance, critical stations, routing areas for overflow, and the rest of the shift the
 * engine assigned (DESIGN §4 step 6), and under the station the reason it was chosen (issue 14).
 * Errors (spec 1 §8) come already worded in English and are said again in the kiosk's language;
 * a result is in the scanned person's language when their record names one (decision 128).
 */
export function ScanOutcome({ outcome, appearance = 'panel', className }: ScanOutcomeProps) {
  const isWall = appearance === 'wall';
  const first = outcome.kind === 'result' ? outcome.items[0] : undefined;
  const kioskLanguage = useKioskLanguage();
  const { MESSAGES, language, reasonText, say } = useKioskText(resultLanguage(first, kioskLanguage));
  const kind = first ? scanOutcomeKind(first) : null;
  const tone: ScanOutcomeTone = kind ? scanOutcomeTone(kind) : 'error';
  const Icon = ICONS[tone];
  const title = say(first ? scanOutcomeTitle(first) : outcome.kind === 'error' ? outcome.message : MESSAGES.scanNoStations);
  const station = first ? scanOutcomeStation(first) : null;
  const later = outcome.kind === 'result' ? laterAssignments(outcome.items.slice(1)) : [];
  const routingAreas = first?.is_overflow_routing ? first.routing_areas : [];
  // The routing message repeats the title today; show it only when it says something more.
  const routingMessage = first?.routing_message && first.routing_message !== scanOutcomeTitle(first) ? say(first.routing_message) : null;
  const reason = first?.reason ? reasonText(first.reason) : null;

  const facts = first ? details(first, kind!, MESSAGES) : [];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-outcome={kind ?? 'error'}
      data-tone={tone}
      lang={language !== kioskLanguage ? language : undefined}
      className={cn('flex gap-3 rounded-xl border-2', isWall ? 'items-center px-5 py-2' : 'p-3', TONES[appearance][tone], className)}
    >
      <Icon aria-hidden className={cn('shrink-0', isWall ? 'size-12' : 'mt-0.5 size-6')} />
      {/* On the wall the station stands in a column of its own, so the lines beside it keep their width. */}
      {station && isWall && (
        <p className="shrink-0 text-5xl font-black tabular-nums" data-testid="scan-station">
          {tvStationCode(station)}
        </p>
      )}
      <div className="min-w-0 flex-1">
        {/* The wall strip reads title and name in a line, the station beside them; the panel stacks them. */}
        <div className={isWall ? 'flex flex-wrap items-baseline gap-x-5' : 'flex flex-col'}>
          {/* 24 px on the wall (the floor's smallest, issue 18): title and name wrap to two lines at most, with the reason and facts below, inside the strip's fixed height. */}
          <p className={cn('font-bold', isWall ? 'text-2xl leading-tight' : 'text-lg leading-snug')}>{title}</p>
          {first?.employee_name && <p className={cn('font-semibold', isWall ? 'text-2xl leading-tight' : 'text-base')}>{first.employee_name}</p>}
          {station && !isWall && (
            <p className="text-2xl leading-tight font-black tabular-nums" data-testid="scan-station">
              {tvStationCode(station)}
            </p>
          )}
          {/* Why here (issue 14): one short line under the station; on the wall strip it leads the second line. */}
          {/* Divs, here and on the wall strip: a bold line followed by paragraphs reads to axe as a heading made of a paragraph. */}
          {reason && !isWall && (
            <div className="text-sm font-medium" data-testid="scan-reason">
              {reason}
            </div>
          )}
        </div>
        <div className={isWall ? 'flex flex-wrap items-baseline gap-x-6 text-xl leading-tight' : 'flex flex-col gap-1 text-sm'}>
          {reason && isWall && (
            <div className="text-2xl leading-tight font-semibold" data-testid="scan-reason">
              {reason}
            </div>
          )}
          {facts.length > 0 && <p className="opacity-90">{facts.join(' · ')}</p>}
          {routingMessage && <p>{routingMessage}</p>}
          {routingAreas.length > 0 && (
            <div className="flex flex-wrap items-baseline gap-2">
              <span>{MESSAGES.scanReportTo}</span>
              <ul className="contents">
                {routingAreas.map((area) => (
                  <li key={area} className={cn('rounded-md font-bold', isWall ? 'bg-white/15 px-3 text-2xl' : 'bg-white/70 px-2')}>
                    {area}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {later.length > 0 && (
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span className="opacity-90">{MESSAGES.scanLaterQuarters}:</span>
              <ul className="contents">
                {later.map((entry) => (
                  <li key={entry.quarterNumber} className="font-semibold">
                    {entry.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
