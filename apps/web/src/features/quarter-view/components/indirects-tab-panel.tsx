import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { staffedCount } from '@stationboard/domain/quarters/tab-stations';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import type { IndirectSections } from '@stationboard/domain/stations/indirect-sections';
import { LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import { cn } from '../../../lib/cn.ts';
import { EmptyState } from './line-tab-panel.tsx';
import { StationSection } from './station-section.tsx';
import { StationTiles, type TileState } from './station-tile.tsx';

/** Spec 2 §2: the main lines get a column each even when empty; line 4 only when it has indirect roles. */
const MAIN_LINES = [1, 2, 3] as const;

/** Spec 2 §2 Indirects tab: Additional Indirects, Line Stations per line, Other Indirect Stations in floor rows. */
export function IndirectsTabPanel({ sections, tiles }: { sections: IndirectSections<Station>; tiles: TileState }) {
  const lineColumns = LINE_NUMBERS.filter((line) => (MAIN_LINES as readonly number[]).includes(line) || sections.byLine[line]);
  const hasLineStations = LINE_NUMBERS.some((line) => sections.byLine[line]);
  return (
    <div className="space-y-6">
      <StationSection title={MESSAGES.additionalIndirects} count={staffedCount(sections.additional)}>
        {sections.additional.length === 0 ? (
          <EmptyState text={MESSAGES.noAdditionalIndirects} />
        ) : (
          <StationTiles stations={sections.additional} label={MESSAGES.additionalIndirects} state={tiles} />
        )}
      </StationSection>

      {hasLineStations && (
        <StationSection title={MESSAGES.lineStations}>
          <div className={cn('grid gap-4', lineColumns.length > 3 ? 'md:grid-cols-4' : 'md:grid-cols-3')}>
            {lineColumns.map((line) => (
              <div key={line} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
                <h3 className="text-sm font-semibold text-slate-700">Line {line}</h3>
                {sections.byLine[line] ? (
                  <StationTiles stations={sections.byLine[line]} label={MESSAGES.lineIndirectStations(line)} state={tiles} layout="column" />
                ) : (
                  <p className="text-sm text-ink-muted">{MESSAGES.none}</p>
                )}
              </div>
            ))}
          </div>
        </StationSection>
      )}

      {sections.otherRows.length > 0 && (
        <StationSection title={MESSAGES.otherIndirectStations}>
          <div className="space-y-3">
            {sections.otherRows.map((row, index) => (
              <StationTiles key={row[0]!.id} stations={row} label={MESSAGES.floorRow(index + 1)} state={tiles} />
            ))}
          </div>
        </StationSection>
      )}
    </div>
  );
}
