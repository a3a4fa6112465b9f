import { useEffect, useState } from 'react';
import { TITLE_ANIMATION_DELAY_MS } from '@stationboard/domain/timings';

/** Time between two letters; the spec gives only the start delay (decision 021). */
export const TITLE_LETTER_INTERVAL_MS = 90;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Spec 1 §2: the title is spelled letter by letter, starting 500 ms after load. Every letter
 * is laid out from the start and only fades in, so nothing below the title jumps; screen
 * readers get the whole word at once from the label.
 */
export function AnimatedTitle({ text }: { text: string }) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? text.length : 0));

  useEffect(() => {
    if (shown >= text.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), shown === 0 ? TITLE_ANIMATION_DELAY_MS : TITLE_LETTER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [shown, text.length]);

  return (
    <h1 aria-label={text} data-complete={shown >= text.length} className="text-4xl font-bold tracking-tight text-ink">
      {Array.from(text, (letter, index) => (
        <span key={index} aria-hidden className={index < shown ? 'opacity-100 transition-opacity duration-150' : 'opacity-0'}>
          {letter}
        </span>
      ))}
    </h1>
  );
}
