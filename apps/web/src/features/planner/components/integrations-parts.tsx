import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import type { AsyncAction } from '../../../lib/use-async-action.ts';

/** Taking something away after the panel's question; a failure stays in the dialog in the server's words. */
export type Removal = {
  isAsking: boolean;
  onCancel: () => void;
  title: string;
  confirmLabel: string;
  question: string;
  failedText: string;
  run: () => Promise<void>;
};

/**
 * One panel of the Integrations tab (issue 30): its title and intro, the list once loaded (or
 * why not), the secret just made, the form to make another with its failure, and the question
 * before taking one away.
 */
export function IntegrationPanel<T>({
  id,
  title,
  intro,
  items,
  loadFailed,
  empty,
  children,
  shownOnce,
  fields,
  submitLabel,
  onSubmit,
  action,
  removal,
}: {
  id: string;
  title: string;
  intro: string;
  items: UseQueryResult<T[]>;
  loadFailed: string;
  empty: string;
  children: (items: T[]) => ReactNode;
  shownOnce: ReactNode;
  fields: ReactNode;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  action: AsyncAction;
  removal: Removal;
}) {
  return (
    <section aria-labelledby={id} className="max-w-4xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      {items.error && (
        <Alert tone="error" className="mt-3">
          {failureText(items.error, loadFailed)}
        </Alert>
      )}
      {!items.data && !items.error && <Spinner className="mt-3 text-ink-muted" />}
      {items.data && items.data.length === 0 && <p className="mt-3 text-sm text-ink-muted">{empty}</p>}
      {items.data && items.data.length > 0 && children(items.data)}
      {shownOnce}
      <form onSubmit={onSubmit} className="mt-4 space-y-3">
        {fields}
        <Button type="submit" disabled={action.isRunning}>
          {action.isRunning && <Spinner className="size-4" />}
          {submitLabel}
        </Button>
      </form>
      {action.error && (
        <Alert tone="error" className="mt-3">
          {action.error}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={removal.isAsking}
        onOpenChange={(open) => !open && removal.onCancel()}
        title={removal.title}
        confirmLabel={removal.confirmLabel}
        onConfirm={async () => {
          try {
            await removal.run();
          } catch (failure) {
            throw new Error(failureText(failure, removal.failedText), { cause: failure });
          }
        }}
      >
        {removal.question}
      </ConfirmDialog>
    </section>
  );
}

/** A secret the server answers once (a token, a signing secret): shown with a copy button, labelled by what it belongs to. */
export function ShownOnce({
  notice,
  label,
  secret,
  copyLabel,
  copiedLabel,
}: {
  notice: string;
  label: string;
  secret: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert tone="success" className="mt-3">
      <p className="font-medium">{notice}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <code aria-label={label} className="rounded bg-white px-2 py-1 font-mono text-xs break-all text-ink">
          {secret}
        </code>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? copiedLabel : copyLabel}
        </Button>
      </p>
    </Alert>
  );
}

/** A fieldset of checkboxes, one per choice, each labelled in words. */
export function ChoiceList<T extends string>({
  legend,
  choices,
  labelOf,
  chosen,
  onChange,
}: {
  legend: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1 space-y-1">
        {choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={chosen.includes(choice)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, choice] : chosen.filter((c) => c !== choice))}
              className="size-4"
            />
            {labelOf(choice)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
