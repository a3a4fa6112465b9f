import { Flame, Power, Trash2 } from 'lucide-react';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { MapLegend } from './map-legend.tsx';
import { popoverButton as smallButton } from './popover-button.ts';

/** The station's code, line and quarter, and its badges: not on the map, inactive, critical. */
export function StationPopoverHeader({ station, quarterName, isOffMap }: { station: Station; quarterName: string | null; isOffMap: boolean }) {
  return (
    <header className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <h2 className="truncate text-base font-bold text-slate-900">{station.station_code}</h2>
        <p className="text-xs text-slate-600">
          {MESSAGES.lineLabel(station.line_number)} · {quarterName ?? MESSAGES.noQuarterSelected}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {isOffMap && (
          <span className="rounded border border-dashed border-slate-400 px-1.5 py-0.5 text-[11px] font-bold text-slate-700">{MESSAGES.notOnMapBadge}</span>
        )}
        {!station.is_active && <span className="rounded bg-slate-600 px-1.5 py-0.5 text-[11px] font-bold text-white">{MESSAGES.inactiveBadge}</span>}
        {station.is_critical && <span className="rounded bg-red-100 px-1.5 py-0.5 text-[11px] font-bold text-red-800">{MESSAGES.criticalTag}</span>}
      </div>
    </header>
  );
}

type CurrentAssignmentProps = { station: Station; isBusy: boolean; isRemoving: boolean; onRemove: () => void };

/** Who holds the station in the quarter, with Remove, and who comes next quarter. */
export function CurrentAssignment({ station, isBusy, isRemoving, onRemove }: CurrentAssignmentProps) {
  const current = station.current_assignment;
  return (
    <section aria-label={MESSAGES.currentAssignment} className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1.5">
      {current ? (
        <div className="flex items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-semibold">{current.employee_name}</p>
            <p className={cn('text-xs', current.is_wildcard ? 'text-amber-700' : 'text-slate-600')}>
              {current.is_wildcard ? MESSAGES.wildcardAssignment : MESSAGES.regularAssignment}
            </p>
          </div>
          <button
            type="button"
            aria-label={`Remove ${current.employee_name}`}
            disabled={!station.is_active || isBusy}
            onClick={onRemove}
            className={cn(smallButton, 'text-red-700 hover:bg-red-50')}
          >
            {isRemoving ? <Spinner className="size-3.5" /> : <Trash2 aria-hidden className="size-3.5" />}
            Remove
          </button>
        </div>
      ) : (
        <div className="text-ink-muted italic">{MESSAGES.unassigned}</div>
      )}
      {station.next_assignment && <p className="mt-1 truncate text-xs text-ink-muted">Next quarter: {station.next_assignment.employee_name}</p>}
    </section>
  );
}

/** MANAGER+: Activate or Deactivate Station, and the critical flag (spec 1 §2, §6). */
export function StationToggles({ station, isBusy, onToggle }: { station: Station; isBusy: boolean; onToggle: (kind: 'toggle' | 'critical') => void }) {
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-2">
      <button type="button" disabled={isBusy} onClick={() => onToggle('toggle')} className={cn(smallButton, 'border border-slate-300 hover:bg-slate-50')}>
        <Power aria-hidden className="size-3.5" />
        {station.is_active ? MESSAGES.deactivateStation : MESSAGES.activateStation}
      </button>
      <button
        type="button"
        aria-pressed={station.is_critical}
        disabled={isBusy}
        onClick={() => onToggle('critical')}
        className={cn(smallButton, 'border', station.is_critical ? 'border-red-300 bg-red-50 text-red-800' : 'border-slate-300 hover:bg-slate-50')}
      >
        <Flame aria-hidden className="size-3.5" />
        {station.is_critical ? MESSAGES.criticalTag : MESSAGES.markCritical}
      </button>
    </div>
  );
}

/** The legend and the keyboard hints, with where Tab goes next. */
export function StationPopoverFooter({ hint }: { hint: string | null }) {
  return (
    <footer className="space-y-1.5 border-t border-slate-200 pt-2">
      <MapLegend />
      <ul aria-label={MESSAGES.keyboardHints} className="space-y-0.5 text-[11px] text-ink-muted">
        <li>
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono">Tab</kbd> {MESSAGES.tabKeyHint}
        </li>
        <li>
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono">Esc</kbd> {MESSAGES.escKeyHint}
        </li>
        {hint && <li className="text-slate-600">{hint}</li>}
      </ul>
    </footer>
  );
}
