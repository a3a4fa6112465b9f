import { useId, type ReactNode } from 'react';
import { StationHelpPopover } from './station-help-popover.tsx';

/** A card of the Stations tab: its heading with the help popover beside it, then the body. */
export function StationsPanel({ title, help, children }: { title: string; help: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-1.5">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        <StationHelpPopover topic={title}>{help}</StationHelpPopover>
      </div>
      {children}
    </section>
  );
}
