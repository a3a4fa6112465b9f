import { useState } from 'react';
import { Hourglass, RefreshCw } from 'lucide-react';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { CenteredScreen } from '../../../components/layouts/centered-screen.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { MessageCard } from '../../../components/ui/message-card.tsx';
import { useAuth } from '../hooks/use-auth.ts';

/**
 * Spec 1 §2: a signed-in account without a role. When the role could not be fetched at all,
 * the person may well have a role already, so the card offers to try again.
 */
export function AccountPendingCard({ fullHeight = false }: { fullHeight?: boolean }) {
  const { role, user, roleError, refreshRole } = useAuth();
  const [isRetrying, setIsRetrying] = useState(false);
  const employeeId = role?.employee_id ?? user?.email.split('@')[0] ?? '';

  async function retry() {
    setIsRetrying(true);
    await refreshRole();
    setIsRetrying(false);
  }

  return (
    <CenteredScreen fullHeight={fullHeight}>
      <MessageCard
        icon={<Hourglass aria-hidden className="size-6" />}
        tone="warning"
        title={ENTRY_MESSAGES.accountPendingTitle}
        actions={
          roleError && (
            <Button onClick={retry} disabled={isRetrying}>
              {isRetrying ? <Spinner className="size-4" /> : <RefreshCw aria-hidden className="size-4" />}
              {ENTRY_MESSAGES.retryConnection}
            </Button>
          )
        }
      >
        <p>{ENTRY_MESSAGES.accountPendingText}</p>
        <dl className="mx-auto inline-flex items-center gap-2 rounded-md bg-slate-100 px-3 py-1.5">
          <dt className="font-medium text-slate-700">{ENTRY_MESSAGES.employeeIdLabel}:</dt>
          <dd className="font-mono font-semibold text-ink">{employeeId}</dd>
        </dl>
        {roleError && (
          <div className="space-y-2 text-left">
            <Alert tone="error">{roleError}</Alert>
            <p className="text-center text-slate-600">{ENTRY_MESSAGES.roleFetchNetworkHint}</p>
          </div>
        )}
      </MessageCard>
    </CenteredScreen>
  );
}
