import type { ReactNode } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import { LiveIndicator } from '../../../components/ui/live-indicator.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import type { RealtimeStatus } from '../../../lib/realtime-client.ts';
import { formatCalendarDate, SHORT_DATE } from '../../../lib/use-date-time-format.ts';
import { DashboardClock } from './dashboard-clock.tsx';

export type DashboardHeaderProps = {
  timeZone: string;
  quarter: QuarterTiming | null;
  /** The date of the figures (decision 080): after midnight in a night quarter, the day it started. */
  date: string;
  statusText: string | null;
  /** The Active badge shows while the quarter's flag is in force, not merely set (decision 136). */
  isFlagInForce: boolean;
  /** The status is a break between quarters: shown as a mark, not as plain text. */
  isBreak?: boolean;
  realtime: RealtimeStatus;
  isRefreshing: boolean;
  onRefresh: () => void;
  /** The day plan's downloads and print links (MANAGER and up). */
  actions?: ReactNode;
};

/** Spec 2 §2 dashboard header: date and clock, the current quarter and its status, Live, Refresh. */
export function DashboardHeader({
  timeZone,
  quarter,
  date,
  statusText,
  isFlagInForce,
  isBreak = false,
  realtime,
  isRefreshing,
  onRefresh,
  actions,
}: DashboardHeaderProps) {
  return (
    <header className="flex flex-wrap items-center gap-x-8 gap-y-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{MESSAGES.dashboardTitle}</h1>
        <DashboardClock timeZone={timeZone} />
      </div>

      <section aria-label={MESSAGES.currentQuarter} className="w-full min-w-0 sm:w-auto sm:flex-1 sm:border-l sm:border-slate-200 sm:pl-8">
        {quarter ? (
          <>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-xl font-semibold text-ink">{quarter.quarter_name}</span>
              <span className="font-mono text-sm text-slate-600 tabular-nums">
                {formatHHMM(quarter.start_time)}–{formatHHMM(quarter.end_time)}
              </span>
              <span className="text-sm text-slate-600">{formatCalendarDate(date, SHORT_DATE)}</span>
              {isFlagInForce && <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">{MESSAGES.activeBadge}</span>}
            </p>
            {statusText && (
              <p
                role="status"
                className={
                  isBreak
                    ? 'mt-1 inline-block rounded-md bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200'
                    : 'mt-0.5 text-sm text-slate-600'
                }
              >
                {statusText}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">{MESSAGES.noQuarters}</p>
        )}
      </section>

      <div className="flex items-center gap-3">
        <LiveIndicator isLive={realtime === 'joined'} offlineHint={MESSAGES.dashboardOfflineHint} />
        <RefreshButton isRefreshing={isRefreshing} onRefresh={onRefresh} />
      </div>
      {actions && <div className="w-full border-t border-slate-200 pt-3">{actions}</div>}
    </header>
  );
}
