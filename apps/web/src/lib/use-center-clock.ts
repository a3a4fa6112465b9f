import { useEffect, useState } from 'react';
import { localDateTimeInZone, type LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { QUARTER_BOUNDARY_CHECK_MS } from '@stationboard/domain/timings';

function readCenterTime(timeZone: string | undefined): LocalDateTime {
  try {
    return localDateTimeInZone(new Date(), timeZone);
  } catch {
    // An unknown zone in a center record: the spec's default zone rather than a broken screen.
    return localDateTimeInZone(new Date());
  }
}

/**
 * The center's wall clock to the minute (issue 11: screens follow quarter boundaries within
 * 5 s). The clock is read every second, but the value, and so the screen, changes only when
 * the minute turns: every quarter rule works in whole minutes.
 */
export function useCenterMinute(timeZone: string | undefined): LocalDateTime {
  const [now, setNow] = useState(() => readCenterTime(timeZone));
  useEffect(() => {
    const tick = () =>
      setNow((shown) => {
        const read = readCenterTime(timeZone);
        return read.date === shown.date && read.minutes === shown.minutes ? shown : read;
      });
    tick();
    const timer = setInterval(tick, QUARTER_BOUNDARY_CHECK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}
