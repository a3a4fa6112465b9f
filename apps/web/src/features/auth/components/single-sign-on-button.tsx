import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeAuthError } from '../api/auth-outcome.ts';
import { startSingleSignOn } from '../api/single-sign-on.ts';

/**
 * Issue 30 (decision 168): "Sign in with <provider>". The browser leaves for the provider's
 * sign-in and comes back signed in, or to this screen with the reason it was refused.
 */
export function SingleSignOnButton({ providerName, onError }: { providerName: string; onError: (text: string | null) => void }) {
  const [isLeaving, setIsLeaving] = useState(false);

  async function leave() {
    setIsLeaving(true);
    onError(null);
    try {
      await startSingleSignOn();
    } catch (error) {
      onError(describeAuthError(error, ENTRY_MESSAGES.ssoFailed));
      setIsLeaving(false);
    }
  }

  return (
    <Button variant="secondary" className="w-full py-2.5" onClick={() => void leave()} disabled={isLeaving}>
      {isLeaving ? <Spinner className="size-4" /> : <KeyRound aria-hidden="true" className="size-4" />}
      {isLeaving ? ENTRY_MESSAGES.redirectingToProvider(providerName) : ENTRY_MESSAGES.signInWith(providerName)}
    </Button>
  );
}
