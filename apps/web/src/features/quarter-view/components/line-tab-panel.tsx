import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { LineActivationButton } from '../../../components/line-activation/line-activation-button.tsx';
import type { QuarterNow } from '../../../lib/api/line-activation.ts';
import { StationTiles, type TileState } from './station-tile.tsx';

export type LineToggleControl = {
  centerId: string;
  /** True when pressing would switch the line off (some station on it is active). */
  isAnyActive: boolean;
  /** The quarter the screen calls current, for the count of people the switch affects. */
  now: QuarterNow;
};

/** Spec 2 §2 line tab: the line's tiles, and for MANAGER and above the bulk line toggle (§4), which asks first (issue 25). */
export function LineTabPanel({
  lineNumber,
  stations,
  tiles,
  lineToggle,
}: {
  lineNumber: number;
  stations: readonly Station[];
  tiles: TileState;
  lineToggle: LineToggleControl | null;
}) {
  return (
    <div className="space-y-4">
      {lineToggle && (
        <div className="flex justify-end">
          <LineActivationButton
            centerId={lineToggle.centerId}
            lineNumber={lineNumber}
            isAnyActive={lineToggle.isAnyActive}
            now={lineToggle.now}
            text={lineToggle.isAnyActive ? MESSAGES.deactivateLine : MESSAGES.activateLine}
          />
        </div>
      )}
      {stations.length === 0 ? (
        <EmptyState text={MESSAGES.noStationsForLine(lineNumber)} />
      ) : (
        <StationTiles stations={stations} label={MESSAGES.lineStationsOf(lineNumber)} state={tiles} />
      )}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-ink-muted">{text}</p>;
}
