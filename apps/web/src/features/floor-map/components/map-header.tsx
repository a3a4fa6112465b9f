import type { ReactNode } from 'react';
import { Check, Lock, LockOpen, Maximize, Minimize, MonitorPlay, Pause, Radio, RefreshCw, RotateCcw, Save, SlidersHorizontal, Tv } from 'lucide-react';
import { MESSAGES } from '@stationboard/domain/messages';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SaveState } from '../hooks/use-layout-editor.ts';
import { MapClock } from './map-clock.tsx';
import { QuarterSelector } from './quarter-selector.tsx';

export type MapHeaderProps = {
  timeZone: string | undefined;
  quarters: readonly QuarterTiming[];
  selectedQuarterId: string | null;
  onSelectQuarter: (id: string) => void;
  /** Under the quarter buttons: a break, TV Mode's choice, 'Manual Mode • Q3'. */
  quarterStatus: string | null;
  isLive: boolean;
  onToggleLive: () => void;
  isRefreshing: boolean;
  onRefresh: () => void;
  isTvMode: boolean;
  onToggleTvMode: () => void;
  /** MANAGER and up may edit the layout (the server refuses the rest). */
  canEditLayout: boolean;
  isLocked: boolean;
  onToggleLock: () => void;
  onManagePositions: () => void;
  hasUnsavedChanges: boolean;
  saveState: SaveState;
  onSave: () => void;
  onReset: () => void;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  /** Map-level messages (spec 1 §8) shown under the controls. */
  messages: ReactNode;
};

const tool = (extra?: string) => buttonClassName('secondary', cn('px-2.5 py-1.5', extra));

/** Spec 1 §2 map header, in two rows that wrap on narrow screens. */
export function MapHeader(props: MapHeaderProps) {
  const { isLocked, canEditLayout, isTvMode } = props;
  return (
    <div className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="mr-auto flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{MESSAGES.floorMapTitle}</h1>
            <p className="text-sm text-slate-600">{MESSAGES.floorMapSubtitle}</p>
          </div>
          <MapClock timeZone={props.timeZone} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-pressed={props.isLive}
            title={props.isLive ? 'Reloading every 15 seconds; press to pause' : 'Paused; press to reload every 15 seconds'}
            onClick={props.onToggleLive}
            className={tool(props.isLive ? 'border-green-300 bg-green-50 text-green-800 hover:bg-green-100' : 'text-slate-600')}
          >
            {props.isLive ? <Radio aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            {props.isLive ? MESSAGES.live : MESSAGES.paused}
          </button>
          <button type="button" onClick={props.onRefresh} disabled={props.isRefreshing} className={tool()}>
            <RefreshCw aria-hidden className={cn('size-4', props.isRefreshing && 'animate-spin')} />
            {MESSAGES.refresh}
          </button>
          <button type="button" aria-pressed={isTvMode} onClick={props.onToggleTvMode} className={tool(isTvMode ? 'border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100' : undefined)}>
            <MonitorPlay aria-hidden className="size-4" />
            {MESSAGES.tvMode}
          </button>
          {/* Spec 1 §2: the TV List is reached by a full page navigation, not a client route change. */}
          <a href="/tv-list" className={tool()}>
            <Tv aria-hidden className="size-4" />
            {MESSAGES.tvList}
          </a>
          <button type="button" onClick={props.onToggleFullscreen} aria-label={props.isFullscreen ? 'Leave full screen' : 'Full screen'} title={props.isFullscreen ? 'Leave full screen (Esc)' : 'Full screen'} className={tool()}>
            {props.isFullscreen ? <Minimize aria-hidden className="size-4" /> : <Maximize aria-hidden className="size-4" />}
          </button>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="mr-auto flex flex-wrap items-center gap-x-3 gap-y-1">
          <QuarterSelector quarters={props.quarters} selectedId={props.selectedQuarterId} onSelect={props.onSelectQuarter} />
          {props.quarterStatus && (
            <span role="status" className="text-sm text-slate-600">
              {props.quarterStatus}
            </span>
          )}
        </div>
        {canEditLayout && (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-pressed={!isLocked}
              disabled={isTvMode}
              title={isTvMode ? 'TV Mode keeps the layout locked' : isLocked ? 'Unlock to move, hide and place stations' : 'Lock the layout'}
              onClick={props.onToggleLock}
              className={tool(!isLocked ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100' : undefined)}
            >
              {isLocked ? <Lock aria-hidden className="size-4" /> : <LockOpen aria-hidden className="size-4" />}
              {isLocked ? 'Locked' : 'Unlocked'}
            </button>
            <button type="button" disabled={isLocked} onClick={props.onManagePositions} className={tool()}>
              <SlidersHorizontal aria-hidden className="size-4" />
              Manage positions
            </button>
            {props.saveState === 'saved' ? (
              <span role="status" className="inline-flex items-center gap-1 text-sm font-semibold text-green-700">
                <Check aria-hidden className="size-4" />
                {MESSAGES.layoutSaved}
              </span>
            ) : (
              props.hasUnsavedChanges && (
                <>
                  <button type="button" onClick={props.onSave} disabled={props.saveState === 'saving'} className={buttonClassName('primary', 'px-2.5 py-1.5')}>
                    {props.saveState === 'saving' ? <Spinner className="size-4" /> : <Save aria-hidden className="size-4" />}
                    Save
                  </button>
                  <button type="button" onClick={props.onReset} disabled={props.saveState === 'saving'} className={tool()}>
                    <RotateCcw aria-hidden className="size-4" />
                    Reset
                  </button>
                </>
              )
            )}
          </div>
        )}
      </div>
      {props.messages}
    </div>
  );
}
