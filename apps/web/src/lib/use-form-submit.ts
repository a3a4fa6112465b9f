import type { FormEvent } from 'react';
import type { z } from 'zod';
import { useAsyncAction } from './use-async-action.ts';

export type FormSubmitOptions<T> = {
  /** The API's own schema, so the form refuses what the server would (spec 2 §5). */
  schema: z.ZodType<T>;
  /** What the form holds now, in the shape the schema reads. */
  values: unknown;
  /** Shown when the schema's first issue carries no message. */
  invalidText: string;
  /** Saves the checked input and whatever follows it (refresh, close); throwing shows `failedText`. */
  save: (input: T) => Promise<unknown>;
  /** Spec 2 §8 fallback when the server sends no message of its own. */
  failedText: string;
};

export type FormSubmit = {
  submit: (event: FormEvent) => void;
  isSaving: boolean;
  error: string | null;
};

/**
 * The submit flow of an add/edit form: check with the schema and show its first message, or
 * save, showing the server's message (or the fallback) when that fails.
 */
export function useFormSubmit<T>({ schema, values, invalidText, save, failedText }: FormSubmitOptions<T>): FormSubmit {
  const action = useAsyncAction();
  return {
    submit: (event) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (parsed.success) void action.run(() => save(parsed.data), failedText);
      else action.setError(parsed.error.issues[0]?.message ?? invalidText);
    },
    isSaving: action.isRunning,
    error: action.error,
  };
}
