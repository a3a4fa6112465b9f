import { ShieldX } from 'lucide-react';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { CenteredScreen } from '../../../components/layouts/centered-screen.tsx';
import { MessageCard } from '../../../components/ui/message-card.tsx';

/** Spec 1 §2: the fallback of a route the person may not open. */
export function AccessDenied({ reason }: { reason: 'role' | 'signedOut' }) {
  return (
    <CenteredScreen fullHeight={false}>
      <MessageCard
        icon={<ShieldX aria-hidden className="size-6" />}
        tone="error"
        title={reason === 'role' ? ENTRY_MESSAGES.accessDeniedRole : ENTRY_MESSAGES.accessDeniedSignedOut}
      />
    </CenteredScreen>
  );
}
