import { House, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { ENTRY_MESSAGES } from '../../lib/i18n/entry-messages.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { MessageCard } from '../ui/message-card.tsx';
import { CenteredScreen } from './centered-screen.tsx';

const reloadPage = () => window.location.reload();

/**
 * Spec 1 §2 error fallback. Go Home is a full page load on purpose: after a render failure the
 * app's state is suspect, and a fresh start is what "home" should mean.
 */
export function ErrorFallback({
  onTryAgain,
  onReload = reloadPage,
  fullHeight = true,
}: {
  onTryAgain: () => void;
  onReload?: () => void;
  fullHeight?: boolean;
}) {
  return (
    <CenteredScreen fullHeight={fullHeight}>
      <MessageCard
        icon={<TriangleAlert aria-hidden className="size-6" />}
        tone="error"
        title={ENTRY_MESSAGES.somethingWentWrong}
        isWide
        actions={
          <>
            <Button onClick={onTryAgain}>
              <RotateCcw aria-hidden className="size-4" />
              {ENTRY_MESSAGES.tryAgain}
            </Button>
            <Button variant="secondary" onClick={onReload}>
              <RefreshCw aria-hidden className="size-4" />
              {ENTRY_MESSAGES.reloadPage}
            </Button>
            <a href="/" className={buttonClassName('secondary')}>
              <House aria-hidden className="size-4" />
              {ENTRY_MESSAGES.goHome}
            </a>
          </>
        }
      >
        <p>{ENTRY_MESSAGES.unexpectedErrorExplanation}</p>
      </MessageCard>
    </CenteredScreen>
  );
}
