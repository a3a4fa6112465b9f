import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '@stationboard/domain/quarters/local-time';
import { useNow } from '../../../lib/use-now.ts';

const SECOND = 1000;

function formatterFor(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? DEFAULT_TIME_ZONE });
  } catch {
    // An unknown zone in a center record must not take the header down.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIME_ZONE });
  }
}

/** The header's date and time, in the center's time zone, ticking every second. */
export function MapClock({ timeZone }: { timeZone: string | undefined }) {
  const now = useNow(SECOND);
  const dateFormat = useMemo(() => formatterFor(timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }), [timeZone]);
  const timeFormat = useMemo(() => formatterFor(timeZone, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }), [timeZone]);
  return (
    <p className="flex items-baseline gap-2 whitespace-nowrap text-slate-700" aria-label="Date and time">
      <span className="text-sm">{dateFormat.format(now)}</span>
      <time className="font-mono text-base font-semibold tabular-nums">{timeFormat.format(now)}</time>
    </p>
  );
}
