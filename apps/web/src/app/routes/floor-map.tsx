import { Tv } from 'lucide-react';
import { ScreenPlaceholder } from '../../components/layouts/screen-placeholder.tsx';

export function FloorMapRoute() {
  return (
    <ScreenPlaceholder title="Floor Map" subtitle="Station Layout">
      {/* Spec 1 §2: the TV List is reached by a full page navigation from the map. */}
      <a href="/tv-list" className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 shadow-sm hover:bg-slate-50">
        <Tv aria-hidden className="size-4" />
        TV List
      </a>
    </ScreenPlaceholder>
  );
}
