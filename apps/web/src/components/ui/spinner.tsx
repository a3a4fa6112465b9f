import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-5 animate-spin', className)} />;
}

/** A spinner centred in the room a list or tab fills once it has loaded. */
export function LoadingBlock() {
  return (
    <div className="flex justify-center py-10 text-ink-muted">
      <Spinner />
    </div>
  );
}
