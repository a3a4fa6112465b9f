import { useState, type FormEvent, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { CircleCheck, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { employeeIdToEmail } from '@stationboard/domain/auth/employee-email';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { validateForgotPassword } from '@stationboard/domain/schemas/password-reset';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { publicConfigQueryOptions, usePublicConfig } from '../api/get-public-config.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

/**
 * Spec 1 §2 forgot-password modal, open while mounted: closing it in any way unmounts it, so the
 * next opening starts afresh. `returnFocusTo` gets the focus back, as a Radix trigger would.
 */
export function ForgotPasswordModal({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const queryClient = useQueryClient();
  const mailDomain = usePublicConfig().data?.mail_domain;
  const [employeeId, setEmployeeId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateForgotPassword(employeeId);
    if (problem) {
      setError(problem);
      return;
    }
    setIsSending(true);
    try {
      const { mail_domain } = await queryClient.fetchQuery(publicConfigQueryOptions());
      const outcome = await requestPasswordReset({ email: employeeIdToEmail(employeeId, mail_domain) });
      if (outcome.success) setIsSent(true);
      else setError(outcome.error);
    } catch {
      setError(MESSAGES.unexpectedError);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{MESSAGES.resetPasswordTitle}</Dialog.Title>
            <Dialog.Close aria-label={MESSAGES.close} className="rounded p-1 text-ink-muted hover:bg-slate-100 hover:text-slate-800">
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          {isSent ? (
            <div className="mt-4 space-y-4">
              <div role="status" className="flex flex-col items-center gap-2 rounded-lg bg-green-50 px-4 py-5 text-center">
                <CircleCheck aria-hidden className="size-8 text-green-600" />
                <p className="font-semibold text-green-800">{MESSAGES.resetEmailSent}</p>
                <Dialog.Description className="text-sm text-green-800">{MESSAGES.resetEmailCheckInbox}</Dialog.Description>
              </div>
              <div className="flex justify-end">
                <Dialog.Close asChild>
                  <Button>{MESSAGES.close}</Button>
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <form onSubmit={handleSubmit} noValidate className="mt-2 space-y-4">
              <Dialog.Description className="text-sm text-slate-600">{MESSAGES.resetPasswordExplanation}</Dialog.Description>
              <TextField
                label={MESSAGES.employeeIdLabel}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={employeeId}
                onChange={(e) => {
                  setEmployeeId(e.target.value);
                  setError(null);
                }}
                suffix={mailDomain ? `@${mailDomain}` : undefined}
              />
              {error && <Alert tone="error">{error}</Alert>}
              <div className="flex justify-end gap-3">
                <Dialog.Close asChild>
                  <Button variant="secondary">{MESSAGES.cancel}</Button>
                </Dialog.Close>
                <Button type="submit" disabled={employeeId.trim() === '' || isSending}>
                  {isSending ? MESSAGES.sending : MESSAGES.sendResetLink}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
