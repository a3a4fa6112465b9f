import { QUARTER_TAB_LABELS, QUARTER_TABS, type QuarterTab, type TabCount } from '@stationboard/domain/quarters/quarter-tabs';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

export type QuarterTabBarProps = {
  activeTab: QuarterTab;
  /** Null while the stations load. */
  counts: Record<QuarterTab, TabCount> | null;
  /** Tabs holding a station named by a conflict (spec 2 §4). */
  flaggedTabs: readonly QuarterTab[];
  onSelect: (tab: QuarterTab) => void;
};

export const tabPanelId = (tab: QuarterTab) => `quarter-tab-panel-${tab}`;

/** Spec 2 §2 tabs: Line 1 … Critical, each with (assigned/total). */
export function QuarterTabBar({ activeTab, counts, flaggedTabs, onSelect }: QuarterTabBarProps) {
  return (
    <div role="tablist" aria-label={MESSAGES.stationGroups} className="flex flex-wrap gap-1 border-b border-slate-200">
      {QUARTER_TABS.map((tab) => {
        const isActive = tab === activeTab;
        const isFlagged = flaggedTabs.includes(tab);
        const count = counts?.[tab];
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`quarter-tab-${tab}`}
            aria-selected={isActive}
            aria-controls={tabPanelId(tab)}
            data-conflict={isFlagged || undefined}
            onClick={() => onSelect(tab)}
            className={cn(
              '-mb-px inline-flex items-center gap-1.5 rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold transition-colors',
              isActive ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink',
              isFlagged && 'animate-pulse bg-red-100 text-red-800',
            )}
          >
            {isFlagged && <span aria-hidden className="size-2 rounded-full bg-red-600" />}
            {QUARTER_TAB_LABELS[tab]}
            <span className="font-normal text-ink-muted tabular-nums">{count ? `(${count.assigned}/${count.total})` : '(–)'}</span>
          </button>
        );
      })}
    </div>
  );
}
