import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@stationboard/domain/errors/app-error';

/** A 4xx answer will not change on a second try; a lost connection or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof AppError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * One client per app. Each query sets its own staleTime/gcTime from the spec's cache
 * lifetimes (CACHE_TTL_MS, spec 1 §9); the defaults here cover the rest.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
