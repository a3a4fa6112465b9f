import { Power } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StationTiles, type TileState } from './station-tile.tsx';

export type LineToggleControl = {
  /** True when pressing would switch the line off (some station on it is active). */
  isAnyActive: boolean;
  isBusy: boolean;
  onToggle: () => void;
};

/** Spec 2 §2 line tab: the line's tiles, and for MANAGER and above the bulk line toggle (§4). */
export function LineTabPanel({ lineNumber, stations, tiles, lineToggle }: { lineNumber: number; stations: readonly Station[]; tiles: TileState; lineToggle: LineToggleControl | null }) {
  return (
    <div className="space-y-4">
      {lineToggle && (
        <div className="flex justify-end">
          <Button variant={lineToggle.isAnyActive ? 'secondary' : 'primary'} disabled={lineToggle.isBusy} onClick={lineToggle.onToggle}>
            {lineToggle.isBusy ? <Spinner className="size-4" /> : <Power aria-hidden className="size-4" />}
            {lineToggle.isAnyActive ? MESSAGES.deactivateLine : MESSAGES.activateLine}
          </Button>
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
