import { MESSAGES } from '../../lib/i18n/messages.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';
import { TextField } from './text-field.tsx';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in the user's words (the irreversible warning goes here). */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away (the default); blue for what gives something back. */
  confirmVariant?: 'danger' | 'primary';
  /** Confirming waits for something (what the action would change, still loading). */
  isConfirmDisabled?: boolean;
  /**
   * Spec 2 §5 typed confirmation: the exact phrase (DELETE, DELETE QUARTER) and the message
   * shown when something else was typed. Without it one click confirms.
   */
  typedConfirmation?: { phrase: string; mismatchMessage: string };
  /** Runs the action; a thrown Error's message is shown and the dialog stays open. */
  onConfirm: () => Promise<void>;
};

/** The one confirmation dialog for deletes and removals; it closes only when the action succeeded. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  isConfirmDisabled = false,
  typedConfirmation,
  onConfirm,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  function handleOpenChange(open: boolean) {
    if (isPending) return;
    if (!open) {
      setTyped('');
      setError(null);
    }
    onOpenChange(open);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isConfirmDisabled) return;
    if (typedConfirmation && typed !== typedConfirmation.phrase) {
      setError(typedConfirmation.mismatchMessage);
      return;
    }
    setIsPending(true);
    setError(null);
    try {
      await onConfirm();
      setTyped('');
      onOpenChange(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setIsPending(false);
    }
  }

  const formId = `confirm-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => handleOpenChange(false)} disabled={isPending}>
            {MESSAGES.cancel}
          </Button>
          <Button variant={confirmVariant} type="submit" form={formId} disabled={isPending || isConfirmDisabled}>
            {isPending && <Spinner className="size-4" />}
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} className="space-y-4 text-sm text-slate-700">
        <div>{children}</div>
        {typedConfirmation && (
          <TextField
            label={MESSAGES.typePhraseToConfirm(typedConfirmation.phrase)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
