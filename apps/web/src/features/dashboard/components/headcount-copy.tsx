import { Check, Copy } from 'lucide-react';
import { headcountCopyText, headcountFromStats } from '@stationboard/domain/dashboard/headcount-copy';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCopyText } from '../hooks/use-copy-text.ts';

/** Spec 2 §2: the headcount as it will be pasted into a shift chat, with a Copy button. */
export function HeadcountCopy({ stats, className }: { stats: QuarterStats; className?: string }) {
  const { copy, isCopied } = useCopyText();
  const text = headcountCopyText(headcountFromStats(stats));
  return (
    <section aria-labelledby="headcount-title" className={cn('flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="headcount-title" className="text-lg font-semibold text-ink">
          {MESSAGES.headcountTitle}
        </h2>
        <Button variant={isCopied ? 'secondary' : 'primary'} className="px-3 py-1.5" onClick={() => void copy(text)}>
          {isCopied ? <Check aria-hidden className="size-4 text-green-700" /> : <Copy aria-hidden className="size-4" />}
          {isCopied ? MESSAGES.copied : MESSAGES.copyHeadcount}
        </Button>
      </div>
      <pre aria-label={MESSAGES.headcountText} className="mt-3 flex-1 rounded-lg bg-slate-50 px-4 py-3 font-mono text-sm leading-6 whitespace-pre-wrap text-slate-800">
        {text}
      </pre>
    </section>
  );
}
