import { CLOCK_TICK_MS } from '@stationboard/domain/timings';
import { LONG_DATE, useDateTimeFormat } from '../../../lib/use-date-time-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

const CLOCK_MINUTES: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Spec 2 §2 and §4: today's date and the time in the center's zone, updated every minute. */
export function DashboardClock({ timeZone }: { timeZone: string }) {
  const now = useNow(CLOCK_TICK_MS);
  const dateFormat = useDateTimeFormat(timeZone, LONG_DATE);
  const timeFormat = useDateTimeFormat(timeZone, CLOCK_MINUTES);
  return (
    <p aria-label={MESSAGES.dateAndTime} className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
      <span>{dateFormat.format(now)}</span>
      <time className="font-mono text-base font-semibold text-slate-800 tabular-nums">{timeFormat.format(now)}</time>
    </p>
  );
}
