import type { ReactNode } from 'react';
import {
  Check,
  Clock,
  List,
  Lock,
  LockOpen,
  Map as MapIcon,
  Maximize,
  Minimize,
  MonitorPlay,
  Pause,
  Radio,
  RefreshCcw,
  RefreshCw,
  RotateCcw,
  Save,
  SlidersHorizontal,
  Timer,
  Tv,
} from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SaveState } from '../hooks/use-layout-editor.ts';
import type { MapViewMode } from '../hooks/use-map-preferences.ts';
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
  /** A date or quarter held by hand (decision 148): the map shows a plan, not the floor now, so the toggle does not say Live (decision 152). */
  isPlanning: boolean;
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
  /** Phones only: the stations on the canvas or as a list (issue 18). */
  viewMode: MapViewMode;
  onChangeViewMode: (mode: MapViewMode) => void;
  /** Map-level messages (spec 1 §8) shown under the controls. */
  messages: ReactNode;
  /** In the quarter people are arriving for: show only the people not checked in yet (issue 25); null hides it. */
  arrivalFilter?: { isOn: boolean; onToggle: () => void } | null;
};

const tool = (extra?: string) => buttonClassName('secondary', cn('px-2.5 py-1.5 max-sm:px-1.5', extra));

/** A tool's word, which phones keep for screen readers only so the toolbar stays one row (issue 18). */
const Label = ({ children }: { children: ReactNode }) => <span className="max-sm:sr-only">{children}</span>;

/** Spec 1 §2 map header, in two rows that wrap on narrow screens and tighten on phones. */
export function MapHeader(props: MapHeaderProps) {
  const { isLocked, canEditLayout, isTvMode } = props;
  return (
    <div className="border-b border-slate-200 bg-white px-3 py-2 sm:px-6 sm:py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="mr-auto flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <div>
            <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{MESSAGES.floorMapTitle}</h1>
            <p className="text-sm text-slate-600 max-sm:sr-only">{MESSAGES.floorMapSubtitle}</p>
          </div>
          <MapClock timeZone={props.timeZone} />
        </div>
        <div className="flex flex-wrap items-center gap-1.5 max-sm:w-full sm:gap-2">
          <div role="group" aria-label={MESSAGES.mapViewGroup} className="mr-auto flex sm:hidden">
            {(['canvas', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={props.viewMode === mode}
                onClick={() => props.onChangeViewMode(mode)}
                className={tool(
                  cn(
                    mode === 'canvas' ? 'rounded-r-none' : '-ml-px rounded-l-none',
                    'aria-pressed:border-blue-300 aria-pressed:bg-blue-50 aria-pressed:text-blue-800',
                  ),
                )}
              >
                {mode === 'canvas' ? <MapIcon aria-hidden className="size-4" /> : <List aria-hidden className="size-4" />}
                {mode === 'canvas' ? MESSAGES.mapViewCanvas : MESSAGES.mapViewList}
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-pressed={props.isLive}
            title={props.isPlanning ? MESSAGES.planUpdatesToggleHint(props.isLive) : MESSAGES.liveToggleHint(props.isLive)}
            onClick={props.onToggleLive}
            // Pressed states by attribute, which outranks the secondary button's white (as the view toggle does); green only when live.
            className={tool(
              props.isPlanning
                ? 'aria-pressed:border-blue-300 aria-pressed:bg-blue-50 aria-pressed:text-blue-800 aria-pressed:hover:bg-blue-100'
                : 'aria-pressed:border-green-300 aria-pressed:bg-green-50 aria-pressed:text-green-800 aria-pressed:hover:bg-green-100',
            )}
          >
            {!props.isLive ? (
              <Pause aria-hidden className="size-4" />
            ) : props.isPlanning ? (
              <RefreshCcw aria-hidden className="size-4" />
            ) : (
              <Radio aria-hidden className="size-4" />
            )}
            <Label>{!props.isLive ? MESSAGES.paused : props.isPlanning ? MESSAGES.planUpdating : MESSAGES.live}</Label>
          </button>
          <button type="button" onClick={props.onRefresh} disabled={props.isRefreshing} className={tool()}>
            <RefreshCw aria-hidden className={cn('size-4', props.isRefreshing && 'animate-spin')} />
            <Label>{MESSAGES.refresh}</Label>
          </button>
          <button
            type="button"
            aria-pressed={isTvMode}
            onClick={props.onToggleTvMode}
            className={tool(isTvMode ? 'border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100' : undefined)}
          >
            <MonitorPlay aria-hidden className="size-4" />
            <Label>{MESSAGES.tvMode}</Label>
          </button>
          {/* Spec 1 §2: the TV List is reached by a full page navigation, not a client route change. */}
          <a href="/tv-list" className={tool()}>
            <Tv aria-hidden className="size-4" />
            <Label>{MESSAGES.tvList}</Label>
          </a>
          {/* Issue 15: the quarter-change wallboard, another wall screen opened the same way. */}
          <a href="/tv-changeover" className={tool()}>
            <Timer aria-hidden className="size-4" />
            <Label>{MESSAGES.tvChangeover}</Label>
          </a>
          <button
            type="button"
            onClick={props.onToggleFullscreen}
            aria-label={props.isFullscreen ? MESSAGES.leaveFullScreen : MESSAGES.fullScreen}
            title={props.isFullscreen ? MESSAGES.leaveFullScreenEsc : MESSAGES.fullScreen}
            className={tool()}
          >
            {props.isFullscreen ? <Minimize aria-hidden className="size-4" /> : <Maximize aria-hidden className="size-4" />}
          </button>
        </div>
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 sm:mt-3">
        <div className="mr-auto flex flex-wrap items-center gap-x-3 gap-y-1">
          <QuarterSelector quarters={props.quarters} selectedId={props.selectedQuarterId} onSelect={props.onSelectQuarter} />
          {props.quarterStatus && (
            <span role="status" className="text-sm text-slate-600">
              {props.quarterStatus}
            </span>
          )}
          {props.arrivalFilter && (
            <button
              type="button"
              aria-pressed={props.arrivalFilter.isOn}
              onClick={props.arrivalFilter.onToggle}
              className={tool('aria-pressed:border-amber-400 aria-pressed:bg-amber-50 aria-pressed:text-amber-950 aria-pressed:hover:bg-amber-100')}
            >
              <Clock aria-hidden className="size-4" />
              {MESSAGES.awaitingArrivalFilter}
            </button>
          )}
        </div>
        {canEditLayout && (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-pressed={!isLocked}
              disabled={isTvMode}
              title={isTvMode ? MESSAGES.tvModeKeepsLocked : isLocked ? MESSAGES.unlockLayoutHint : MESSAGES.lockLayout}
              onClick={props.onToggleLock}
              className={tool(!isLocked ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100' : undefined)}
            >
              {isLocked ? <Lock aria-hidden className="size-4" /> : <LockOpen aria-hidden className="size-4" />}
              <Label>{isLocked ? MESSAGES.layoutLocked : MESSAGES.layoutUnlocked}</Label>
            </button>
            <button type="button" disabled={isLocked} onClick={props.onManagePositions} className={tool()}>
              <SlidersHorizontal aria-hidden className="size-4" />
              <Label>{MESSAGES.managePositions}</Label>
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
                    <Label>{MESSAGES.save}</Label>
                  </button>
                  <button type="button" onClick={props.onReset} disabled={props.saveState === 'saving'} className={tool()}>
                    <RotateCcw aria-hidden className="size-4" />
                    <Label>{MESSAGES.reset}</Label>
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
