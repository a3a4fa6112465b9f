import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { isAwaitingArrival, showsArrival } from '@stationboard/domain/assignments/arrival';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { findQuarterByRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { rosterDayOf, type RosterDay } from '@stationboard/domain/roster/roster';
import { quarterTabCounts, tabsOfStation, type QuarterTab } from '@stationboard/domain/quarters/quarter-tabs';
import { hasOccurrenceBegun } from '@stationboard/domain/quarters/occurrence-span';
import { floorQuarterStatusText, getQuarterStatus } from '@stationboard/domain/quarters/quarter-status';
import { isActiveFlagHonoured, selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { lineOfTab, parseQuarterTab, staffedCount, stationsOfTab, walkOfTab } from '@stationboard/domain/quarters/tab-stations';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { splitIndirectSections } from '@stationboard/domain/stations/indirect-sections';
import { stationsToToggleForLine } from '@stationboard/domain/stations/line-toggle';
import { findNextStation, type NextStationWalk } from '@stationboard/domain/stations/next-station';
import { STATION_REFRESH_MS } from '@stationboard/domain/timings';
import { DayPlanActions } from '../../../components/day-plan/day-plan-actions.tsx';
import { DemandPanel } from '../../../components/demand/demand-panel.tsx';
import { LoadingScreen } from '../../../components/layouts/loading-screen.tsx';
import { PlanningBar } from '../../../components/planning/planning-bar.tsx';
import { StaffingCounters } from '../../../components/staffing/staffing-counters.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { quarterStatsQueryOptions, type QuarterDayQuery } from '../../../lib/api/get-quarter-stats.ts';
import { useStations } from '../../../lib/api/get-stations.ts';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { readStationLink, withoutStationLink } from '../../../lib/station-link.ts';
import { useRealtimeStatus } from '../../../lib/realtime-status.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { useCenterMinute } from '../../../lib/use-center-clock.ts';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { useConflictHighlight } from '../hooks/use-conflict-highlight.ts';
import { useCurrentQuarterRedirect } from '../hooks/use-current-quarter-redirect.ts';
import { useQuarterPlan } from '../hooks/use-quarter-plan.ts';
import { IndirectsTabPanel } from './indirects-tab-panel.tsx';
import { EmptyState, LineTabPanel } from './line-tab-panel.tsx';
import { QuarterPager } from './quarter-pager.tsx';
import { QuarterTabBar, tabPanelId } from './quarter-tab-bar.tsx';
import { QuarterViewHeader } from './quarter-view-header.tsx';
import { StationSection } from './station-section.tsx';
import { StationTiles, type TileState } from './station-tile.tsx';

/**
 * What the screen hands the assignment popover. The popover is the floor map's (spec 2 §2
 * "opens an assignment popover"); the route passes it in, as features do not import each other.
 */
export type QuarterViewPopoverProps = {
  centerId: string;
  role: Role;
  quarter: { id: string; quarter_name: string };
  date: string;
  /** Decision 153: the roster day of the quarter on that date, which the search ranks by. */
  rosterDay: RosterDay | null;
  station: Station;
  /** Every station of the quarter shown, for where each person already is (issue 25). */
  stations: readonly Station[];
  anchor: { getBoundingClientRect: () => DOMRect };
  onClose: () => void;
  /** Where focus goes when the popover closes by Esc or by its own buttons: the tile (decision 122). */
  onReturnFocus: () => void;
  onConflict: (stationId: string) => void;
  onAssigned: (stationId: string) => void;
  onNext: () => boolean;
  /** The walk Tab follows from this tab, which the popover's hint describes. */
  walk: NextStationWalk;
};

export type QuarterViewScreenProps = {
  centerId: string;
  /** Names the day plan's files (GEG1-day-plan-….xlsx). */
  centerCode?: string;
  timeZone: string;
  role: Role;
  /** The n of /q/{n}, already checked to be a positive whole number. */
  routeKey: number;
  quarters: readonly Quarter[] | undefined;
  quartersError: unknown;
  /** Reloads the quarters; rejects when that fails. */
  refreshQuarters: () => Promise<unknown>;
  StationPopover: ComponentType<QuarterViewPopoverProps>;
};

type OpenTile = { stationId: string; anchor: HTMLElement; tab: QuarterTab; quarterId: string };

const NO_STATIONS: Station[] = [];

/** Spec 2 §2 quarter view, /q/{n}: one quarter's stations by line, indirect role and criticality. */
export function QuarterViewScreen({
  centerId,
  centerCode = '',
  timeZone,
  role,
  routeKey,
  quarters,
  quartersError,
  refreshQuarters,
  StationPopover,
}: QuarterViewScreenProps) {
  const canManage = hasMinimumRole(role, 'MANAGER');
  const isLive = useRealtimeStatus() === 'joined';
  const now = useCenterMinute(timeZone);
  const [searchParams, setSearchParams] = useSearchParams();
  // A dashboard row's link (issue 25): open this station's popover in the quarter the link names.
  const linkedStationId = readStationLink(searchParams);

  const activeTab = parseQuarterTab(searchParams.get('tab'));
  const selectTab = (tab: QuarterTab) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('tab', tab);
      return next;
    });

  const sortedQuarters = useMemo(() => [...(quarters ?? [])].sort((a, b) => a.quarter_number - b.quarter_number), [quarters]);
  const quarter = quarters ? findQuarterByRouteKey(quarters, routeKey) : null;
  const current = quarters ? selectCurrentQuarter(quarters, now) : null;
  const currentQuarter = current?.quarter ?? null;
  // Decision 080: the quarter shown on its date of the operating day (a night quarter's after midnight), or of the day planned (decision 148).
  const plan = useQuarterPlan(quarters, quarter, current, now);
  const { date, day: planDay } = plan;
  const isRedirecting = useCurrentQuarterRedirect(quarters, routeKey, now, { isDeliberate: linkedStationId !== null, isHeld: plan.isPlanning });
  // Decision 136: the Active badge while the flag is in force, and a break said as such, whichever quarter is shown.
  const isFlagInForce = quarter ? isActiveFlagHonoured(quarter, now.minutes) : false;
  const floorStatus = current && quarters ? getQuarterStatus(current.quarter, quarters, now.minutes) : null;
  const breakText = floorStatus?.kind === 'break' ? floorQuarterStatusText(floorStatus) : null;

  // Data: the stations with this quarter's assignments, and the counters, both live (spec 2 §4).
  const query = useMemo<QuarterDayQuery | null>(() => (quarter ? { centerId, quarterId: quarter.id, date } : null), [centerId, quarter, date]);
  // Another quarter shows nothing of this one's while it loads (spec 2 §4, issue 25): no previous tiles, no zeros.
  const stations = useStations(query, { live: true });
  const stats = useQuery({
    ...quarterStatsQueryOptions(query ?? { centerId, quarterId: '', date }),
    enabled: query !== null,
    refetchInterval: STATION_REFRESH_MS,
  });
  const stationList = stations.data ?? NO_STATIONS;
  const counts = useMemo(() => (stations.data ? quarterTabCounts(stations.data) : null), [stations.data]);

  // Arrivals (issue 25): in the quarter people are arriving for, who has checked in, and a filter for who has not.
  const showArrival = quarter !== null && quarters !== undefined && showsArrival({ quarter, date }, quarters, now);
  const [isAwaitingOnly, setIsAwaitingOnly] = useState(false);
  // A link being followed shows its station whether or not its person has arrived.
  const isFiltered = showArrival && isAwaitingOnly && linkedStationId === null;
  const shownList = useMemo(() => (isFiltered ? stationList.filter(isAwaitingArrival) : stationList), [isFiltered, stationList]);
  const indirectSections = useMemo(() => splitIndirectSections(shownList), [shownList]);
  const tabStations = useMemo(() => stationsOfTab(shownList, activeTab), [activeTab, shownList]);

  const conflict = useConflictHighlight(activeTab);

  // The popover belongs to the tab and quarter it was opened on; leaving either closes it.
  const panelRef = useRef<HTMLDivElement>(null);
  const [openTile, setOpenTile] = useState<OpenTile | null>(null);
  // Esc, or an assign, gives focus back to the tile of the last popover, found afresh as a live update may redraw it.
  const lastOpenedId = useRef<string | null>(null);
  const openPopover = useCallback((tile: OpenTile) => {
    lastOpenedId.current = tile.stationId;
    setOpenTile(tile);
  }, []);
  const openStation =
    openTile && quarter && openTile.tab === activeTab && openTile.quarterId === quarter.id && !stations.isPlaceholderData
      ? (stationList.find((s) => s.id === openTile.stationId) ?? null)
      : null;
  const closePopover = useCallback(() => setOpenTile(null), []);
  const returnFocus = useCallback(() => {
    const id = lastOpenedId.current;
    const tile = id === null ? null : panelRef.current?.querySelector(`[data-station-id="${CSS.escape(id)}"]`);
    if (tile instanceof HTMLElement) tile.focus();
  }, []);

  const stationsById = useMemo(() => new Map(stationList.map((s) => [s.id, s])), [stationList]);
  const { flag, clear } = conflict;
  const onConflict = useCallback(
    (stationId: string) => {
      const station = stationsById.get(stationId);
      flag(stationId, station ? tabsOfStation(station) : []);
    },
    [flag, stationsById],
  );

  /**
   * Tab in the popover's search box: the next station of this tab's walk, the map's rule (spec 1
   * §4, wrapping). Each walk stays among the tab's own tiles (decision 091).
   */
  const walk = walkOfTab(activeTab);
  const openNext = () => {
    const next = openTile ? findNextStation(stationList, openTile.stationId, walk) : null;
    const anchor = next ? panelRef.current?.querySelector(`[data-station-id="${next.id}"]`) : null;
    if (!openTile || !next || !(anchor instanceof HTMLElement)) return false;
    openPopover({ ...openTile, stationId: next.id, anchor });
    return true;
  };

  const tiles: TileState = {
    conflictStationId: conflict.conflict?.stationId ?? null,
    openStationId: openStation?.id ?? null,
    showArrival,
    // VIEW has no popover: the server refuses every change it could make (decision 050).
    onOpen: canManage && quarter ? (station, anchor) => openPopover({ stationId: station.id, anchor, tab: activeTab, quarterId: quarter.id }) : undefined,
  };

  /**
   * Following a station link: its tab first, then its popover (its tile for VIEW, who has none),
   * once its tile is drawn; then the link leaves the address, so a reload does not open it again.
   */
  const linked = linkedStationId !== null && stations.data && !isRedirecting ? (stations.data.find((st) => st.id === linkedStationId) ?? null) : undefined;
  useEffect(() => {
    if (linked === undefined || !quarter) return;
    const forget = () => setSearchParams((params) => withoutStationLink(params), { replace: true });
    const tab = linked ? (tabsOfStation(linked).includes(activeTab) ? activeTab : tabsOfStation(linked)[0]) : undefined;
    if (!linked || !tab) {
      forget();
      return;
    }
    if (tab !== activeTab) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      );
      return;
    }
    const tile = panelRef.current?.querySelector(`[data-station-id="${CSS.escape(linked.id)}"]`);
    if (!(tile instanceof HTMLElement)) return;
    tile.scrollIntoView({ block: 'center' });
    if (canManage) openPopover({ stationId: linked.id, anchor: tile, tab, quarterId: quarter.id });
    else tile.focus();
    forget();
  }, [linked, quarter, activeTab, canManage, openPopover, setSearchParams]);

  // Background reloads fail silently (spec 2 §4); only a press of Refresh reports a failure.
  const refreshing = useAsyncAction();
  const refresh = () =>
    refreshing.run(
      () => Promise.all([refreshQuarters(), ...(query ? [stations.refetch({ throwOnError: true }), stats.refetch({ throwOnError: true })] : [])]),
      MESSAGES.quarterRefreshFailed,
    );

  if (!quarters) {
    if (!quartersError) return <LoadingScreen fullHeight={false} />;
    return (
      <div className="mx-auto max-w-xl space-y-3 px-4 py-10 text-center">
        <Alert tone="error">{failureText(quartersError, MESSAGES.quarterDataFailed)}</Alert>
        <Button variant="secondary" onClick={() => void refreshQuarters().catch(() => undefined)}>
          {MESSAGES.tryAgain}
        </Button>
      </div>
    );
  }
  if (isRedirecting) return <LoadingScreen fullHeight={false} />;

  // Counters that did not load say so in the spec's banner and show placeholders, never zeros (issue 25).
  const statsFailed = stats.isError && !stats.data;
  const problems = [
    statsFailed ? failureText(stats.error, MESSAGES.quarterDataFailed) : null,
    stations.error && !stations.data ? failureText(stations.error, MESSAGES.stationDataFailedRetry) : null,
    refreshing.error,
  ].filter((text): text is string => text !== null);

  const line = lineOfTab(activeTab);
  const toToggle = line && canManage ? stationsToToggleForLine(stationList, line) : [];

  let panel;
  const isTabEmpty = activeTab === 'indirects' ? shownList.every((st) => !tabsOfStation(st).includes('indirects')) : tabStations.length === 0;
  if (!stations.data) {
    panel = stations.isError ? null : (
      <p className="flex items-center gap-2 text-slate-600">
        <Spinner /> {MESSAGES.loading}
      </p>
    );
  } else if (isFiltered && isTabEmpty) {
    panel = <EmptyState text={MESSAGES.noneAwaitingArrival} />;
  } else if (line) {
    const now = current && { quarterId: current.quarter.id, date: current.date };
    const control = toToggle.length > 0 ? { centerId, isAnyActive: toToggle.some((s) => s.is_active), now } : null;
    panel = <LineTabPanel lineNumber={line} stations={tabStations} tiles={tiles} lineToggle={control} />;
  } else if (activeTab === 'indirects') {
    panel = <IndirectsTabPanel sections={indirectSections} tiles={tiles} />;
  } else {
    panel = (
      <StationSection title={MESSAGES.criticalStations} count={staffedCount(tabStations)}>
        {tabStations.length === 0 ? (
          <EmptyState text={MESSAGES.noCriticalStations} />
        ) : (
          <StationTiles stations={tabStations} label={MESSAGES.criticalStations} state={tiles} />
        )}
      </StationSection>
    );
  }

  return (
    <div className="mx-auto max-w-screen-2xl space-y-5 px-4 py-5 sm:px-6 sm:py-6">
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
        <QuarterViewHeader
          quarter={quarter}
          routeKey={routeKey}
          timeZone={timeZone}
          date={date}
          isFlagInForce={isFlagInForce}
          breakText={breakText}
          refreshedAt={stations.dataUpdatedAt}
          isLive={isLive}
          isRefreshing={refreshing.isRunning}
          onRefresh={() => void refresh()}
          actions={canManage ? <DayPlanActions centerId={centerId} centerCode={centerCode} role={role} date={planDay} quarter={quarter} /> : null}
        />
        <PlanningBar
          day={planDay}
          quarterName={quarter?.quarter_name ?? null}
          isPlanning={plan.isPlanning}
          onPickDay={plan.pickDay}
          onBackToNow={plan.backToNow}
        />
        <QuarterPager quarters={sortedQuarters} viewedQuarterId={quarter?.id ?? null} currentQuarterId={currentQuarter?.id ?? null} linkDay={plan.linkDay} />
      </div>

      {problems.map((text) => (
        <Alert key={text} tone="error">
          {text}
        </Alert>
      ))}

      {quarter ? (
        <>
          <StaffingCounters stats={stats.data} missing={statsFailed ? 'failed' : 'loading'} />
          <DemandPanel centerId={centerId} day={planDay} quarter={quarter} hasBegun={hasOccurrenceBegun({ quarter, date }, now)} />
          <section aria-label={MESSAGES.stationsRegion} className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="px-3 pt-2">
              <QuarterTabBar activeTab={activeTab} counts={counts} flaggedTabs={conflict.conflict?.tabs ?? []} onSelect={selectTab} />
            </div>
            {showArrival && (
              <div className="flex justify-end px-5 pt-4">
                <button
                  type="button"
                  aria-pressed={isAwaitingOnly}
                  onClick={() => setIsAwaitingOnly((on) => !on)}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold shadow-sm',
                    isAwaitingOnly ? 'border-amber-400 bg-amber-50 text-amber-950' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                  )}
                >
                  <Clock aria-hidden className="size-4" />
                  {MESSAGES.awaitingArrivalFilter}
                </button>
              </div>
            )}
            <div ref={panelRef} role="tabpanel" id={tabPanelId(activeTab)} aria-labelledby={`quarter-tab-${activeTab}`} className="relative p-5">
              {stations.isPlaceholderData && (
                <p role="status" className="mb-3 flex items-center gap-2 text-sm text-slate-600">
                  <Spinner className="size-4" /> {MESSAGES.loading}
                </p>
              )}
              {panel}
            </div>
          </section>
        </>
      ) : (
        <EmptyState text={sortedQuarters.length === 0 ? MESSAGES.noQuarters : MESSAGES.quarterNotFound(routeKey)} />
      )}

      {openStation && quarter && openTile && (
        <StationPopover
          centerId={centerId}
          role={role}
          quarter={quarter}
          date={date}
          rosterDay={rosterDayOf({ quarter, date }, sortedQuarters)}
          station={openStation}
          stations={stationList}
          anchor={openTile.anchor}
          onClose={closePopover}
          onReturnFocus={returnFocus}
          onConflict={onConflict}
          onAssigned={clear}
          onNext={openNext}
          walk={walk}
        />
      )}
    </div>
  );
}
