import type { ReactNode } from 'react';

/** Centres one card on the page: account states, fallbacks, the loading spinner. */
export function CenteredScreen({ children, fullHeight = true }: { children: ReactNode; fullHeight?: boolean }) {
  return (
    <div className={fullHeight ? 'flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10' : 'flex items-center justify-center px-4 py-16'}>
      {children}
    </div>
  );
}
