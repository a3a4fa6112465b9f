import { MESSAGES } from '../../lib/i18n/messages.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The Live pill of the dashboard and quarter view headers: the shell's realtime connection is
 * joined (decision 032). `offlineHint` tells what still keeps the screen fresh without it. Its
 * dot is steady: a pulse that never stops kept a tenth of a core busy on a screen left open
 * (decision 178).
 */
export function LiveIndicator({ isLive, offlineHint }: { isLive: boolean; offlineHint: string }) {
  return (
    <span
      title={isLive ? MESSAGES.liveHint : offlineHint}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
        isLive ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-600',
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', isLive ? 'bg-green-500' : 'bg-slate-400')} />
      {isLive ? MESSAGES.live : MESSAGES.realtimeOffline}
    </span>
  );
}
