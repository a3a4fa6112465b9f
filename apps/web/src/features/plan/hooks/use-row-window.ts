import { useEffect, useState } from 'react';

/** Rows drawn beyond the window on each side, so a quick scroll shows no gap. */
const OVERSCAN = 8;

type RowWindowOptions = { count: number; rowHeight: number; headerHeight: number; keepVisible: number };

/**
 * Which rows of a long list of rows of one height to draw (issue 27: 1,000 stations must open
 * and scroll smoothly): those in the scrolled window and a few around it. `keepVisible` is a
 * row the window scrolls to whenever it changes (the grid's cursor). `ref` goes on the element
 * that scrolls.
 */
export function useRowWindow({ count, rowHeight, headerHeight, keepVisible }: RowWindowOptions) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 800 });

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the element's size once on observing, then at every change.
    const observer = new ResizeObserver(() => setView({ top: element.scrollTop, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  useEffect(() => {
    if (!element) return;
    const rowTop = keepVisible * rowHeight;
    const visibleHeight = element.clientHeight - headerHeight;
    if (rowTop < element.scrollTop) element.scrollTo({ top: rowTop });
    else if (rowTop + rowHeight > element.scrollTop + visibleHeight) element.scrollTo({ top: rowTop + rowHeight - visibleHeight });
  }, [element, keepVisible, rowHeight, headerHeight]);

  const first = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
  return {
    ref: setElement,
    first,
    last,
    onScroll: () => element && setView({ top: element.scrollTop, height: element.clientHeight }),
  };
}
