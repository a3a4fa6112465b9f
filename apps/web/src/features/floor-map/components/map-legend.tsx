import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { cn } from '../../../lib/cn.ts';

const ENTRIES = [
  {
    get label() {
      return MESSAGES.legendRegular;
    },
    swatch: 'border-slate-300 bg-white',
  },
  {
    get label() {
      return MESSAGES.legendWildcard;
    },
    swatch: 'border-amber-400 bg-amber-50',
  },
  {
    get label() {
      return MESSAGES.unassigned;
    },
    swatch: 'border-dashed border-slate-300 bg-slate-50',
  },
  {
    get label() {
      return MESSAGES.inactiveBadge;
    },
    swatch: 'border-slate-300 bg-slate-300',
  },
] as const;

/** The popover's legend of card states (spec 1 §2). */
export function MapLegend() {
  return (
    <ul aria-label={MESSAGES.mapLegend} className="flex flex-wrap gap-x-3 gap-y-1 text-[11px] text-slate-600">
      {ENTRIES.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1">
          <span aria-hidden className={cn('inline-block size-3 rounded-sm border', entry.swatch)} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
