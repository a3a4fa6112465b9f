import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  Background,
  BackgroundVariant,
  Controls,
  ReactFlow,
  getNodesBounds,
  getViewportForBounds,
  useReactFlow,
  useStore,
  useStoreApi,
  type CoordinateExtent,
  type Edge,
  type NodeChange,
  type ReactFlowState,
  type Viewport,
  type XYPosition,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import './floor-canvas.css';
import type { CanvasBounds } from '@stationboard/domain/stations/canvas-bounds';
import { firstLineBox, openingViewport, savedViewOf } from '@stationboard/domain/stations/opening-view';
import { STATION_CARD_HEIGHT_PX, STATION_CARD_WIDTH_PX, ZOOM_MAX, ZOOM_MAX_AUTO_FIT, ZOOM_MIN, ZOOM_START } from '@stationboard/domain/timings';
import { cn } from '../../../lib/cn.ts';
import type { MapViewMemory } from '../hooks/use-map-preferences.ts';
import { StationNode, type StationFlowNode } from './station-node.tsx';

const NODE_TYPES = { station: StationNode };
/** The floor has no edges; one array for every render, as xyflow stores each new one it is given. */
const NO_EDGES: Edge[] = [];

/** Spec 1 §9: fit never zooms past 3 (the zoom range itself still stops at 2.5). */
export const FIT_VIEW_OPTIONS = { maxZoom: ZOOM_MAX_AUTO_FIT, minZoom: ZOOM_MIN, padding: 0.08 } as const;

export type FloorCanvasProps = {
  nodes: StationFlowNode[];
  bounds: CanvasBounds;
  isLocked: boolean;
  /** Placement mode: the next click on the floor places this station. */
  isPlacing: boolean;
  onNodeMoved: (stationId: string, position: XYPosition) => void;
  onPlace: (position: XYPosition) => void;
  /** The user's last view on this device: read when the canvas opens, written after each pan or zoom. */
  viewMemory: MapViewMemory;
};

const selectDomNode = (state: ReactFlowState) => state.domNode;

/**
 * The floor itself, drawn in the viewport so it pans and zooms with the cards. What xyflow's
 * ViewportPortal does, but it looks its target up once: ViewportPortal searched the whole map
 * (1000 cards) with querySelector on every change of xyflow's store (issue 26).
 */
function FloorBounds({ bounds }: { bounds: CanvasBounds }) {
  const domNode = useStore(selectDomNode);
  const target = useMemo(() => domNode?.querySelector<HTMLElement>('.react-flow__viewport-portal') ?? null, [domNode]);
  if (!target) return null;
  return createPortal(
    // Everything inside may hold a card (spec 1 §9 canvas bounds).
    <div
      aria-hidden
      data-testid="floor-bounds"
      className="pointer-events-none absolute rounded-xl border-2 border-slate-300 bg-white/70"
      style={{ left: 0, top: 0, width: bounds.width, height: bounds.height, zIndex: -1 }}
    />,
    target,
  );
}

/**
 * The floor (spec 1 §2): a zoomable, pannable xyflow canvas of station cards, drawn over a
 * floor of the canvas bounds. Cards drag only while the layout is unlocked; a drop reports
 * the raw position and the layout editor rounds and clamps it.
 *
 * xyflow copies every prop it tracks into its store when its identity changes, and each store
 * change runs the selector of every card (1000 of them): so what does not change here keeps
 * its identity from one render to the next, and a realtime change costs one store update
 * (the nodes), not four (issue 26).
 */
export function FloorCanvas({ nodes, bounds, isLocked, isPlacing, onNodeMoved, onPlace, viewMemory }: FloorCanvasProps) {
  const { fitView, screenToFlowPosition, setViewport } = useReactFlow();
  const store = useStoreApi<StationFlowNode>();
  const [drag, setDrag] = useState<{ id: string; position: XYPosition } | null>(null);

  const shownNodes = useMemo(() => (drag ? nodes.map((node) => (node.id === drag.id ? { ...node, position: drag.position } : node)) : nodes), [drag, nodes]);

  const onNodesChange = useCallback((changes: NodeChange<StationFlowNode>[]) => {
    for (const change of changes) {
      if (change.type === 'position' && change.position && change.dragging) setDrag({ id: change.id, position: change.position });
    }
  }, []);

  // The screen hands a new callback each render; the one xyflow holds reads the latest.
  const onNodeMovedRef = useRef(onNodeMoved);
  useLayoutEffect(() => {
    onNodeMovedRef.current = onNodeMoved;
  }, [onNodeMoved]);
  const onNodeDragStop = useCallback((_event: unknown, node: StationFlowNode) => {
    setDrag(null);
    onNodeMovedRef.current(node.id, node.position);
  }, []);

  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      if (!isPlacing) return;
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      // The card lands centred on the click.
      onPlace({ x: point.x - STATION_CARD_WIDTH_PX / 2, y: point.y - STATION_CARD_HEIGHT_PX / 2 });
    },
    [isPlacing, onPlace, screenToFlowPosition],
  );

  const onDoubleClick = useCallback(
    (event: MouseEvent) => {
      // Spec 1 §2: double-click re-fits when the layout is locked (a card's own double-click is not the floor's).
      if (isLocked && event.target instanceof Element && !event.target.closest('.react-flow__node')) void fitView(FIT_VIEW_OPTIONS);
    },
    [fitView, isLocked],
  );

  /** Issue 18: open legible (the whole floor, or around the last view or the first line), not always fitted. */
  const onInit = useCallback(() => {
    const { width, height, nodes: shown } = store.getState();
    if (width === 0 || height === 0 || shown.length === 0) return;
    const floor = getNodesBounds(shown);
    const fit = getViewportForBounds(floor, width, height, FIT_VIEW_OPTIONS.minZoom, FIT_VIEW_OPTIONS.maxZoom, FIT_VIEW_OPTIONS.padding);
    const firstLine = firstLineBox(shown.map((node) => ({ ...node.data.station, position_x: node.position.x, position_y: node.position.y })));
    void setViewport(openingViewport({ size: { width, height }, fit, floor, firstLine, saved: viewMemory.read() }));
  }, [setViewport, store, viewMemory]);

  // Every view is remembered, the opening one and re-fits too: each is where the user last was.
  const onMoveEnd = useCallback(
    (_event: unknown, viewport: Viewport) => {
      const { width, height } = store.getState();
      viewMemory.write(savedViewOf(viewport, { width, height }));
    },
    [store, viewMemory],
  );

  const translateExtent = useMemo<CoordinateExtent>(() => {
    const margin = Math.max(bounds.width, bounds.height) / 2;
    return [
      [-margin, -margin],
      [bounds.width + margin, bounds.height + margin],
    ];
  }, [bounds.width, bounds.height]);

  return (
    <ReactFlow<StationFlowNode>
      nodes={shownNodes}
      edges={NO_EDGES}
      nodeTypes={NODE_TYPES}
      onNodesChange={onNodesChange}
      onNodeDragStop={onNodeDragStop}
      onPaneClick={onPaneClick}
      onDoubleClick={onDoubleClick}
      defaultViewport={{ x: 0, y: 0, zoom: ZOOM_START }}
      minZoom={ZOOM_MIN}
      maxZoom={ZOOM_MAX}
      onInit={onInit}
      onMoveEnd={onMoveEnd}
      translateExtent={translateExtent}
      nodesDraggable={!isLocked}
      nodesConnectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      // The map's own arrow keys move between cards (decision 122); xyflow's, which move nodes, and their hint text are off.
      disableKeyboardA11y
      elementsSelectable={false}
      selectNodesOnDrag={false}
      zoomOnDoubleClick={false}
      deleteKeyCode={null}
      selectionKeyCode={null}
      multiSelectionKeyCode={null}
      className={cn('floor-canvas', isPlacing && 'is-placing')}
    >
      <FloorBounds bounds={bounds} />
      <Background variant={BackgroundVariant.Dots} gap={20} size={1} color="#cbd5e1" />
      <Controls showInteractive={false} fitViewOptions={FIT_VIEW_OPTIONS} />
    </ReactFlow>
  );
}
