import type { MouseEvent } from 'react';
import { focusMainHeading } from '../../lib/main-heading.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** The first element inside `container` that the Tab key stops at. */
function firstTabStop(container: HTMLElement): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].find(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled'),
  );
}

/**
 * The page's first tab stop, shown once focused (WCAG 2.4.1, decision 122): it jumps over the
 * navigation into `targetId` (its first tab stop), or to the main heading without one.
 */
export function SkipLink({ label, targetId }: { label: string; targetId?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = targetId ? document.getElementById(targetId) : null;
    const stop = target ? firstTabStop(target) : undefined;
    if (stop) stop.focus({ preventScroll: true });
    else focusMainHeading();
  };
  return (
    <a
      href={`#${targetId ?? MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-blue-800 focus:shadow-lg focus:outline-2 focus:outline-blue-600"
    >
      {label}
    </a>
  );
}
