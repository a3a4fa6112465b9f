import { MESSAGES } from '../../lib/i18n/messages.ts';
import type { ReactNode } from 'react';

/** A screen whose content arrives in a later issue: its name, its subtitle, and room below. */
export function ScreenPlaceholder({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-1 text-slate-600">{subtitle}</p>
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-ink-muted">
        {children ?? MESSAGES.screenBeingBuilt}
      </div>
    </div>
  );
}
