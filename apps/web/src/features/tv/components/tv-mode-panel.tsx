import { useLayoutEffect, useRef } from 'react';
import { ScanLine } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import { useBadgeScanner } from '../hooks/use-badge-scanner.ts';
import { BadgeScanInput } from './badge-scan-input.tsx';
import { OfflineScanStatus } from './offline-scan-status.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { RecentAssignments } from './recent-assignments.tsx';
import { EarlierScans, LatestScan, TV_MODE_RESULT_LIMITS } from './scan-results.tsx';

export type TvModePanelProps = {
  centerId: string;
  /** False while the map's quarters are on their way: a scan read then waits for them (decision 177). */
  quartersKnown: boolean;
  /** The quarter scans go into (useTvQuarter with mode 'tvMode'); null when the center has none. */
  quarter: { id: string; quarter_number: number; quarter_name: string } | null;
  /** Today in the center's time zone. */
  date: string;
  /** useTvQuarter's statusText: 'Active until …', 'Manual Mode • Q2', … */
  statusText: string | null;
  /** Leaves TV Mode: Esc in the badge field (issue 18). */
  onExit: () => void;
  className?: string;
};

/**
 * Spec 1 §2 TV Mode overlay: 'Scan Your Badge' with the scanner input, the outcome of the last
 * scan and the few before it, each naming its person (cleared after 10 s; issue 25), and
 * 'Recent Assignments Today'. The map places it; it needs
 * nothing from the map but the quarter and a way out. Esc leaves TV Mode, and the focus goes
 * back to what had it when TV Mode opened (its toggle), not to the page body.
 */
export function TvModePanel({ centerId, quartersKnown, quarter, date, statusText, onExit, className }: TvModePanelProps) {
  const { MESSAGES, language, say } = useKioskText();
  const scanner = useBadgeScanner({
    centerId,
    quartersKnown,
    quarterNumber: quarter?.quarter_number ?? null,
    assignmentDate: quarter ? date : null,
    surface: 'tvMode',
    limits: TV_MODE_RESULT_LIMITS,
  });
  const [latest, ...earlier] = scanner.results;
  // Read before the badge field takes the focus (its effect runs after layout effects).
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const exit = () => {
    onExit();
    openerRef.current?.focus();
  };

  return (
    <aside
      aria-label={MESSAGES.tvMode}
      lang={language}
      className={cn('flex w-80 flex-col gap-3 rounded-xl border border-indigo-200 bg-white/95 p-4 shadow-lg backdrop-blur', className)}
    >
      <div>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <h2 className="flex items-center gap-2 text-lg font-bold text-indigo-900">
            <ScanLine aria-hidden className="size-5" />
            {MESSAGES.scanYourBadge}
          </h2>
          <LanguageToggle appearance="panel" />
        </div>
        {statusText && <p className="mt-0.5 text-sm font-medium text-slate-700">{say(statusText)}</p>}
      </div>
      <BadgeScanInput onScan={scanner.scan} appearance="panel" showLabel={false} onEscape={exit} />
      <OfflineScanStatus {...scanner.offline} appearance="panel" />
      {latest && <LatestScan result={latest} appearance="panel" />}
      <EarlierScans results={earlier} appearance="panel" />
      <RecentAssignments centerId={centerId} quarterId={quarter?.id ?? null} date={date} />
    </aside>
  );
}
