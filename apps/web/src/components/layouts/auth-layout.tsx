import type { ReactNode } from 'react';
import { Logo } from '../ui/logo.tsx';

/** The frame of the public screens (sign-in, reset password): logo, heading, one card. */
export function AuthLayout({ heading, tagline, children }: { heading: ReactNode; tagline?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-slate-50 to-blue-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="flex flex-col items-center text-center">
          <Logo className="size-14 drop-shadow-sm" />
          <div className="mt-4">{heading}</div>
          {tagline && <p className="mt-2 max-w-sm text-sm text-slate-600">{tagline}</p>}
        </div>
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}
