import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StationInQuarter } from '@stationboard/domain/schemas/dashboard';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { stationLinkPath } from '../../../lib/station-link.ts';

export type StationTarget = Pick<StationInQuarter, 'station_id' | 'station_code' | 'quarter_name' | 'quarter_number' | 'date'>;

/**
 * A dashboard row's way to its fix (issue 25, decision 138): opens the station's popover in
 * its quarter on the quarter view. Its name says so and keeps the text it shows (WCAG 2.5.3).
 */
export function StationLinkChip({ target, children, className }: { target: StationTarget; children?: ReactNode; className?: string }) {
  const to = stationLinkPath({ stationId: target.station_id, quarter: target, date: target.date });
  return (
    <Link
      to={to}
      aria-label={MESSAGES.openStationIn(target.station_code, target.quarter_name)}
      title={MESSAGES.openStationIn(target.station_code, target.quarter_name)}
      className={cn(
        'inline-flex items-center rounded px-1.5 py-0.5 font-semibold underline decoration-1 underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {children ?? target.station_code}
    </Link>
  );
}
