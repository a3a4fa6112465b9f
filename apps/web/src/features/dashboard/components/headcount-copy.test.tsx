import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stats } from '../testing/fixtures.ts';
import { HeadcountCopy } from './headcount-copy.tsx';

const TEXT = 'Main Line: 24\nSAP: 6\nIndirects: 10\nRatio: 3.0';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard;
}

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('HeadcountCopy', () => {
  it("copies main line (lines 1-3), SAP, indirects and ratio, and says 'Copied' for 2 s", async () => {
    // userEvent brings a clipboard of its own; ours replaces it after setup.
    const clipboard = stubClipboard(async () => undefined);
    render(<HeadcountCopy stats={stats()} />);
    expect(screen.getByLabelText('Headcount text').textContent).toBe(TEXT);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(TEXT);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('claims nothing was copied when the person is asked to copy by hand', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<HeadcountCopy stats={stats()} />);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining(TEXT));
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});
