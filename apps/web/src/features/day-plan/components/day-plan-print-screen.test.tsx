import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DayPlan } from '@stationboard/domain/schemas/day-plan';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DayPlanPrintScreen } from './day-plan-print-screen.tsx';

const CENTER = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

const PLAN: DayPlan = {
  center: { code: 'GEG1', name: 'Spokane' },
  date: '2026-11-23',
  quarters: [
    { id: id(1), quarter_name: 'Q1', quarter_number: 1, start_time: '07:00:00', end_time: '09:30:00', date: '2026-11-23' },
    { id: id(2), quarter_name: 'Q7', quarter_number: 7, start_time: '23:30:00', end_time: '02:00:00', date: '2026-11-23' },
  ],
  stations: [
    { id: id(3), station_code: '1-01', is_active: true, cells: [{ name: 'Ann Lee', is_wildcard: false }, null] },
    { id: id(4), station_code: '1-02', is_active: false, cells: [null, { name: 'Bob Kim', is_wildcard: true }] },
  ],
  people: [],
};

function show(quarterKey: number | null) {
  const api = fakeApi({ 'GET /api/day-plan': ({ url }) => (url.searchParams.get('date') === PLAN.date ? ok(PLAN) : ok(null)) });
  renderWithProviders(<DayPlanPrintScreen centerId={CENTER} date={PLAN.date} quarterKey={quarterKey} />);
  return api;
}

describe('DayPlanPrintScreen', () => {
  it('prints the day: center, date, a column per quarter and a line per station', async () => {
    show(null);
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Day plan', level: 1 })).toBeVisible();
    expect(screen.getByTestId('day-plan-sheet')).toHaveTextContent('GEG1 · Spokane');
    expect(screen.getByTestId('day-plan-sheet')).toHaveTextContent('Monday, November 23, 2026');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Station', 'Q107:00–09:30', 'Q723:30–02:00']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Ann Lee', ''],
      ['', 'Bob Kim (Wildcard)'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('1-02 (Inactive)');
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('prints one quarter: a line per station with its person', async () => {
    show(7);
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Day plan: Quarter Q7', level: 1 })).toBeVisible();
    expect(screen.getByText('23:30–02:00')).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['StationEmployee', '1-01', '1-02 (Inactive)Bob Kim (Wildcard)']);
  });

  it('says so when the quarter is not in the center', async () => {
    show(5);
    expect(await screen.findByText('There is no quarter 5 in this center.')).toBeVisible();
  });
});
