import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '@stationboard/domain/quarters/local-time';

/** "Monday, March 2, 2026": the date line of the dashboard and quarter view headers. */
export const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/** A 24-hour clock, "14:05:09". */
export const CLOCK_SECONDS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

/**
 * A formatter for the center's time zone, built once per zone. `options` must be a constant.
 * An unknown zone in a center record must not take the header down: it falls back to the default.
 */
export function useDateTimeFormat(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return useMemo(() => {
    try {
      return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? DEFAULT_TIME_ZONE });
    } catch {
      return new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
  }, [timeZone, options]);
}
