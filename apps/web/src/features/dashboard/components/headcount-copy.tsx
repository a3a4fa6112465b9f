import { Check, Copy } from 'lucide-react';
import { headcountCopyText, headcountFromStats } from '@stationboard/domain/dashboard/headcount-copy';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import type { FiguresState } from '../../../components/staffing/staffing-counters.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCopyText } from '../hooks/use-copy-text.ts';

export type HeadcountCopyProps = {
  /** Undefined while loading or after a failed load: nothing to copy (decision 138). */
  stats: QuarterStats | undefined;
  /** Why `stats` is missing; ignored when it is there. */
  missing?: FiguresState;
  className?: string;
};

/**
 * Spec 2 §2: the headcount as it will be pasted into a shift chat, with a Copy button. Until
 * real figures are there the text says so and Copy is disabled: a shift chat never gets
 * 'Main Line: 0' for figures that were never counted (issue 25).
 */
export function HeadcountCopy({ stats, missing = 'loading', className }: HeadcountCopyProps) {
  const { copy, isCopied } = useCopyText();
  const text = stats ? headcountCopyText(headcountFromStats(stats)) : null;
  return (
    <section aria-labelledby="headcount-title" className={cn('flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="headcount-title" className="text-lg font-semibold text-ink">
          {MESSAGES.headcountTitle}
        </h2>
        <Button variant={isCopied ? 'secondary' : 'primary'} className="px-3 py-1.5" disabled={text === null} onClick={() => text !== null && void copy(text)}>
          {isCopied ? <Check aria-hidden className="size-4 text-green-700" /> : <Copy aria-hidden className="size-4" />}
          {isCopied ? MESSAGES.copied : MESSAGES.copyHeadcount}
        </Button>
      </div>
      <pre
        aria-label={MESSAGES.headcountText}
        data-missing={text === null ? missing : undefined}
        className={cn(
          'mt-3 flex-1 rounded-lg bg-slate-50 px-4 py-3 font-mono text-sm leading-6 whitespace-pre-wrap',
          text === null ? 'text-ink-muted italic' : 'text-slate-800',
        )}
      >
        {text ?? (missing === 'loading' ? MESSAGES.loading : MESSAGES.figureNotLoaded)}
      </pre>
    </section>
  );
}
