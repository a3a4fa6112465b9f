import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '@stationboard/domain/quarters/local-time';

/** "Monday, March 2, 2026": the date line of the dashboard and quarter view headers. */
export const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/** "Mon, Nov 23": the date of a quarter on a wall screen. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

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

const calendarFormats = new Map<string, Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>>();

/**
 * A calendar date (YYYY-MM-DD, such as a quarter's operating day) in words. A date alone has no
 * time zone, so it is written as the same date in UTC. `options` must be a constant. In
 * English unless a kiosk asks for its language ('es', decision 128).
 */
export function formatCalendarDate(date: string, options: Intl.DateTimeFormatOptions, language: string = 'en'): string {
  const locale = language === 'en' ? 'en-US' : language;
  let formats = calendarFormats.get(locale);
  if (!formats) calendarFormats.set(locale, (formats = new Map()));
  let format = formats.get(options);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(options, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
