import { CLOCK_SECONDS, useDateTimeFormat } from '../../../lib/use-date-time-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

const SECOND = 1000;

const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };

/** The header's date and time, in the center's time zone, ticking every second. */
export function MapClock({ timeZone }: { timeZone: string | undefined }) {
  const now = useNow(SECOND);
  const dateFormat = useDateTimeFormat(timeZone, SHORT_DATE);
  const timeFormat = useDateTimeFormat(timeZone, CLOCK_SECONDS);
  return (
    <p className="flex items-baseline gap-2 whitespace-nowrap text-slate-700" aria-label={MESSAGES.dateAndTime}>
      <span className="text-sm">{dateFormat.format(now)}</span>
      <time className="font-mono text-base font-semibold tabular-nums">{timeFormat.format(now)}</time>
    </p>
  );
}
