import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DayPlanActions } from './day-plan-actions.tsx';

const CENTER = '00000000-0000-4000-8000-000000000001';

function renderAs(role: 'VIEW' | 'MANAGER' | 'ADMIN') {
  return render(
    <MemoryRouter>
      <DayPlanActions centerId={CENTER} centerCode="GEG1" role={role} date="2026-11-22" quarter={{ quarter_name: 'Q7', quarter_number: 7 }} />
    </MemoryRouter>,
  );
}

describe('DayPlanActions', () => {
  it('shows nothing to VIEW', () => {
    const { container } = renderAs('VIEW');
    expect(container).toBeEmptyDOMElement();
  });

  it('offers MANAGER and up the downloads and the print links of the operating day', () => {
    for (const role of ['MANAGER', 'ADMIN'] as const) {
      const { unmount } = renderAs(role);
      expect(screen.getByRole('button', { name: 'Download .xlsx' })).toHaveAttribute('title', 'Download the day plan of 2026-11-22 as .xlsx');
      expect(screen.getByRole('button', { name: 'Download .csv' })).toHaveAttribute('title', 'Download the day plan of 2026-11-22 as .csv');
      expect(screen.getByRole('link', { name: 'Print day' })).toHaveAttribute('href', '/print/day?date=2026-11-22');
      expect(screen.getByRole('link', { name: 'Print quarter' })).toHaveAttribute('href', '/print/q/7?date=2026-11-22');
      unmount();
    }
  });
});
