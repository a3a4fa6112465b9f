import { createContext, memo, useContext } from 'react';
import type { Node, NodeProps } from '@xyflow/react';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { STATION_CARD_HEIGHT_PX, STATION_CARD_WIDTH_PX } from '@stationboard/domain/timings';
import type { StationHighlight } from '../hooks/use-station-highlights.ts';
import { StationCard } from './station-card.tsx';

export type StationNodeData = {
  station: Station;
  highlight: StationHighlight | null;
  isOpen: boolean;
  isUnlocked: boolean;
  isMoved: boolean;
  isTvMode: boolean;
  /** The viewer may open the popover (MANAGER and up, decision 030). */
  canOpen: boolean;
  /** The map's one tab stop (decision 122). */
  isTabStop: boolean;
  /** The quarter people are arriving for: the card says whether its person has checked in (issue 25). */
  showArrival: boolean;
  /** Another quarter is loading: the card is where it stands, its person not known yet. */
  isLoading: boolean;
};

export type StationFlowNode = Node<StationNodeData, 'station'>;

/** Stable callbacks for every card, kept out of node data so a node changes only when its station does. */
export type StationNodeActions = { open: (stationId: string) => void; hide: (stationId: string) => void };

export const StationNodeActionsContext = createContext<StationNodeActions>({ open: () => undefined, hide: () => undefined });

export const StationNode = memo(function StationNode({ data }: NodeProps<StationFlowNode>) {
  const actions = useContext(StationNodeActionsContext);
  const id = data.station.id;
  return (
    <StationCard
      station={data.station}
      highlight={data.highlight}
      isOpen={data.isOpen}
      isUnlocked={data.isUnlocked}
      isMoved={data.isMoved}
      isTvMode={data.isTvMode}
      isTabStop={data.isTabStop}
      showArrival={data.showArrival}
      isLoading={data.isLoading}
      onOpen={data.canOpen ? () => actions.open(id) : undefined}
      onHide={data.isUnlocked ? () => actions.hide(id) : undefined}
    />
  );
});

type NodeInputs = Omit<StationNodeData, 'station'> & { x: number; y: number };

const sameInputs = (a: NodeInputs, b: NodeInputs) =>
  a.x === b.x &&
  a.y === b.y &&
  a.highlight === b.highlight &&
  a.isOpen === b.isOpen &&
  a.isUnlocked === b.isUnlocked &&
  a.isMoved === b.isMoved &&
  a.isTvMode === b.isTvMode &&
  a.canOpen === b.canOpen &&
  a.isTabStop === b.isTabStop &&
  a.showArrival === b.showArrival &&
  a.isLoading === b.isLoading;

/**
 * Node objects are reused while neither their station (kept identical across reloads by the
 * query cache's structural sharing) nor their flags change, so a reload, a drag or an open
 * popover re-renders only the cards that changed: 1000 cards stay cheap (STACK.md).
 */
/** xyflow turns pointer events off for nodes that are neither selectable nor draggable; cards are buttons. */
const NODE_STYLE = { pointerEvents: 'all' } as const;

const nodeCache = new WeakMap<Station, { inputs: NodeInputs; node: StationFlowNode }>();

export function toStationNode(station: Station, inputs: NodeInputs): StationFlowNode {
  const cached = nodeCache.get(station);
  if (cached && sameInputs(cached.inputs, inputs)) return cached.node;
  const { x, y, ...flags } = inputs;
  const node: StationFlowNode = {
    id: station.id,
    type: 'station',
    position: { x, y },
    // Explicit sizes: xyflow shows a node only once it knows its size (STACK.md).
    width: STATION_CARD_WIDTH_PX,
    height: STATION_CARD_HEIGHT_PX,
    measured: { width: STATION_CARD_WIDTH_PX, height: STATION_CARD_HEIGHT_PX },
    style: NODE_STYLE,
    data: { station, ...flags },
  };
  nodeCache.set(station, { inputs, node });
  return node;
}
