import { useEffect, useRef } from 'react';

/** How long a screen may take to draw its heading (a lazy chunk, then its data) before focus stays put. */
const HEADING_WAIT_MS = 10_000;

const mainHeading = () => document.querySelector<HTMLElement>('main h1');

/**
 * Focuses the page's main heading, so a screen reader says where the user is (decision 122).
 * A heading is not a tab stop: tabindex -1 lets it take focus without adding one.
 */
export function focusMainHeading(): boolean {
  const heading = mainHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * Moves focus to the main heading whenever `page` changes, and when the shell first shows if
 * `isFirstShowFocused` (after sign-in, not on a fresh load, where the skip link comes first).
 * It waits for the heading to be drawn, and gives up if the user moved focus in the meantime.
 */
export function useMainHeadingFocus(page: string, isFirstShowFocused: boolean): void {
  // The page whose heading focus is settled (focused, given up, or not wanted). Set only once
  // settled, so an effect run twice (StrictMode) still focuses.
  const settledPage = useRef<string | null>(isFirstShowFocused ? null : page);
  useEffect(() => {
    if (settledPage.current === page) return;
    const focusedBefore = document.activeElement;
    const hasUserMovedFocus = () => document.activeElement !== focusedBefore && document.activeElement !== document.body && document.activeElement !== null;
    const isSettled = () => {
      const settled = hasUserMovedFocus() || focusMainHeading();
      if (settled) settledPage.current = page;
      return settled;
    };
    if (isSettled()) return;
    const observer = new MutationObserver(() => {
      if (isSettled()) stop();
    });
    const timer = setTimeout(() => {
      settledPage.current = page;
      stop();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [page]);
}
