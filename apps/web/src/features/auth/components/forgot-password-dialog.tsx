import { Suspense, useRef, useState } from 'react';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { lazyScreen } from '../../../lib/lazy-screen.tsx';

// The modal (Radix Dialog: focus trap, scroll lock, portal) downloads on the first click, not with the sign-in page.
const ForgotPasswordModal = lazyScreen(() => import('./forgot-password-modal.tsx'), 'ForgotPasswordModal');

/** Spec 1 §2: the 'Forgot your password?' link of the sign-in screen and its modal. */
export function ForgotPasswordDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        className="font-medium text-blue-700 hover:text-blue-900 hover:underline"
      >
        {ENTRY_MESSAGES.forgotPassword}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordModal onClose={() => setIsOpen(false)} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
