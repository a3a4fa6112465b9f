import { useEffect } from 'react';
import { TV_LIST_EXIT_BACK_DELAY_MS, TV_LIST_FULLSCREEN_DELAY_MS } from '@stationboard/domain/timings';

/**
 * Spec 1 §2 and §9: the TV List asks for fullscreen one second after it opens, and when
 * fullscreen is left while the page is visible (Esc on the TV's keyboard) it goes back in
 * history one second later, to the map it was opened from. Going back is cancelled if
 * fullscreen returns within that second. Browsers may refuse fullscreen without a click;
 * the page then simply stays as it is.
 */
export function useTvListFullscreen(): void {
  useEffect(() => {
    const root = document.documentElement;
    const enterTimer = setTimeout(() => {
      if (!document.fullscreenElement) void root.requestFullscreen?.()?.catch(() => undefined);
    }, TV_LIST_FULLSCREEN_DELAY_MS);

    let backTimer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(backTimer);
      if (document.fullscreenElement || document.visibilityState !== 'visible') return;
      backTimer = setTimeout(() => window.history.back(), TV_LIST_EXIT_BACK_DELAY_MS);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      clearTimeout(enterTimer);
      clearTimeout(backTimer);
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, []);
}
