/** Spec 1 §9 and DESIGN §3: "today" is the date in the center's time zone, by default this one. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export type LocalDateTime = {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 is Sunday, as in Date#getDay. */
  weekday: number;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Building a formatter is costly and the clock ticks every few seconds on every screen.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a time zone the runtime does not know. */
export function localDateTimeInZone(date: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalDateTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  // Some runtimes still print midnight as hour 24 despite h23.
  const hours = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hours * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function parseDate(value: string): Date {
  const match = DATE_PATTERN.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) throw new RangeError(`Not a YYYY-MM-DD date: '${value}'`);
  return date;
}

/**
 * Spec 2 §2: the indirect-hours table covers Sunday to Saturday of the week holding `date`.
 * Works on calendar dates only (UTC maths), so daylight-saving changes cannot shift a day.
 */
export function weekBounds(date: string): { start: string; end: string } {
  const day = parseDate(date);
  const sunday = day.getTime() - day.getUTCDay() * DAY_MS;
  return {
    start: new Date(sunday).toISOString().slice(0, 10),
    end: new Date(sunday + 6 * DAY_MS).toISOString().slice(0, 10),
  };
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(parseDate(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The wall clock `minutes` later than `now` (0 or more), on the next dates past midnight. */
export function laterOnClock(now: LocalDateTime, minutes: number): LocalDateTime {
  const total = now.minutes + minutes;
  const days = Math.floor(total / (24 * 60));
  return { date: addDays(now.date, days), minutes: total - days * 24 * 60, weekday: (now.weekday + days) % 7 };
}

/** Minutes the zone's wall clock is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const local = localDateTimeInZone(new Date(instant), timeZone);
  const wallClock = parseDate(local.date).getTime() + local.minutes * 60_000;
  return Math.round((wallClock - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time (a date and minutes since its midnight) happens in a time zone.
 * The offset is read twice because the wall-clock time and the guess can fall on either side of
 * a daylight-saving change. A time the clocks skip (02:30 when they spring forward) is taken as
 * the moment after the jump.
 */
export function instantInZone(date: string, minutes: number, timeZone: string): Date {
  const wallClock = parseDate(date).getTime() + minutes * 60_000;
  const guess = wallClock - zoneOffsetMinutes(wallClock, timeZone) * 60_000;
  const instant = wallClock - zoneOffsetMinutes(guess, timeZone) * 60_000;
  const reads = localDateTimeInZone(new Date(instant), timeZone);
  const isSkipped = reads.date !== date || reads.minutes !== minutes;
  return new Date(isSkipped ? Math.max(instant, guess) : instant);
}
