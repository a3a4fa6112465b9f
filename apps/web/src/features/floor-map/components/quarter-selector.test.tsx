import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuarterSelector } from './quarter-selector.tsx';

const quarter = (n: number, start: string, end: string) => ({
  id: `q${n}`,
  quarter_name: `Q${n}`,
  quarter_number: n,
  is_active: false,
  start_time: `${start}:00`,
  end_time: `${end}:00`,
});

describe('QuarterSelector', () => {
  it('names each button by its quarter alone, with its times as the description, at every width', async () => {
    const onSelect = vi.fn();
    render(<QuarterSelector quarters={[quarter(3, '12:30', '15:00'), quarter(1, '07:00', '09:30')]} selectedId="q1" onSelect={onSelect} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Q107:00–09:30', 'Q312:30–15:00']);
    const third = screen.getByRole('button', { name: 'Q3' });
    expect(third).toHaveAccessibleDescription('Q3: 12:30–15:00');
    expect(screen.getByRole('button', { name: 'Q1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(third);
    expect(onSelect).toHaveBeenCalledWith('q3');
  });
});
