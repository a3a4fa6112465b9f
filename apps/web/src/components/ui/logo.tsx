import { cn } from '../../lib/cn.ts';

/** The four coloured stations of the favicon: lines 1-4 in the map's line colours. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-10', className)}>
      <rect width="32" height="32" rx="6" fill="#1e3a8a" />
      <rect x="6" y="8" width="8" height="7" rx="1.5" fill="#60a5fa" />
      <rect x="18" y="8" width="8" height="7" rx="1.5" fill="#4ade80" />
      <rect x="6" y="18" width="8" height="7" rx="1.5" fill="#c084fc" />
      <rect x="18" y="18" width="8" height="7" rx="1.5" fill="#fb923c" />
    </svg>
  );
}
