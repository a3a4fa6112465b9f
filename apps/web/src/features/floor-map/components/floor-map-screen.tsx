import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { isAwaitingArrival, showsArrival } from '@stationboard/domain/assignments/arrival';
import { getQuarterStatus, tvQuarterStatusText } from '@stationboard/domain/quarters/quarter-status';
import { selectMapQuarter, selectTvQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { canvasBounds } from '@stationboard/domain/stations/canvas-bounds';
import { findNextStation } from '@stationboard/domain/stations/next-station';
import { employeePlacements } from '@stationboard/domain/assignments/employee-placements';
import {
  NEXT_STATION_POPOVER_DELAY_MS,
  STATION_CARD_HEIGHT_PX,
  STATION_CARD_WIDTH_PX,
} from '@stationboard/domain/timings';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCenterMinute } from '../../../lib/use-center-clock.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useQuarterChoice } from '../../../lib/use-quarter-choice.ts';
import { useStations, type StationsQuery } from '../../../lib/api/get-stations.ts';
import { FLOOR_MAP_REGION_ID } from '../../../lib/skip-targets.ts';
import { updateStationPosition } from '../api/update-station-position.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useLayoutEditor, type PendingMoves, type XY } from '../hooks/use-layout-editor.ts';
import { useCardFocus } from '../hooks/use-card-focus.ts';
import { useMapPreferences } from '../hooks/use-map-preferences.ts';
import { useMapKeyboard } from '../hooks/use-map-keyboard.ts';
import { useStationActions } from '../hooks/use-station-actions.ts';
import { useStationHighlights } from '../hooks/use-station-highlights.ts';
import { FIT_VIEW_OPTIONS, FloorCanvas } from './floor-canvas.tsx';
import { ManagePositionsDialog } from './manage-positions-dialog.tsx';
import { MapHeader } from './map-header.tsx';
import { StationNodeActionsContext, toStationNode, type StationNodeActions } from './station-node.tsx';
import { StationPopover } from './station-popover.tsx';
import { StationPopoverFrame } from './station-popover-frame.tsx';
import { StationList } from './station-list.tsx';

/** What TV Mode's overlay needs from the map: the quarter it chose, today, its status line, and a way out (Esc). */
export type TvModeState = { centerId: string; quarter: QuarterTiming | null; date: string; statusText: string | null; onExit: () => void };

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

const positionOf = (station: Station, moves: PendingMoves): XY | null => {
  const move = moves.get(station.id);
  if (move !== undefined) return move;
  return station.position_x !== null && station.position_y !== null ? { x: station.position_x, y: station.position_y } : null;
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
  const queryClient = useQueryClient();
  const { fitView, flowToScreenPosition, setCenter, getZoom } = useReactFlow();
  const canManage = hasMinimumRole(role, 'MANAGER');
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(containerRef);

  // Time: the map and TV Mode follow the center's clock (issue 11); a quarter picked with the
  // buttons holds until the next quarter boundary (decision 080).
  const now = useCenterMinute(timeZone);
  const [isTvMode, setIsTvMode] = useState(false);
  const mapChoice = useQuarterChoice(quarters, now, selectMapQuarter);
  const tvChoice = useQuarterChoice(quarters, now, selectTvQuarter);
  const choice = isTvMode ? tvChoice : mapChoice;
  const selectedQuarter = choice.occurrence?.quarter ?? null;
  const selectedQuarterId = selectedQuarter?.id ?? null;
  const today = choice.date;

  let quarterStatus: string | null = null;
  if (isTvMode && tvChoice.isManual && selectedQuarter) quarterStatus = MESSAGES.manualMode(selectedQuarter.quarter_name);
  else if (isTvMode && selectedQuarter && quarters) quarterStatus = tvQuarterStatusText(getQuarterStatus(selectedQuarter, quarters, now.minutes));
  else if (quarters && !selectedQuarter) quarterStatus = MESSAGES.noQuarterSelected;

  // Data.
  const [isLive, setIsLive] = useState(true);
  const stationsQuery = useMemo<StationsQuery | null>(() => (quarters ? { centerId, quarterId: selectedQuarterId, date: today } : null), [quarters, centerId, selectedQuarterId, today]);
  // Another quarter loads with the cards where they stand and nobody on them: never the last quarter's people (issue 25).
  const stations = useStations(stationsQuery, { live: isLive, placeholder: 'layout' });
  const stationList = useMemo(() => stations.data ?? [], [stations.data]);
  // Issue 25: the popover's results say where each person already is this quarter.
  const placements = useMemo(() => employeePlacements(stationList), [stationList]);
  const bounds = useMemo(() => canvasBounds(stationList), [stationList]);
  const isLoadingPeople = stations.isPlaceholderData;

  // Arrivals (issue 25): in the quarter people are arriving for, who has checked in, and a filter for who has not.
  const showArrival = quarters !== undefined && showsArrival(choice.occurrence, quarters, now) && !isLoadingPeople;
  const [isAwaitingOnly, setIsAwaitingOnly] = useState(false);
  const isFiltered = showArrival && isAwaitingOnly;
  const shownList = useMemo(() => (isFiltered ? stationList.filter(isAwaitingArrival) : stationList), [isFiltered, stationList]);

  // Layout editing.
  const onSaved = useCallback(
    (saved: PendingMoves) => {
      queryClient.setQueriesData<Station[]>({ queryKey: queryKeys.stationsOfCenter(centerId) }, (list) =>
        list?.map((s) => {
          const move = saved.get(s.id);
          return move === undefined ? s : { ...s, position_x: move?.x ?? null, position_y: move?.y ?? null };
        }),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.stationsOfCenter(centerId) });
    },
    [centerId, queryClient],
  );
  const editor = useLayoutEditor({ savePosition: updateStationPosition, onSaved });
  const [lockBeforeTv, setLockBeforeTv] = useState(true);
  const [placingStationId, setPlacingStationId] = useState<string | null>(null);
  const [isManageOpen, setIsManageOpen] = useState(false);

  // Phones may show the stations as a list; placing a station needs the floor itself.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const preferences = useMapPreferences(userId, centerId);
  const isList = isPhone && preferences.mode === 'list' && placingStationId === null;

  // Popover and card states.
  const [openStationId, setOpenStationId] = useState<string | null>(null);
  // Esc, or an assign, gives focus back to the card of the last popover (decision 122).
  const lastOpenedId = useRef<string | null>(null);
  const showPopover = useCallback((id: string) => {
    lastOpenedId.current = id;
    setOpenStationId(id);
  }, []);
  const { highlights, flash } = useStationHighlights();
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (openTimer.current) clearTimeout(openTimer.current);
    },
    [],
  );

  /** Brings a card (or the list's row) into view when the Tab walk or the arrow keys reach one outside the visible floor. */
  const reveal = useCallback(
    (station: Station) => {
      if (isList) {
        container?.querySelector(`[data-station-id="${station.id}"]`)?.scrollIntoView({ block: 'nearest' });
        return;
      }
      const position = positionOf(station, editor.moves);
      const box = canvasRef.current?.getBoundingClientRect();
      if (!position || !box) return;
      const topLeft = flowToScreenPosition(position);
      const bottomRight = flowToScreenPosition({ x: position.x + STATION_CARD_WIDTH_PX, y: position.y + STATION_CARD_HEIGHT_PX });
      const isVisible = topLeft.x >= box.left && topLeft.y >= box.top && bottomRight.x <= box.right && bottomRight.y <= box.bottom;
      if (!isVisible) void setCenter(position.x + STATION_CARD_WIDTH_PX / 2, position.y + STATION_CARD_HEIGHT_PX / 2, { zoom: getZoom(), duration: 0 });
    },
    [container, isList, editor.moves, flowToScreenPosition, getZoom, setCenter],
  );

  const placedCards = useMemo(
    () =>
      shownList.flatMap((station) => {
        const position = positionOf(station, editor.moves);
        return position ? [{ id: station.id, ...position }] : [];
      }),
    [shownList, editor.moves],
  );
  const revealCard = useCallback(
    (id: string) => {
      const station = stationList.find((s) => s.id === id);
      if (station) reveal(station);
    },
    [reveal, stationList],
  );
  const cardFocus = useCardFocus({ cards: placedCards, container, onMoved: revealCard });

  const nodes = useMemo(
    () =>
      shownList.flatMap((station) => {
        const position = positionOf(station, editor.moves);
        if (!position) return [];
        return [
          toStationNode(station, {
            x: position.x,
            y: position.y,
            highlight: highlights.get(station.id) ?? null,
            isOpen: station.id === openStationId,
            isUnlocked: !editor.isLocked,
            isMoved: editor.moves.has(station.id),
            isTvMode,
            canOpen: canManage,
            isTabStop: station.id === cardFocus.tabStopId,
            showArrival,
            isLoading: isLoadingPeople,
          }),
        ];
      }),
    [shownList, editor.moves, editor.isLocked, highlights, openStationId, isTvMode, canManage, cardFocus.tabStopId, showArrival, isLoadingPeople],
  );

  const hideStation = editor.hide;
  const nodeActions = useMemo<StationNodeActions>(
    () => ({
      open: (id) => {
        if (openTimer.current) clearTimeout(openTimer.current);
        showPopover(id);
      },
      hide: hideStation,
    }),
    [hideStation, showPopover],
  );

  const closePopover = useCallback(() => setOpenStationId(null), []);

  const openStation = openStationId && !stations.isPlaceholderData ? (stationList.find((s) => s.id === openStationId) ?? null) : null;

  const stationActions = useStationActions({ centerId, query: stationsQuery, flash });
  const popoverStation = stationsQuery ? openStation : null;
  // The Tab walk also reaches stations with no card (decision 090); their popover hangs from the top of the floor.
  const isPopoverOffMap = popoverStation !== null && positionOf(popoverStation, editor.moves) === null;
  // The list has a row for every station, on the map or not. On a phone no card leaves room beside it: the popover goes under its card or row.
  const isAnchoredToFloor = isPopoverOffMap && !isList;

  /** Tab (spec 1 §4): close, then open the next station of the walk 100 ms later, on the map or not. */
  const openNextStation = (station: Station): boolean => {
    const next = findNextStation(stationList, station.id);
    if (!next) return false;
    setOpenStationId(null);
    if (openTimer.current) clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => {
      openTimer.current = null;
      reveal(next);
      showPopover(next.id);
    }, NEXT_STATION_POPOVER_DELAY_MS);
    return true;
  };

  // The popover follows its card while the map pans and zooms; without a card, the floor's top edge.
  const anchorRef = useMemo(
    () => ({
      current: {
        getBoundingClientRect: () => {
          if (!isAnchoredToFloor) return container?.querySelector(`[data-station-id="${openStationId}"]`)?.getBoundingClientRect() ?? new DOMRect();
          const floor = canvasRef.current?.getBoundingClientRect();
          return floor ? new DOMRect(floor.left, floor.top, floor.width, 0) : new DOMRect();
        },
      },
    }),
    [container, openStationId, isAnchoredToFloor],
  );

  const toggleLock = () => {
    setOpenStationId(null);
    setPlacingStationId(null);
    editor.setIsLocked(!editor.isLocked);
  };

  const toggleTvMode = () => {
    if (isTvMode) {
      // Spec 1 §4: leaving TV Mode restores the lock as it was.
      editor.setIsLocked(lockBeforeTv);
      tvChoice.clear();
      setIsTvMode(false);
    } else {
      setLockBeforeTv(editor.isLocked);
      editor.setIsLocked(true);
      setPlacingStationId(null);
      setIsTvMode(true);
    }
  };

  useMapKeyboard({
    onRefit: () => void fitView(FIT_VIEW_OPTIONS),
    onEscape: () => {
      if (placingStationId) setPlacingStationId(null);
      else if (fullscreen.isFullscreen) fullscreen.exit();
      else if (isTvMode) toggleTvMode();
    },
  });

  const placingStation = placingStationId ? stationList.find((s) => s.id === placingStationId) : undefined;
  const setContainers = useCallback((element: HTMLDivElement | null) => {
    containerRef.current = element;
    setContainer(element);
  }, []);

  const messages = (
    <div className="space-y-2 empty:hidden [&:not(:empty)]:mt-3">
      {stations.isRefetchError && <Alert tone="warning">{MESSAGES.mapRefreshFailed}</Alert>}
      {editor.saveState === 'failed' && <Alert tone="error">{MESSAGES.savePositionsFailed}</Alert>}
      {placingStation && (
        <Alert tone="info">
          {MESSAGES.placementHint(placingStation.station_code)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => setPlacingStationId(null)}>
            {MESSAGES.cancel}
          </button>
        </Alert>
      )}
    </div>
  );

  let canvas;
  if (quartersFailed) {
    canvas = <MapProblem message={MESSAGES.mapDataFailed} onRetry={onRetryQuarters} />;
  } else if (stations.isError && !stations.data) {
    canvas = <MapProblem message={MESSAGES.stationDataFailed} onRetry={() => void stations.refetch()} />;
  } else if (!stations.data) {
    canvas = (
      <div className="flex h-full items-center justify-center gap-2 text-slate-600">
        <Spinner /> {MESSAGES.loading}
      </div>
    );
  } else if (isList) {
    canvas = (
      <StationList
        stations={shownList}
        highlights={highlights}
        openStationId={openStationId}
        onOpen={canManage ? nodeActions.open : undefined}
        showArrival={showArrival}
        isLoading={isLoadingPeople}
        emptyText={isFiltered ? MESSAGES.noneAwaitingArrival : undefined}
      />
    );
  } else {
    canvas = (
      <StationNodeActionsContext.Provider value={nodeActions}>
        <FloorCanvas
          nodes={nodes}
          bounds={bounds}
          isLocked={editor.isLocked}
          isPlacing={placingStationId !== null}
          onNodeMoved={(id, position) => editor.move(id, position, bounds)}
          onPlace={(position) => {
            if (placingStationId) editor.move(placingStationId, position, bounds);
            setPlacingStationId(null);
          }}
          viewMemory={preferences.viewMemory}
        />
        {nodes.length === 0 && (
          <p className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-sm text-ink-muted">{isFiltered ? MESSAGES.noneAwaitingArrival : MESSAGES.noStationsOnMap}</p>
        )}
        {stations.isPlaceholderData && (
          <p role="status" className="absolute top-3 left-3 flex items-center gap-2 rounded-md bg-white/90 px-3 py-1.5 text-sm text-slate-700 shadow">
            <Spinner className="size-4" /> {MESSAGES.loading}
          </p>
        )}
      </StationNodeActionsContext.Provider>
    );
  }

  return (
    // The map fills the window under the bar, so the zoom controls stay on screen; only wide screens keep the spec's minimum (decision 123).
    <div ref={setContainers} className="flex h-[calc(100dvh-4rem)] flex-col bg-slate-100 xl:min-h-[760px]">
      <MapHeader
        timeZone={timeZone}
        quarters={quarters ?? []}
        selectedQuarterId={selectedQuarterId}
        onSelectQuarter={choice.pick}
        quarterStatus={quarterStatus}
        isLive={isLive}
        onToggleLive={() => setIsLive((live) => !live)}
        isRefreshing={stations.isFetching && !stations.isPending}
        onRefresh={() => void stations.refetch()}
        isTvMode={isTvMode}
        onToggleTvMode={toggleTvMode}
        canEditLayout={canManage}
        isLocked={editor.isLocked}
        onToggleLock={toggleLock}
        onManagePositions={() => setIsManageOpen(true)}
        hasUnsavedChanges={editor.hasUnsavedChanges}
        saveState={editor.saveState}
        onSave={() => void editor.save()}
        onReset={editor.reset}
        isFullscreen={fullscreen.isFullscreen}
        onToggleFullscreen={fullscreen.toggle}
        viewMode={isList ? 'list' : 'canvas'}
        onChangeViewMode={preferences.setMode}
        arrivalFilter={showArrival ? { isOn: isAwaitingOnly, onToggle: () => setIsAwaitingOnly((on) => !on) } : null}
        messages={messages}
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
        {canvas}
        {isTvMode && TvModeOverlay && (
          <div className="absolute top-3 right-3 z-10 max-h-[calc(100%-1.5rem)] overflow-y-auto">
            <TvModeOverlay centerId={centerId} quarter={selectedQuarter} date={today} statusText={quarterStatus} onExit={toggleTvMode} />
          </div>
        )}
      </div>

      <StationPopoverFrame
        station={popoverStation}
        anchor={anchorRef}
        side={isPhone || isAnchoredToFloor ? 'bottom' : 'right'}
        container={container}
        onClose={closePopover}
        onReturnFocus={() => cardFocus.focusCard(lastOpenedId.current)}
      >
        {popoverStation && (
          <StationPopover
            key={popoverStation.id}
            station={popoverStation}
            quarterName={selectedQuarter?.quarter_name ?? null}
            centerId={centerId}
            canToggle={canManage}
            isOffMap={isPopoverOffMap}
            placements={placements}
            actions={{
              assign: (employee, wildcard, choice) => stationActions.assign(popoverStation, employee, wildcard, choice),
              remove: () => stationActions.remove(popoverStation),
              toggleActive: () => stationActions.toggleActive(popoverStation),
              toggleCritical: () => stationActions.toggleCritical(popoverStation),
              createAndAssign: (person, choice) => stationActions.createAndAssign(popoverStation, person, choice),
              openNext: () => openNextStation(popoverStation),
              close: closePopover,
            }}
          />
        )}
      </StationPopoverFrame>

      {canManage && (
        <ManagePositionsDialog
          isOpen={isManageOpen}
          onOpenChange={setIsManageOpen}
          stations={stationList}
          moves={editor.moves}
          saveState={editor.saveState}
          onPlace={(id) => {
            setIsManageOpen(false);
            setPlacingStationId(id);
          }}
          onHide={editor.hide}
          onSave={() => void editor.save()}
          onReset={editor.reset}
          container={container}
        />
      )}
    </div>
  );
}

function MapProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <div className="max-w-md space-y-3 text-center">
        <Alert tone="error">{message}</Alert>
        <Button variant="secondary" onClick={onRetry}>
          {MESSAGES.tryAgain}
        </Button>
      </div>
    </div>
  );
}
