import { useState } from 'react';
import { failureText } from './failure-text.ts';

export type AsyncAction = {
  isRunning: boolean;
  /** The last run's failure, in the server's words or the run's fallback (spec 2 §8). */
  error: string | null;
  setError: (error: string | null) => void;
  /** Clears the error, runs `action`, and keeps its failure instead of throwing it. */
  run: (action: () => Promise<unknown>, failedText: string) => Promise<void>;
};

/** A button's async work: busy while it runs, and the message of its failure. */
export function useAsyncAction(): AsyncAction {
  const [isRunning, setIsRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, failedText: string) {
    setIsRunning(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failureText(caught, failedText));
    } finally {
      setIsRunning(false);
    }
  }

  return { isRunning, error, setError, run };
}
