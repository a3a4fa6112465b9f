import { CloudOff } from 'lucide-react';
import { useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import { cn } from '../../../lib/cn.ts';
import type { OfflineScanState } from '../hooks/use-offline-scans.ts';

export type OfflineScanStatusProps = OfflineScanState & {
  /** 'wall': large on the dark TV List; 'panel': the TV Mode overlay. */
  appearance: 'panel' | 'wall';
  className?: string;
};

/**
 * Issue 14 (decision 127): the scan just kept on the device ("Saved — will sync", with the
 * person's name when the device knows it) and how many scans wait to sync, shown while any
 * wait. Each is a status (a polite live region) that is there only while it has something to
 * say, so a screen reader hears it come and the online kiosk shows nothing new.
 */
export function OfflineScanStatus({ waiting, saved, appearance, className }: OfflineScanStatusProps) {
  const { MESSAGES } = useKioskText();
  if (waiting === 0 && saved === null) return null;
  const isWall = appearance === 'wall';
  return (
    <div
      data-testid="offline-scan-status"
      className={cn(
        'flex items-center rounded-lg border font-semibold',
        isWall
          ? 'gap-4 border-amber-400/60 bg-amber-950/60 px-6 py-3 text-2xl text-amber-100'
          : 'gap-2 border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      <CloudOff aria-hidden className={cn('shrink-0', isWall ? 'size-7 text-amber-300' : 'size-4 text-amber-700')} />
      {/* One line on the wall; stacked in the narrow overlay. */}
      <div className={cn('flex min-w-0 flex-1', isWall ? 'items-center justify-between gap-6' : 'flex-col gap-0.5')}>
        {saved && (
          <p role="status" data-testid="scan-saved" className="min-w-0">
            {saved.name && <span className="font-bold">{saved.name} · </span>}
            {MESSAGES.scanSavedWillSync}
          </p>
        )}
        {waiting > 0 && (
          <p role="status" data-testid="scans-waiting" className={cn('shrink-0', isWall && 'ml-auto')}>
            {MESSAGES.scansWaitingToSync(waiting)}
          </p>
        )}
      </div>
    </div>
  );
}
