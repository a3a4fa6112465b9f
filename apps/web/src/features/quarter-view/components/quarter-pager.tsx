import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { quarterRouteKey } from '@stationboard/domain/quarters/quarter-key';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { QUARTER_PAGER_SIZE } from '@stationboard/domain/timings';
import { Pager, pageOf } from '../../../components/ui/pager.tsx';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { withPlan } from '../../../lib/plan-address.ts';

export type QuarterPagerProps = {
  /** In the order they are shown. */
  quarters: readonly QuarterTiming[];
  viewedQuarterId: string | null;
  currentQuarterId: string | null;
  /** The day a link to a quarter plans (issue 27), so a quarter picked by hand holds; null for a live link. */
  linkDay: (quarter: QuarterTiming) => string | null;
};

/**
 * Spec 2 §2 pager: four quarters at a time with previous and next arrows; the current quarter
 * carries a dot. It opens on the page of the quarter being viewed, and turns to it again
 * whenever another quarter is opened.
 */
export function QuarterPager({ quarters, viewedQuarterId, currentQuarterId, linkDay }: QuarterPagerProps) {
  const { search } = useLocation();
  const viewedIndex = quarters.findIndex((q) => q.id === viewedQuarterId);
  const viewedPage = viewedIndex < 0 ? 1 : Math.floor(viewedIndex / QUARTER_PAGER_SIZE) + 1;
  const [turned, setTurned] = useState<{ forQuarterId: string | null; page: number } | null>(null);
  const requested = turned?.forQuarterId === viewedQuarterId ? turned.page : viewedPage;
  const { rows, page, pageCount } = pageOf(quarters, requested, QUARTER_PAGER_SIZE);

  return (
    <nav aria-label={MESSAGES.quartersNavigation} className="flex flex-wrap items-center gap-3">
      <ul className="flex flex-wrap gap-2">
        {rows.map((quarter) => {
          const isViewed = quarter.id === viewedQuarterId;
          const isCurrent = quarter.id === currentQuarterId;
          return (
            <li key={quarter.id}>
              <Link
                to={{ pathname: `/q/${quarterRouteKey(quarter)}`, search: withPlan(new URLSearchParams(search), { day: linkDay(quarter) }).toString() }}
                aria-current={isViewed ? 'page' : undefined}
                title={isCurrent ? `${quarter.quarter_name} (current quarter)` : quarter.quarter_name}
                className={cn(
                  'relative inline-flex min-w-16 items-center justify-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold transition-colors',
                  isViewed ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {quarter.quarter_name}
                {isCurrent && (
                  <span aria-label={MESSAGES.currentQuarterMarker} role="img" className={cn('size-2 rounded-full', isViewed ? 'bg-white' : 'bg-green-500')} />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => setTurned({ forQuarterId: viewedQuarterId, page: next })}
        label={MESSAGES.quarterPages}
      />
    </nav>
  );
}
