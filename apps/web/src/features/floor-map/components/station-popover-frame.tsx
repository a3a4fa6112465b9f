import { useRef, type ReactNode, type RefObject } from 'react';
import { Popover } from 'radix-ui';
import type { Station } from '@stationboard/domain/schemas/floor-map';

/** Anything with a position on screen: a card of the map, a tile of the quarter view. */
export type PopoverAnchor = { getBoundingClientRect: () => DOMRect };

export type StationPopoverFrameProps = {
  /** Open while set. */
  station: Station | null;
  anchor: RefObject<PopoverAnchor>;
  /** Beside the anchor (a card, a tile), or centred below it (the floor's top edge). */
  side?: 'right' | 'bottom';
  /** Where the popover is put in the page: the map's own box, so it stays visible in full screen. */
  container?: HTMLElement | null;
  onClose: () => void;
  /**
   * Where focus goes when the popover closes by Esc or by its own buttons (decision 122); a
   * click elsewhere leaves focus where the click put it. Without it, focus is left to the browser.
   */
  onReturnFocus?: () => void;
  children: ReactNode;
};

/**
 * The floating box of the assignment popover (spec 1 §2), beside the station it belongs to.
 * It follows its anchor on every frame, as map cards move while the map pans and zooms, and
 * never grows past the screen's edge: on a phone its content scrolls inside it instead.
 */
export function StationPopoverFrame({ station, anchor, side = 'right', container, onClose, onReturnFocus, children }: StationPopoverFrameProps) {
  const wasClosedOutside = useRef(false);
  return (
    <Popover.Root open={station !== null} onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal container={container}>
        <Popover.Content
          side={side}
          align={side === 'right' ? 'start' : 'center'}
          sideOffset={10}
          collisionPadding={12}
          updatePositionStrategy="always"
          onOpenAutoFocus={() => {
            wasClosedOutside.current = false;
          }}
          onInteractOutside={() => {
            wasClosedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            if (!onReturnFocus || wasClosedOutside.current) return;
            event.preventDefault();
            onReturnFocus();
          }}
          aria-label={station ? `Station ${station.station_code}` : undefined}
          className="z-50 max-h-(--radix-popover-content-available-height) overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
