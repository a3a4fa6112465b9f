import { useEffect, useState } from 'react';

/**
 * The current time, re-read at each multiple of `intervalMs` on the clock (a minute clock
 * turns at :00, not up to a minute late as a timer counted from mount would); a render never
 * reads the clock itself.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          arm();
        },
        intervalMs - (Date.now() % intervalMs),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
