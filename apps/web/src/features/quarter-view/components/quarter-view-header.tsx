import type { ReactNode } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { shiftLabel } from '@stationboard/domain/schemas/quarter';
import { type Quarter } from '@stationboard/domain/schemas/quarter-record';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import { LiveIndicator } from '../../../components/ui/live-indicator.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { CLOCK_SECONDS, formatCalendarDate, LONG_DATE, useDateTimeFormat } from '../../../lib/use-date-time-format.ts';

export type QuarterViewHeaderProps = {
  quarter: Quarter | null;
  /** The n of /q/{n}, named when no quarter answers to it. */
  routeKey: number;
  timeZone: string;
  /** The date of the assignments shown (YYYY-MM-DD): a night quarter's start date after midnight too. */
  date: string;
  /** The quarter's active flag is set and in force now (decision 136): only then the Active badge shows. */
  isFlagInForce: boolean;
  /** 'Break · Q3 starts at 12:30' while no quarter runs (decision 136); null otherwise. */
  breakText: string | null;
  /** When the stations last arrived (ms since the epoch); 0 before the first load. */
  refreshedAt: number;
  isLive: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
  /** The day plan's downloads and print links (MANAGER and up). */
  actions?: ReactNode;
};

/** Spec 2 §2 header: the quarter and its Active badge, a break between quarters (decision 136), today's date, last refresh, Live, Refresh. */
export function QuarterViewHeader({
  quarter,
  routeKey,
  timeZone,
  date,
  isFlagInForce,
  breakText,
  refreshedAt,
  isLive,
  isRefreshing,
  onRefresh,
  actions,
}: QuarterViewHeaderProps) {
  const timeFormat = useDateTimeFormat(timeZone, CLOCK_SECONDS);

  return (
    <header className="flex flex-wrap items-center gap-x-8 gap-y-3">
      <div className="min-w-0">
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-ink">
          {quarter ? `Quarter ${quarter.quarter_name}` : `Quarter ${routeKey}`}
          {quarter && isFlagInForce && (
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">{MESSAGES.activeBadge}</span>
          )}
        </h1>
        {quarter && (
          <p className="text-sm text-slate-600">
            <span className="font-mono tabular-nums">
              {formatHHMM(quarter.start_time)}–{formatHHMM(quarter.end_time)}
            </span>{' '}
            · {shiftLabel(quarter.shift)}
          </p>
        )}
        {breakText && (
          <p role="status" className="mt-1 inline-block rounded-md bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            {breakText}
          </p>
        )}
      </div>

      <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{formatCalendarDate(date, LONG_DATE)}</span>
          {refreshedAt > 0 && <span className="ml-3 text-ink-muted tabular-nums">{MESSAGES.lastRefreshed(timeFormat.format(refreshedAt))}</span>}
        </p>
        <LiveIndicator isLive={isLive} offlineHint={MESSAGES.quarterViewOfflineHint} />
        <RefreshButton isRefreshing={isRefreshing} onRefresh={onRefresh} />
      </div>
      {actions && <div className="w-full">{actions}</div>}
    </header>
  );
}
