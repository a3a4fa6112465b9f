import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { occupied, station } from '../testing/fixtures.ts';
import { StationCard } from './station-card.tsx';

const card = (code: RegExp | string) => screen.getByRole('button', { name: code });

describe('StationCard', () => {
  it('shows the shortened code and the employee of an occupied station, named as shown and described by the whole code', () => {
    render(<StationCard station={occupied('Destuffit-07', 'Ana Silva')} onOpen={() => undefined} />);
    const button = card('Dest-07, Ana Silva');
    expect(button).toHaveAttribute('data-state', 'occupied');
    expect(button).toHaveTextContent('Dest-07');
    expect(button).toHaveTextContent('Ana Silva');
    expect(button).toHaveAccessibleDescription('Destuffit-07, Ana Silva');
  });

  it('marks an assignment made despite a missing skill, named "skills override" (issue 15)', () => {
    const base = occupied('1-03', 'Ana Silva');
    render(<StationCard station={{ ...base, current_assignment: { ...base.current_assignment!, override_reason: 'Certified yesterday' } }} />);
    expect(screen.getByRole('img', { name: 'skills override' })).toBeInTheDocument();
    expect(screen.getByLabelText(/1-03, Ana Silva, skills override/)).toBeInTheDocument();
  });

  it("reads a '4-' code as SAP in TV Mode, as the TV List does, and keeps the code itself otherwise", () => {
    const { rerender } = render(<StationCard station={occupied('4-03', 'Ana Silva')} onOpen={() => undefined} />);
    expect(card('4-03, Ana Silva')).toHaveTextContent(/^4-03/);
    rerender(<StationCard station={occupied('4-03', 'Ana Silva')} isTvMode onOpen={() => undefined} />);
    expect(card('SAP, Ana Silva')).toHaveTextContent(/^SAP/);
    expect(card('SAP, Ana Silva')).not.toHaveTextContent('4-03');
    expect(card('SAP, Ana Silva')).toHaveAccessibleDescription('4-03, Ana Silva');
  });

  it('still shortens other long codes in TV Mode', () => {
    render(<StationCard station={occupied('Destuffit-07', 'Ana Silva')} isTvMode onOpen={() => undefined} />);
    expect(card(/^Dest-07/)).toHaveTextContent(/^Dest-07/);
  });

  it('says a station is critical in its name, after what it shows', () => {
    render(<StationCard station={occupied('1-01', 'Ana Silva', { is_critical: true })} onOpen={() => undefined} />);
    expect(card('1-01, Ana Silva, Critical station')).toBeInTheDocument();
  });

  it('is one stop of the map when told, and keeps its own tab stop otherwise', () => {
    const { rerender } = render(<StationCard station={station('1-01')} onOpen={() => undefined} />);
    expect(card(/^1-01/)).not.toHaveAttribute('tabindex');
    rerender(<StationCard station={station('1-01')} isTabStop onOpen={() => undefined} />);
    expect(card(/^1-01/)).toHaveAttribute('tabindex', '0');
    rerender(<StationCard station={station('1-01')} isTabStop={false} onOpen={() => undefined} />);
    expect(card(/^1-01/)).toHaveAttribute('tabindex', '-1');
  });

  it('is 96 by 80 pixels', () => {
    const { container } = render(<StationCard station={station('1-01')} />);
    expect(container.firstElementChild).toHaveStyle({ width: '96px', height: '80px' });
  });

  it('says Unassigned on an empty station', () => {
    render(<StationCard station={station('1-02')} onOpen={() => undefined} />);
    expect(card(/^1-02/)).toHaveAttribute('data-state', 'empty');
    expect(card(/^1-02/)).toHaveTextContent('Unassigned');
  });

  it('marks a wildcard assignment', () => {
    render(<StationCard station={occupied('1-03', 'Li Wei', {}, true)} onOpen={() => undefined} />);
    expect(card(/^1-03/)).toHaveAttribute('data-state', 'wildcard');
    expect(card(/^1-03/)).toHaveAccessibleName('1-03, Li Wei, Wildcard Assignment');
    expect(card(/^1-03/)).toHaveTextContent(/wildcard/i);
  });

  it('greys and crosses out an inactive station', () => {
    const { container } = render(<StationCard station={station('2-12', { is_active: false })} onOpen={() => undefined} />);
    expect(card(/^2-12/)).toHaveAttribute('data-state', 'inactive');
    expect(card(/^2-12/)).toHaveTextContent('Inactive');
    expect(container.querySelectorAll('svg line')).toHaveLength(2);
  });

  it('rings the card while a conflict or a fresh assignment is highlighted', () => {
    const { rerender } = render(<StationCard station={station('1-04')} highlight="conflict" onOpen={() => undefined} />);
    expect(card(/^1-04/)).toHaveAttribute('data-highlight', 'conflict');
    expect(card(/^1-04/).className).toContain('ring-red-500');
    rerender(<StationCard station={station('1-04')} highlight="justAssigned" onOpen={() => undefined} />);
    expect(card(/^1-04/).className).toContain('ring-emerald-400');
  });

  it('shows the line colour: blue for line 1, cyan for indirects', () => {
    const { container, rerender } = render(<StationCard station={station('1-05')} />);
    expect(container.querySelector('.bg-blue-500')).not.toBeNull();
    rerender(<StationCard station={station('Problem Solve')} />);
    expect(container.querySelector('.bg-cyan-500')).not.toBeNull();
  });

  it('opens its popover when pressed, by mouse or keyboard', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<StationCard station={station('1-06')} onOpen={onOpen} />);
    await user.click(card(/^1-06/));
    card(/^1-06/).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('is not a button for someone who cannot assign', () => {
    render(<StationCard station={occupied('1-07', 'Ana Silva')} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1-07, Ana Silva' })).toBeInTheDocument();
  });

  it('offers Hide instead of opening while the layout is unlocked, and marks an unsaved move', async () => {
    const onHide = vi.fn();
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<StationCard station={station('1-08')} isUnlocked isMoved onOpen={onOpen} onHide={onHide} />);
    expect(screen.getByRole('group', { name: /^1-08/ })).toHaveTextContent('Moved');
    await user.click(screen.getByRole('button', { name: 'Hide 1-08' }));
    expect(onHide).toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
