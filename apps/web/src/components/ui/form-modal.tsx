import { useId, type ReactNode } from 'react';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import type { FormSubmit } from '../../lib/use-form-submit.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';

export type FormModalProps = {
  form: FormSubmit;
  title: string;
  submitLabel: string;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/**
 * An always-open Modal whose body is one form: the fields, then the error banner, with Cancel
 * and a submit button (spinning while saving) in the footer. Callers mount it while open, so
 * each opening starts afresh.
 */
export function FormModal({ form, title, submitLabel, onOpenChange, children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={form.isSaving}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={form.isSaving}>
            {form.isSaving && <Spinner className="size-4" />}
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit} className="space-y-4">
        {children}
        {form.error && <Alert tone="error">{form.error}</Alert>}
      </form>
    </Modal>
  );
}
