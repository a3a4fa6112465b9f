import type { ReactNode } from 'react';
import { TriangleAlert, CircleCheck, Info, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type Tone = 'success' | 'info' | 'warning' | 'error';

const TONES: Record<Tone, { box: string; Icon: typeof Info }> = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CircleCheck },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-800', Icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: TriangleAlert },
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleX },
};

/** A message box; errors are announced at once, the rest politely. */
export function Alert({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  const { box, Icon } = TONES[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={cn('flex gap-2 rounded-md border px-3 py-2 text-sm', box, className)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
