import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { ErrorFallback } from '../layouts/error-fallback.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('broken screen');
  return <p>Screen works</p>;
}

function Harness({ onReload }: { onReload: () => void }) {
  const [path, setPath] = useState('/a');
  return (
    <>
      <button onClick={() => setPath('/b')}>Go elsewhere</button>
      <ErrorBoundary resetKeys={[path]} fallback={(reset) => <ErrorFallback onTryAgain={reset} onReload={onReload} />}>
        <Fragile />
      </ErrorBoundary>
    </>
  );
}

describe('error fallback', () => {
  it('replaces a failing screen with the spec text and three ways out', () => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness onReload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: MESSAGES.somethingWentWrong })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.unexpectedErrorExplanation)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.tryAgain })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.reloadPage })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.goHome })).toHaveAttribute('href', '/');
  });

  it('keeps the details in the local console only', () => {
    shouldThrow = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness onReload={vi.fn()} />);
    expect(log).toHaveBeenCalledWith('Render failure', expect.objectContaining({ message: 'broken screen' }), expect.anything());
    expect(screen.queryByText(/broken screen/)).not.toBeInTheDocument();
  });

  it('Try Again clears the error and renders the screen again', async () => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness onReload={vi.fn()} />);
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(screen.getByText('Screen works')).toBeInTheDocument();
  });

  it('Reload Page reloads', async () => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(<Harness onReload={reload} />);
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.reloadPage }));
    expect(reload).toHaveBeenCalled();
  });

  it('clears itself when the person moves to another path', async () => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness onReload={vi.fn()} />);
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.getByText('Screen works')).toBeInTheDocument();
  });
});
