import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffingCounters, ZERO_STATS } from './staffing-counters.tsx';

/** A counter's figure, by its label, as a manager reads it. */
const counter = (label: string) => within(screen.getByLabelText('Staffing counters')).getByText(label).closest('div');

describe('StaffingCounters', () => {
  it('shows efficiency as a whole percent beside the other counters, with what it counts on hover', () => {
    render(
      <StaffingCounters
        stats={{
          ...ZERO_STATS,
          total: 10,
          line_associates: 7,
          indirects: 3,
          wildcards: 1,
          ratio: 2.3,
          staffed_stations: 10,
          active_stations: 12,
          efficiency: 83,
        }}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Total', 'Line associates', 'Indirects', 'Ratio', 'Wildcards', 'Efficiency']);
    expect(counter('Efficiency')).toHaveTextContent('Efficiency83%');
    expect(counter('Efficiency')).toHaveAttribute('title', '10 of 12 active stations staffed');
    expect(counter('Ratio')).toHaveTextContent('Ratio2.3');
  });

  it('shows 0% when the stats fall back to zeros', () => {
    render(<StaffingCounters stats={ZERO_STATS} />);
    expect(counter('Efficiency')).toHaveTextContent('0%');
  });

  it('shows a dash, never a 0, for figures still loading or not loaded, and says which to a screen reader', () => {
    const { rerender } = render(<StaffingCounters stats={undefined} missing="loading" />);
    expect(screen.getByLabelText('Staffing counters')).toHaveAttribute('aria-busy', 'true');
    for (const label of ['Total', 'Line associates', 'Indirects', 'Ratio', 'Wildcards', 'Efficiency'])
      expect(counter(label)).toHaveTextContent(`${label}—Loading...`);
    rerender(<StaffingCounters stats={undefined} missing="failed" />);
    expect(screen.getByLabelText('Staffing counters')).toHaveAttribute('aria-busy', 'false');
    expect(counter('Ratio')).toHaveTextContent('Ratio—Not loaded');
    expect(counter('Ratio')).not.toHaveAttribute('data-colour');
  });
});
