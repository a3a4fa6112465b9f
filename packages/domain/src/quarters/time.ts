export const MINUTES_PER_DAY = 24 * 60;

const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

function parseTime(value: string): { hours: number; minutes: number; seconds: number } | null {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? '0');
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { hours, minutes, seconds };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spec 2 §5: storage holds HH:MM:SS and a time input gives HH:MM, which gets ':00'. Null for
 * anything that is not a real time of day, so forms can show their own message.
 */
export function normalizeTime(value: string): string | null {
  const time = parseTime(value);
  if (!time) return null;
  return `${pad(time.hours)}:${pad(time.minutes)}:${pad(time.seconds)}`;
}

/** Seconds are dropped: every quarter rule works in whole minutes. Throws on a malformed time. */
export function timeToMinutes(value: string): number {
  const time = parseTime(value);
  if (!time) throw new RangeError(`Not a time of day: '${value}'`);
  return time.hours * 60 + time.minutes;
}

/** Spec 1 §3: the map and the TV show quarter times as HH:MM. */
export function formatHHMM(value: string): string {
  const minutes = timeToMinutes(value);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Minutes from one time of day forward to another, wrapping past midnight; 0 when equal. */
export function minutesUntil(fromMinutes: number, toMinutes: number): number {
  return (((toMinutes - fromMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export type QuarterTimes = { start_time: string; end_time: string };

/** A quarter's times as screens and messages write them: '07:00–09:30'. */
export function formatQuarterTimes(times: QuarterTimes): string {
  return `${formatHHMM(times.start_time)}–${formatHHMM(times.end_time)}`;
}

/**
 * An end earlier than the start is an overnight quarter that wraps midnight; an end equal to
 * the start is no quarter at all and gives null (decision 010).
 */
export function quarterDurationMinutes(startTime: string, endTime: string): number | null {
  const duration = minutesUntil(timeToMinutes(startTime), timeToMinutes(endTime));
  return duration === 0 ? null : duration;
}

/**
 * Half-open [start, end): at the boundary minute between two back-to-back quarters only the
 * later one holds the time (decision 011).
 */
export function isTimeWithinQuarter(minutes: number, quarter: QuarterTimes): boolean {
  const start = timeToMinutes(quarter.start_time);
  const duration = minutesUntil(start, timeToMinutes(quarter.end_time));
  return minutesUntil(start, minutes) < duration;
}

/** A quarter's length as the Quarters tab shows it: '2h 30m', '4h', '45m'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
