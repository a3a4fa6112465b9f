import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { ScanLine } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useKioskText } from '../../../lib/i18n/kiosk-language.ts';

/** Elements that take typing: a click that lands focus in one of these is left alone. */
const TEXT_ENTRY =
  'input:not([type=button]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea, select, [contenteditable=""], [contenteditable="true"]';

function holdsOtherTyping(input: HTMLInputElement): boolean {
  const active = document.activeElement;
  if (!active || active === input || active === document.body) return false;
  // A dialog (say the map's station popover) keeps its focus until it closes.
  return active.matches(TEXT_ENTRY) || active.closest('[role=dialog]') !== null;
}

export type BadgeScanInputProps = {
  /** A trimmed, non-empty value; may return a promise, after which focus comes back. */
  onScan: (value: string) => unknown;
  /** 'wall': large and dark, for the TV List; 'panel': the TV Mode overlay. */
  appearance?: 'panel' | 'wall';
  /** The visible label; the overlay shows 'Scan Your Badge' as its heading instead. */
  showLabel?: boolean;
  /** Esc in the field: the TV Mode overlay leaves TV Mode (issue 18). */
  onEscape?: () => void;
  className?: string;
};

/**
 * Spec 1 §2: a password-type input a barcode scanner types into and ends with Enter. It keeps
 * the focus a kiosk needs: on mount, after every click elsewhere (unless the click put the
 * focus in another text field or a dialog), when the window comes back, and after each scan.
 * It is never disabled, because a disabled input drops its focus and the next badge would be
 * typed into nothing.
 */
export function BadgeScanInput({ onScan, appearance = 'panel', showLabel = true, onEscape, className }: BadgeScanInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { MESSAGES } = useKioskText();

  const refocus = useCallback(() => {
    const input = inputRef.current;
    if (input && !holdsOtherTyping(input)) input.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the click has done its work (a popover may be opening and focusing its own field).
    const onClick = () => {
      clearTimeout(timer);
      timer = setTimeout(refocus, 0);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('focus', refocus);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
      window.removeEventListener('focus', refocus);
    };
  }, [refocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const value = event.currentTarget.value.trim();
    event.currentTarget.value = '';
    if (value === '') return;
    void Promise.resolve(onScan(value)).finally(refocus);
  };

  const isWall = appearance === 'wall';
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label
        htmlFor={id}
        className={cn(showLabel ? 'flex items-center gap-2 font-semibold' : 'sr-only', isWall ? 'text-xl text-slate-300' : 'text-sm text-slate-700')}
      >
        <ScanLine aria-hidden className={isWall ? 'size-6' : 'size-4'} />
        {MESSAGES.scanYourBadge}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="password"
        // A badge is not a password: keep browsers and password managers out of it.
        autoComplete="off"
        data-1p-ignore
        data-lpignore="true"
        spellCheck={false}
        onKeyDown={onKeyDown}
        className={cn(
          'w-full rounded-lg border font-mono tracking-widest outline-none focus:ring-4',
          isWall
            ? 'h-14 border-slate-600 bg-slate-900 px-4 text-2xl text-white focus:border-sky-400 focus:ring-sky-400/40'
            : 'h-11 border-slate-300 bg-white px-3 text-lg text-slate-900 focus:border-indigo-500 focus:ring-indigo-500/30',
        )}
      />
    </div>
  );
}
