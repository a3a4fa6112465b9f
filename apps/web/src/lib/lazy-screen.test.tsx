import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from '../components/layouts/error-fallback.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { lazyScreen, retryFailedScreens } from './lazy-screen.tsx';

describe('lazy screens', () => {
  it('shows the fallback when a screen cannot be downloaded, and loads it on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ Planner: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Planner: () => <h1>Planner</h1> });
    const Planner = lazyScreen(load, 'Planner');

    render(
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
        <Suspense fallback="Loading...">
          <Planner />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
