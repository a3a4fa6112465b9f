import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BadgeScanInput } from './badge-scan-input.tsx';

const scanInput = () => screen.getByLabelText('Scan Your Badge');

describe('BadgeScanInput', () => {
  it('is a password field that has the focus as soon as it appears', () => {
    render(<BadgeScanInput onScan={vi.fn()} />);
    expect(scanInput()).toHaveAttribute('type', 'password');
    expect(scanInput()).toHaveFocus();
  });

  it('hands over what the scanner typed when it presses Enter, trimmed, and clears for the next badge', async () => {
    const onScan = vi.fn();
    render(<BadgeScanInput onScan={onScan} />);
    // A scanner types into whatever has focus: no click first.
    await userEvent.keyboard(' 20000253 {Enter}');
    expect(onScan).toHaveBeenCalledExactlyOnceWith('20000253');
    expect(scanInput()).toHaveValue('');
    await userEvent.keyboard('aedward{Enter}');
    expect(onScan).toHaveBeenLastCalledWith('aedward');
  });

  it('ignores Enter on an empty or blank value', async () => {
    const onScan = vi.fn();
    render(<BadgeScanInput onScan={onScan} />);
    await userEvent.keyboard('{Enter}   {Enter}');
    expect(onScan).not.toHaveBeenCalled();
    expect(scanInput()).toHaveValue('');
  });

  it('takes the focus back after a click elsewhere on the screen', async () => {
    render(
      <div>
        <button type="button">Q2</button>
        <BadgeScanInput onScan={vi.fn()} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Q2' }));
    await vi.waitFor(() => expect(scanInput()).toHaveFocus());
    await userEvent.keyboard('rgomez{Enter}');
  });

  it('leaves the focus in another text field the person clicked into', async () => {
    render(
      <div>
        <input aria-label="Search employees..." />
        <BadgeScanInput onScan={vi.fn()} />
      </div>,
    );
    await userEvent.click(screen.getByLabelText('Search employees...'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByLabelText('Search employees...')).toHaveFocus();
  });

  it('takes the focus back once a scan has finished, whatever moved it meanwhile', async () => {
    let finish!: () => void;
    const onScan = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <div>
        <button type="button">Elsewhere</button>
        <BadgeScanInput onScan={onScan} />
      </div>,
    );
    await userEvent.keyboard('aedward{Enter}');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    finish();
    await vi.waitFor(() => expect(scanInput()).toHaveFocus());
  });

  it('can hide its label while keeping the input named', () => {
    render(<BadgeScanInput onScan={vi.fn()} showLabel={false} />);
    expect(scanInput()).toBeInTheDocument();
  });
});
