import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether `target` is the full-screen element, and a toggle for it. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const update = () => setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) exit();
    // Browsers may refuse (no user gesture, kiosk policies); the map simply stays as it is.
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  }, [exit, target]);

  return { isFullscreen, toggle, exit };
}
