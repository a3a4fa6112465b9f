import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { formatQuarterTimes } from '@stationboard/domain/quarters/time';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

/** Spec 1 §2: one button per quarter; the chosen one is pressed. */
export function QuarterSelector({
  quarters,
  selectedId,
  onSelect,
}: {
  quarters: readonly QuarterTiming[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const ordered = [...quarters].sort((a, b) => a.quarter_number - b.quarter_number);
  return (
    <div role="group" aria-label={MESSAGES.quarterGroup} className="flex flex-wrap gap-1">
      {ordered.map((quarter) => {
        const isSelected = quarter.id === selectedId;
        return (
          <button
            key={quarter.id}
            type="button"
            aria-pressed={isSelected}
            title={`${quarter.quarter_name}: ${formatQuarterTimes(quarter)}`}
            onClick={() => onSelect(quarter.id)}
            className={cn(
              'rounded-md border px-2.5 py-1 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
              isSelected ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {quarter.quarter_name}
            {/* The times repeat the title (its description): the button is named by the quarter alone at every width. */}
            <span aria-hidden className={cn('ml-1.5 hidden text-xs font-normal 2xl:inline', isSelected ? 'text-blue-100' : 'text-ink-muted')}>
              {formatQuarterTimes(quarter)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
