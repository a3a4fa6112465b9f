import type { ReactNode } from 'react';
import type { TabCount } from '@stationboard/domain/quarters/quarter-tabs';

/** A titled group of tiles: "Additional Indirects (2/3)". */
export function StationSection({ title, count, children }: { title: string; count?: TabCount; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-base font-semibold text-ink">
        {title}
        {count && (
          <span className="ml-1 font-normal text-ink-muted tabular-nums">
            ({count.assigned}/{count.total})
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}
