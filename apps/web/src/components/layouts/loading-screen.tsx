import { ENTRY_MESSAGES } from '../../lib/i18n/entry-messages.ts';
import { Spinner } from '../ui/spinner.tsx';
import { CenteredScreen } from './centered-screen.tsx';

/** Spec 1 §2: while authentication loads, a spinner with 'Loading...'. */
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <CenteredScreen fullHeight={fullHeight}>
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="size-6 text-blue-700" />
        <span className="text-base font-medium">{ENTRY_MESSAGES.loading}</span>
      </div>
    </CenteredScreen>
  );
}
