import { useMemo } from 'react';
import { CLOCK_TICK_MS } from '@stationboard/domain/timings';
import { useNow } from '../../../lib/use-now.ts';

/** Spec 2 §2 and §4: today's date and the time in the center's zone, updated every minute. */
export function DashboardClock({ timeZone }: { timeZone: string }) {
  const now = useNow(CLOCK_TICK_MS);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }), [timeZone]);
  const timeFormat = useMemo(() => new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }), [timeZone]);
  return (
    <p aria-label="Date and time" className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
      <span>{dateFormat.format(now)}</span>
      <time className="font-mono text-base font-semibold text-slate-800 tabular-nums">{timeFormat.format(now)}</time>
    </p>
  );
}
