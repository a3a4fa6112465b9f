import { useEffect, useRef, useState } from 'react';
import { COPIED_CONFIRMATION_MS } from '@stationboard/domain/timings';
import { copyText } from './copy-text.ts';

/** Copies a text and says 'Copied' for 2 s (spec 2 §9) when it reached the clipboard. */
export function useCopyText(): { copy: (text: string) => Promise<void>; isCopied: boolean } {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async (text: string) => {
    // Copied by hand from the alert: nothing of ours reached the clipboard to confirm.
    if ((await copyText(text)) === 'manual') return;
    if (timer.current) clearTimeout(timer.current);
    setIsCopied(true);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_CONFIRMATION_MS);
  };
  return { copy, isCopied };
}
