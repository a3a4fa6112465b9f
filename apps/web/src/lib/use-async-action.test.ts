import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppError } from '@stationboard/domain/errors/app-error';
import { useAsyncAction } from './use-async-action.ts';

describe('useAsyncAction', () => {
  it('is busy while the action runs and clears the last failure when it starts again', async () => {
    const { result } = renderHook(() => useAsyncAction());
    await act(() => result.current.run(() => Promise.reject(new Error('offline')), 'Could not save'));
    expect(result.current.error).toBe('Could not save');

    let finish = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), 'Could not save');
    });
    expect(result.current.isRunning).toBe(true);
    expect(result.current.error).toBeNull();
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.isRunning).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("shows the server's own message in preference to the fallback", async () => {
    const { result } = renderHook(() => useAsyncAction());
    await act(() => result.current.run(() => Promise.reject(new AppError('CONFLICT', 'Station code already exists')), 'Could not save'));
    expect(result.current.error).toBe('Station code already exists');
  });
});
