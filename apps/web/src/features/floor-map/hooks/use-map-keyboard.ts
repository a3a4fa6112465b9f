import { useEffect, useRef } from 'react';

export type MapKeyboardHandlers = {
  /** R: fit the whole layout into view. */
  onRefit: () => void;
  /** Esc: cancel placement, else leave full screen, else leave TV Mode. */
  onEscape: () => void;
};

/** Typing in a field, or working in a popover or dialog, is not a map shortcut. */
function isOutsideTheMap(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"]') !== null;
}

/** Spec 1 §2 floor-map keys, listened to on the whole window while the map is shown. */
export function useMapKeyboard(handlers: MapKeyboardHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isOutsideTheMap(event)) return;
      if (event.key === 'r' || event.key === 'R') latest.current.onRefit();
      else if (event.key === 'Escape') latest.current.onEscape();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
