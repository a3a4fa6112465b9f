import { RefreshCw } from 'lucide-react';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { cn } from '../../lib/cn.ts';
import { buttonClassName } from './button.tsx';

/** The Refresh button of the dashboard and quarter view headers: spins and waits while it reloads. */
export function RefreshButton({ isRefreshing, onRefresh }: { isRefreshing: boolean; onRefresh: () => void }) {
  return (
    <button type="button" onClick={onRefresh} disabled={isRefreshing} className={buttonClassName('secondary', 'px-3 py-1.5')}>
      <RefreshCw aria-hidden className={cn('size-4', isRefreshing && 'animate-spin')} />
      {MESSAGES.refresh}
    </button>
  );
}
