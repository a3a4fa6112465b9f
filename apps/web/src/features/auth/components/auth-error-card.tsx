import { CircleAlert } from 'lucide-react';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { CenteredScreen } from '../../../components/layouts/centered-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MessageCard } from '../../../components/ui/message-card.tsx';
import { useAuth } from '../hooks/use-auth.ts';

/** Spec 1 §2 "Authentication Error card": the stored session could not be checked. */
export function AuthErrorCard() {
  const { authError, retrySession, signOut } = useAuth();
  return (
    <CenteredScreen>
      <MessageCard
        icon={<CircleAlert aria-hidden className="size-6" />}
        tone="error"
        title={ENTRY_MESSAGES.authenticationErrorTitle}
        actions={
          <>
            <Button onClick={retrySession}>{ENTRY_MESSAGES.tryAgain}</Button>
            <Button variant="secondary" onClick={() => void signOut()}>
              {ENTRY_MESSAGES.signOut}
            </Button>
          </>
        }
      >
        <p>{authError ?? ENTRY_MESSAGES.unexpectedError}</p>
      </MessageCard>
    </CenteredScreen>
  );
}
