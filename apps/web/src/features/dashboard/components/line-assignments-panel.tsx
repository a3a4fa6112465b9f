import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { QuarterKeyFacts } from '@stationboard/domain/quarters/quarter-key';
import { QUARTER_TABS, QUARTER_TAB_LABELS, quarterTabPath, type QuarterTab, type TabCount } from '@stationboard/domain/quarters/quarter-tabs';
import { cn } from '../../../lib/cn.ts';

/**
 * Spec 2 §2 Line Assignments: one card per quarter-view tab with (assigned/total); a card
 * opens that tab of the current quarter. Without figures (loading, failed) the counts are left out.
 */
export function LineAssignmentsPanel({
  quarter,
  counts,
  className,
}: {
  quarter: QuarterKeyFacts;
  counts: Record<QuarterTab, TabCount> | null;
  className?: string;
}) {
  return (
    <section aria-labelledby="line-assignments-title" className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <h2 id="line-assignments-title" className="text-lg font-semibold text-ink">
        {MESSAGES.lineAssignments}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {QUARTER_TABS.map((tab) => {
          const count = counts?.[tab];
          const share = count && count.total > 0 ? Math.min(100, (count.assigned / count.total) * 100) : 0;
          return (
            <li key={tab}>
              <Link
                to={quarterTabPath(quarter, tab)}
                className="group block rounded-lg border border-slate-200 p-3 transition-colors hover:border-blue-300 hover:bg-blue-50/50 focus-visible:outline-2 focus-visible:outline-focus"
              >
                {/* Named in words; the figure and its bar say the same to the eye (WCAG 2.5.3, decision 124). */}
                <span className="sr-only">{count ? `${QUARTER_TAB_LABELS[tab]}: ${count.assigned} of ${count.total} staffed` : QUARTER_TAB_LABELS[tab]}</span>
                <span aria-hidden className="flex items-center justify-between text-sm font-medium text-slate-700">
                  {QUARTER_TAB_LABELS[tab]}
                  <ChevronRight aria-hidden className="size-4 text-slate-400 group-hover:text-blue-600" />
                </span>
                <span aria-hidden className="mt-1 block text-2xl font-bold text-ink tabular-nums">
                  {count ? `${count.assigned}/${count.total}` : '–'}
                </span>
                <span aria-hidden className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className={cn('block h-full rounded-full', count && count.total > 0 && count.assigned >= count.total ? 'bg-green-500' : 'bg-blue-500')}
                    style={{ width: `${share}%` }}
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
