import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Tone = 'neutral' | 'warning' | 'error';

const ICON_TONES: Record<Tone, string> = {
  neutral: 'bg-blue-100 text-blue-700',
  warning: 'bg-amber-100 text-amber-700',
  error: 'bg-red-100 text-red-700',
};

/** The card of the account states and fallbacks: an icon, a title, text and actions. */
export function MessageCard({
  icon,
  title,
  tone = 'neutral',
  children,
  actions,
  isWide = false,
}: {
  icon: ReactNode;
  title: string;
  tone?: Tone;
  children?: ReactNode;
  actions?: ReactNode;
  /** Room for three buttons side by side. */
  isWide?: boolean;
}) {
  return (
    <section
      aria-label={title}
      className={cn('w-full rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8', isWide ? 'max-w-lg' : 'max-w-md')}
    >
      <div className={cn('mx-auto flex size-12 items-center justify-center rounded-full', ICON_TONES[tone])}>{icon}</div>
      <h1 className="mt-4 text-xl font-semibold text-ink">{title}</h1>
      {children && <div className="mt-3 space-y-3 text-sm text-slate-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
