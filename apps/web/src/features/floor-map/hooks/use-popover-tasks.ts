import { useEffect, useRef, useState } from 'react';

/** What the popover is doing; the buttons show a spinner for theirs and wait for it. */
export type PopoverTask = 'assign' | 'remove' | 'toggle' | 'critical' | 'create';

export type PopoverTasks = {
  busy: PopoverTask | null;
  /** The failure of the last task, in the words the popover shows. */
  error: string | null;
  setError: (error: string | null) => void;
  /** Whether a task runs now (read at once, not at the next render). */
  isRunning: () => boolean;
  /** Runs one task at a time (the Tab key and the buttons share the guard); undefined when another was running. */
  run: <T>(kind: PopoverTask, task: () => Promise<T>) => Promise<T | undefined>;
  /** Runs `callback` after `ms`, unless the popover has closed by then. */
  later: (ms: number, callback: () => void) => void;
};

/** The popover's tasks: one at a time, with their failure and the timers they leave behind. */
export function usePopoverTasks(): PopoverTasks {
  const [busy, setBusy] = useState<PopoverTask | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  async function run<T>(kind: PopoverTask, task: () => Promise<T>): Promise<T | undefined> {
    if (busyRef.current) return undefined;
    busyRef.current = true;
    setBusy(kind);
    setError(null);
    try {
      return await task();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  const later = (ms: number, callback: () => void) => {
    timers.current.push(setTimeout(callback, ms));
  };

  return { busy, error, setError, isRunning: () => busyRef.current, run, later };
}
