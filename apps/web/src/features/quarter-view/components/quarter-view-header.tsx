import { useMemo } from 'react';
import { RefreshCw } from 'lucide-react';
import { MESSAGES } from '@stationboard/domain/messages';
import { shiftLabel } from '@stationboard/domain/schemas/quarter';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { LiveIndicator } from '../../../components/ui/live-indicator.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Quarter } from '../api/get-quarters.ts';

export type QuarterViewHeaderProps = {
  quarter: Quarter | null;
  /** The n of /q/{n}, named when no quarter answers to it. */
  routeKey: number;
  timeZone: string;
  now: Date;
  /** When the stations last arrived (ms since the epoch); 0 before the first load. */
  refreshedAt: number;
  isLive: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
};

/** Spec 2 §2 header: the quarter and its Active badge, today's date, last refresh, Live, Refresh. */
export function QuarterViewHeader({ quarter, routeKey, timeZone, now, refreshedAt, isLive, isRefreshing, onRefresh }: QuarterViewHeaderProps) {
  const dateFormat = useMemo(() => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }), [timeZone]);
  const timeFormat = useMemo(() => new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }), [timeZone]);

  return (
    <header className="flex flex-wrap items-center gap-x-8 gap-y-3">
      <div className="min-w-0">
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-slate-900">
          {quarter ? `Quarter ${quarter.quarter_name}` : `Quarter ${routeKey}`}
          {quarter?.is_active && <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">{MESSAGES.activeBadge}</span>}
        </h1>
        {quarter && (
          <p className="text-sm text-slate-600">
            <span className="font-mono tabular-nums">
              {formatHHMM(quarter.start_time)}–{formatHHMM(quarter.end_time)}
            </span>{' '}
            · {shiftLabel(quarter.shift)}
          </p>
        )}
      </div>

      <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{dateFormat.format(now)}</span>
          {refreshedAt > 0 && <span className="ml-3 text-slate-500 tabular-nums">{MESSAGES.lastRefreshed(timeFormat.format(refreshedAt))}</span>}
        </p>
        <LiveIndicator isLive={isLive} offlineHint="Not connected for live changes; the stations still reload every 15 seconds" />
        <button type="button" onClick={onRefresh} disabled={isRefreshing} className={buttonClassName('secondary', 'px-3 py-1.5')}>
          <RefreshCw aria-hidden className={cn('size-4', isRefreshing && 'animate-spin')} />
          {MESSAGES.refresh}
        </button>
      </div>
    </header>
  );
}
