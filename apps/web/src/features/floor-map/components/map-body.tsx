import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { MapLayout } from '../hooks/use-map-layout.ts';
import type { MapViewMemory } from '../hooks/use-map-preferences.ts';
import type { MapStations } from '../hooks/use-map-stations.ts';
import type { StationHighlight } from '../hooks/use-station-highlights.ts';
import { FloorCanvas } from './floor-canvas.tsx';
import { StationNodeActionsContext, type StationFlowNode, type StationNodeActions } from './station-node.tsx';
import { StationList } from './station-list.tsx';

export type MapBodyProps = {
  quartersFailed: boolean;
  onRetryQuarters: () => void;
  map: MapStations;
  layout: MapLayout;
  /** The phone's list instead of the floor (issue 18). */
  isList: boolean;
  nodes: StationFlowNode[];
  nodeActions: StationNodeActions;
  highlights: ReadonlyMap<string, StationHighlight>;
  openStationId: string | null;
  /** MANAGER and up open the popover (decision 030). */
  canOpen: boolean;
  viewMemory: MapViewMemory;
};

/** What fills the map under its header: a problem, the spinner, the phone's list, or the floor of cards. */
export function MapBody({
  quartersFailed,
  onRetryQuarters,
  map,
  layout,
  isList,
  nodes,
  nodeActions,
  highlights,
  openStationId,
  canOpen,
  viewMemory,
}: MapBodyProps) {
  const { stations, isFiltered } = map;
  if (quartersFailed) return <MapProblem message={MESSAGES.mapDataFailed} onRetry={onRetryQuarters} />;
  if (stations.isError && !stations.data) return <MapProblem message={MESSAGES.stationDataFailed} onRetry={() => void stations.refetch()} />;
  if (!stations.data) {
    return (
      <div className="flex h-full items-center justify-center gap-2 text-slate-600">
        <Spinner /> {MESSAGES.loading}
      </div>
    );
  }
  if (isList) {
    return (
      <StationList
        stations={map.shown}
        highlights={highlights}
        openStationId={openStationId}
        onOpen={canOpen ? nodeActions.open : undefined}
        showArrival={map.showArrival}
        isLoading={map.isLoadingPeople}
        emptyText={isFiltered ? MESSAGES.noneAwaitingArrival : undefined}
      />
    );
  }
  const { editor, placingStationId } = layout;
  return (
    <StationNodeActionsContext.Provider value={nodeActions}>
      <FloorCanvas
        nodes={nodes}
        bounds={map.bounds}
        isLocked={editor.isLocked}
        isPlacing={placingStationId !== null}
        onNodeMoved={(id, position) => editor.move(id, position, map.bounds)}
        onPlace={(position) => {
          if (placingStationId) editor.move(placingStationId, position, map.bounds);
          layout.setPlacingStationId(null);
        }}
        viewMemory={viewMemory}
      />
      {nodes.length === 0 && (
        <p className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-sm text-ink-muted">
          {isFiltered ? MESSAGES.noneAwaitingArrival : MESSAGES.noStationsOnMap}
        </p>
      )}
      {stations.isPlaceholderData && (
        <p role="status" className="absolute top-3 left-3 flex items-center gap-2 rounded-md bg-white/90 px-3 py-1.5 text-sm text-slate-700 shadow">
          <Spinner className="size-4" /> {MESSAGES.loading}
        </p>
      )}
    </StationNodeActionsContext.Provider>
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
