import { quarterRouteKey, type QuarterKeyFacts } from '@stationboard/domain/quarters/quarter-key';

/**
 * A link that opens one station's popover in one quarter (issue 25, decision 138): the
 * dashboard's rows lead to the quarter view with it. Every part of it is read and written
 * here only, so a parameter added later (a date, a screen) changes this file alone.
 */
export type StationLink = { stationId: string; quarter: QuarterKeyFacts; date?: string };

const STATION_PARAM = 'station';
const DATE_PARAM = 'date';

/** `/q/{n}?station=<id>` (with `&date=` when the link names one). */
export function stationLinkPath({ stationId, quarter, date }: StationLink): string {
  const params = new URLSearchParams({ [STATION_PARAM]: stationId });
  if (date) params.set(DATE_PARAM, date);
  return `/q/${quarterRouteKey(quarter)}?${params.toString()}`;
}

/** The station a link asks to open, or null. */
export function readStationLink(params: URLSearchParams): string | null {
  return params.get(STATION_PARAM) || null;
}

/**
 * The same parameters once the link has been followed: the popover opens once, not on every
 * reload. The date stays: it says which day the screen shows, not what to open.
 */
export function withoutStationLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(STATION_PARAM);
  return next;
}
