import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { rosterDayOf } from '@stationboard/domain/roster/roster';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { findNextStation } from '@stationboard/domain/stations/next-station';
import { PlanningBar } from '../../../components/planning/planning-bar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { FLOOR_MAP_REGION_ID } from '../../../lib/skip-targets.ts';
import { useFloorCards } from '../hooks/use-floor-cards.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { positionOf } from '../hooks/use-layout-editor.ts';
import { useMapKeyboard } from '../hooks/use-map-keyboard.ts';
import { useMapLayout, type MapLayout } from '../hooks/use-map-layout.ts';
import { useMapPopover } from '../hooks/use-map-popover.ts';
import { useMapPreferences } from '../hooks/use-map-preferences.ts';
import { useMapQuarter } from '../hooks/use-map-quarter.ts';
import { useMapStations, type MapStations } from '../hooks/use-map-stations.ts';
import { useStationActions } from '../hooks/use-station-actions.ts';
import { useStationHighlights } from '../hooks/use-station-highlights.ts';
import { FIT_VIEW_OPTIONS } from './floor-canvas.tsx';
import { ManagePositionsDialog } from './manage-positions-dialog.tsx';
import { MapBody } from './map-body.tsx';
import { MapHeader } from './map-header.tsx';
import { MapStationPopover } from './map-station-popover.tsx';
import type { StationNodeActions } from './station-node.tsx';

/**
 * What TV Mode's overlay needs from the map: whether the quarters have come (or failed to), the
 * quarter it chose, today, its status line, and a way out (Esc).
 */
export type TvModeState = {
  centerId: string;
  quartersKnown: boolean;
  quarter: QuarterTiming | null;
  date: string;
  statusText: string | null;
  onExit: () => void;
};

export type FloorMapScreenProps = {
  centerId: string;
  /** Whose view this device remembers (issue 18). */
  userId: string;
  timeZone: string | undefined;
  role: Role;
  quarters: readonly QuarterTiming[] | undefined;
  quartersFailed: boolean;
  onRetryQuarters: () => void;
  /**
   * Spec 1 §2 TV Mode overlay ('Scan Your Badge', recent assignments). It belongs to the TV
   * feature; the route passes it in, as features do not import each other.
   */
  TvModeOverlay?: ComponentType<TvModeState>;
};

/** Spec 1 §2 floor map: header, canvas of station cards, assignment popover, layout editing. */
export function FloorMapScreen(props: FloorMapScreenProps) {
  return (
    <ReactFlowProvider>
      <FloorMapView {...props} />
    </ReactFlowProvider>
  );
}

/** Tailwind's sm breakpoint: below it the map offers its list of stations (issue 18). */
const PHONE_QUERY = '(width < 40rem)';

function FloorMapView({ centerId, userId, timeZone, role, quarters, quartersFailed, onRetryQuarters, TvModeOverlay }: FloorMapScreenProps) {
  const { fitView } = useReactFlow();
  const canManage = hasMinimumRole(role, 'MANAGER');
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(containerRef);
  const quarter = useMapQuarter(quarters, timeZone);
  const map = useMapStations({ centerId, quarters, choice: quarter.choice, now: quarter.now });
  const layout = useMapLayout(centerId);
  const { editor, placingStationId } = layout;
  const popover = useMapPopover();
  const { highlights, flash } = useStationHighlights();
  const stationActions = useStationActions({ centerId, query: map.query, flash });

  // Phones may show the stations as a list; placing a station needs the floor itself.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const preferences = useMapPreferences(userId, centerId);
  const isList = isPhone && preferences.mode === 'list' && placingStationId === null;

  const { nodes, cardFocus, reveal } = useFloorCards({
    map,
    layout,
    isList,
    container,
    canvasRef,
    highlights,
    openStationId: popover.openStationId,
    isTvMode: quarter.isTvMode,
    canOpen: canManage,
  });
  const hideStation = editor.hide;
  const nodeActions = useMemo<StationNodeActions>(() => ({ open: popover.open, hide: hideStation }), [popover.open, hideStation]);

  const openStation = popover.openStationId && !map.stations.isPlaceholderData ? (map.all.find((s) => s.id === popover.openStationId) ?? null) : null;
  const popoverStation = map.query ? openStation : null;

  /** Tab (spec 1 §4): close, then open the next station of the walk 100 ms later, on the map or not. */
  const openNextStation = (station: Station): boolean => {
    const next = findNextStation(map.all, station.id);
    if (!next) return false;
    popover.openAfterPause(next.id, () => reveal(next));
    return true;
  };

  const toggleTvMode = () => {
    if (quarter.isTvMode) {
      layout.restoreLockAfterTvMode();
      quarter.leaveTvMode();
    } else {
      layout.lockForTvMode();
      quarter.enterTvMode();
    }
  };

  useMapKeyboard({
    onRefit: () => void fitView(FIT_VIEW_OPTIONS),
    onEscape: () => {
      if (placingStationId) layout.setPlacingStationId(null);
      else if (fullscreen.isFullscreen) fullscreen.exit();
      else if (quarter.isTvMode) toggleTvMode();
    },
  });

  const setContainers = useCallback((element: HTMLDivElement | null) => {
    containerRef.current = element;
    setContainer(element);
  }, []);

  return (
    // The map fills the window under the bar, so the zoom controls stay on screen; only wide screens keep the spec's minimum (decision 123).
    <div ref={setContainers} className="flex h-[calc(100dvh-4rem)] flex-col bg-slate-100 xl:min-h-[760px]">
      <MapHeader
        timeZone={timeZone}
        quarters={quarters ?? []}
        selectedQuarterId={quarter.selectedQuarter?.id ?? null}
        onSelectQuarter={quarter.choice.pick}
        quarterStatus={quarter.quarterStatus}
        isLive={map.isLive}
        onToggleLive={map.toggleLive}
        isPlanning={quarter.plan.isManual && !quarter.isTvMode}
        isRefreshing={map.stations.isFetching && !map.stations.isPending}
        onRefresh={() => void map.stations.refetch()}
        isTvMode={quarter.isTvMode}
        onToggleTvMode={toggleTvMode}
        canEditLayout={canManage}
        isLocked={editor.isLocked}
        onToggleLock={() => {
          popover.close();
          layout.toggleLock();
        }}
        onManagePositions={() => layout.setIsManageOpen(true)}
        hasUnsavedChanges={editor.hasUnsavedChanges}
        saveState={editor.saveState}
        onSave={() => void editor.save()}
        onReset={editor.reset}
        isFullscreen={fullscreen.isFullscreen}
        onToggleFullscreen={fullscreen.toggle}
        viewMode={isList ? 'list' : 'canvas'}
        onChangeViewMode={preferences.setMode}
        arrivalFilter={map.arrivalFilter}
        messages={
          <>
            {!quarter.isTvMode && (
              <div className="mt-2 sm:mt-3">
                <PlanningBar
                  day={quarter.plan.day}
                  quarterName={quarter.plan.occurrence?.quarter.quarter_name ?? null}
                  isPlanning={quarter.plan.isManual}
                  onPickDay={quarter.plan.pickDay}
                  onBackToNow={quarter.plan.clear}
                />
              </div>
            )}
            <MapMessages map={map} layout={layout} />
          </>
        }
      />
      <div
        ref={canvasRef}
        id={FLOOR_MAP_REGION_ID}
        role="group"
        aria-label={MESSAGES.floorMapCardsLabel}
        className="relative min-h-0 flex-1 xl:min-h-[600px]"
        onKeyDown={cardFocus.onKeyDown}
        onFocus={cardFocus.onFocus}
      >
        <MapBody
          quartersFailed={quartersFailed}
          onRetryQuarters={onRetryQuarters}
          map={map}
          layout={layout}
          isList={isList}
          nodes={nodes}
          nodeActions={nodeActions}
          highlights={highlights}
          openStationId={popover.openStationId}
          canOpen={canManage}
          viewMemory={preferences.viewMemory}
        />
        {quarter.isTvMode && TvModeOverlay && (
          <div className="absolute top-3 right-3 z-10 max-h-[calc(100%-1.5rem)] overflow-y-auto">
            <TvModeOverlay
              centerId={centerId}
              quartersKnown={quarters !== undefined || quartersFailed}
              quarter={quarter.selectedQuarter}
              date={quarter.choice.date}
              statusText={quarter.quarterStatus}
              onExit={toggleTvMode}
            />
          </div>
        )}
      </div>

      <MapStationPopover
        station={popoverStation}
        isOffMap={popoverStation !== null && positionOf(popoverStation, editor.moves) === null}
        isList={isList}
        isPhone={isPhone}
        container={container}
        canvasRef={canvasRef}
        quarterName={quarter.selectedQuarter?.quarter_name ?? null}
        centerId={centerId}
        canToggle={canManage}
        placements={map.placements}
        rosterDay={quarter.choice.occurrence && quarters ? rosterDayOf(quarter.choice.occurrence, quarters) : null}
        stationActions={stationActions}
        openNext={openNextStation}
        onClose={popover.close}
        onReturnFocus={() => cardFocus.focusCard(popover.lastOpenedId())}
      />

      {canManage && <MapPositionsDialog map={map} layout={layout} container={container} />}
    </div>
  );
}

/** Manage Positions (MANAGER and up): places a station by a click on the floor, hides one, saves or resets. */
function MapPositionsDialog({ map, layout, container }: { map: MapStations; layout: MapLayout; container: HTMLElement | null }) {
  const { editor } = layout;
  return (
    <ManagePositionsDialog
      isOpen={layout.isManageOpen}
      onOpenChange={layout.setIsManageOpen}
      stations={map.all}
      moves={editor.moves}
      saveState={editor.saveState}
      onPlace={(id) => {
        layout.setIsManageOpen(false);
        layout.setPlacingStationId(id);
      }}
      onHide={editor.hide}
      onSave={() => void editor.save()}
      onReset={editor.reset}
      container={container}
    />
  );
}

/** Under the header: a failed refresh or save, and the hint while a station waits to be placed. */
function MapMessages({ map, layout }: { map: MapStations; layout: MapLayout }) {
  const placingStation = layout.placingStationId ? map.all.find((s) => s.id === layout.placingStationId) : undefined;
  return (
    <div className="space-y-2 empty:hidden [&:not(:empty)]:mt-3">
      {map.stations.isRefetchError && <Alert tone="warning">{MESSAGES.mapRefreshFailed}</Alert>}
      {layout.editor.saveState === 'failed' && <Alert tone="error">{MESSAGES.savePositionsFailed}</Alert>}
      {placingStation && (
        <Alert tone="info">
          {MESSAGES.placementHint(placingStation.station_code)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => layout.setPlacingStationId(null)}>
            {MESSAGES.cancel}
          </button>
        </Alert>
      )}
    </div>
  );
}
