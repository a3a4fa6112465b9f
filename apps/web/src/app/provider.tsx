import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorFallback } from '../components/layouts/error-fallback.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { retryFailedScreens } from '../lib/lazy-screen.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <ErrorFallback
          onTryAgain={() => {
            retryFailedScreens();
            reset();
          }}
        />
      )}
    >
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
